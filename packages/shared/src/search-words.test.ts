import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandSearch,
  namesMatch,
  normaliseSearch,
  SEED_SYNONYMS,
  synonymIndex,
  synonymKey,
} from './search-words.ts';

const seed = synonymIndex(SEED_SYNONYMS);

describe('normaliseSearch', () => {
  it('lower-cases, trims and keeps one space', () => {
    expect(normaliseSearch('  Red   KURTI \t set ')).toBe('red kurti set');
  });
  it('spells Devanagari one way: precomposed nukta letters and zero-width joiners', () => {
    // U+095C (ड़ precomposed) and U+0921 U+093C are the same letter.
    expect(normaliseSearch('सा\u095Cी')).toBe(normaliseSearch('सा\u0921\u093Cी'));
    expect(normaliseSearch('कु\u200Dर्ती')).toBe('कुर्ती');
  });
});

describe('expandSearch with the seed groups', () => {
  it.each([
    ['kurti', 'kurta'],
    ['Kurtis', 'kurta'],
    ['cotton kurti', 'cotton kurta'],
    ['sari', 'saree'],
    ['sarees', 'saree'],
    ['lehnga', 'lehenga'],
    ['ghagra', 'lehenga'],
    ['chaniya choli', 'lehenga'],
    ['red chaniya choli', 'red lehenga'],
    ['chunni', 'dupatta'],
    ['odhni', 'dupatta'],
    ['shalwar', 'salwar'],
    ['churidars', 'churidar'],
    ['plazo', 'palazzo'],
    ['palazzo pants', 'palazzo'],
    ['साड़ी', 'saree'],
    ['सा\u095Cी', 'saree'],
    ['कुर्ती', 'kurta'],
    ['लहंगा', 'lehenga'],
    ['दुपट्टा', 'dupatta'],
    ['सलवार', 'salwar'],
    ['लाल साड़ी', 'red saree'],
    ['सिल्क साड़ी', 'silk saree'],
  ])('%s → %s', (typed, expected) => {
    expect(expandSearch(typed, seed)).toBe(expected);
  });

  it('leaves unknown words, operators and quotes as they were', () => {
    expect(expandSearch('"silk" -kurti denim', seed)).toBe('"silk" -kurta denim');
    expect(expandSearch('kanjeevaram zari', seed)).toBe('kanjeevaram zari');
    expect(expandSearch('chaniya-choli', seed)).toBe('lehenga-choli');
    expect(expandSearch('', seed)).toBe('');
  });

  it('every word of a group expands to the same text, its first', () => {
    for (const group of SEED_SYNONYMS) {
      for (const word of group) expect(expandSearch(word, seed), word).toBe(group[0]);
    }
  });

  it('no word is in two seed groups', () => {
    const all = SEED_SYNONYMS.flat().map(synonymKey);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is idempotent and never throws, whatever is typed', () => {
    const alphabet = ['kurti', 'sari', 'chaniya', 'choli', 'साड़ी', ' ', '-', '"', 'x', 'ड़', '\u200D', 'A'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }), fc.string(), (parts, s) => {
        for (const text of [parts.join(''), s]) {
          const once = expandSearch(text, seed);
          expect(expandSearch(once, seed)).toBe(once);
        }
      }),
    );
  });

  it('the owner’s groups replace the seed: a word of no group stays', () => {
    const own = synonymIndex([
      ['kurta', 'kurti'],
      ['saree', 'sadi'],
    ]);
    expect(expandSearch('sadi lehnga', own)).toBe('saree lehnga');
    expect(expandSearch('kurti', synonymIndex([]))).toBe('kurti');
  });
});

describe('namesMatch (category suggestions)', () => {
  const sarees = ['Sarees', 'Saree', 'साड़ियाँ'];
  it.each(['sar', 'Saree', 'sari', 'साड़ी', 'साड़ि'])('%s names the Sarees page', (typed) => {
    expect(namesMatch(typed, sarees, seed)).toBe(true);
  });
  it.each(['s', '', 'kurti', 'silk sar', '!!'])('%s does not', (typed) => {
    expect(namesMatch(typed, sarees, seed)).toBe(false);
  });
  it('matches every typed word: "salwar su" names Salwar Suits', () => {
    expect(namesMatch('shalwar su', ['Salwar Suits'], seed)).toBe(true);
  });
});
