// Words the shop understands (issue 29): a search text normalised, and its words replaced by the canonical word
// of their synonym group ('kurti', 'kurtis', 'कुर्ती' → 'kurta'), so that every spelling finds, and ranks, the
// same products. Pure rules: the server keeps the owner's groups (seeded with SEED_SYNONYMS) and applies them.

/** A group of words that mean the same to a shopper; the first is the catalogue's own word (canonical). */
export type SynonymGroup = readonly string[];

/** Words (and phrases) of one group at most, each at most this long, and a phrase at most this many words. */
export const SYNONYM_MAX_WORDS = 40;
export const SYNONYM_WORD_MAX_LENGTH = 40;
export const SYNONYM_PHRASE_MAX_WORDS = 3;

/** Letters, their marks (Devanagari vowel signs, nukta, virama) and digits make a word. */
export const WORD_PATTERN = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The one spelling of a typed text: Unicode NFC (a precomposed 'ड़' and 'ड' + nukta are the same letter), no
 * zero-width joiners (Hindi keyboards type them), lower case, single spaces, trimmed.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised group entry ('chaniya  Choli' → 'chaniya choli'); '' when it has no letter. */
export function synonymKey(word: string): string {
  return (normaliseSearch(word).match(WORD_PATTERN) ?? []).join(' ');
}

export type SynonymIndex = {
  /** Each known word or phrase (normalised) → its group's canonical word. */
  readonly canonical: ReadonlyMap<string, string>;
  /** The longest phrase in words, to bound the look-ahead. */
  readonly longest: number;
};

/** Looks up the groups' words; a word in two groups belongs to the first (the owner's API refuses that). */
export function synonymIndex(groups: Iterable<SynonymGroup>): SynonymIndex {
  const canonical = new Map<string, string>();
  let longest = 1;
  for (const group of groups) {
    const keys = group.map(synonymKey).filter((k) => k !== '');
    const head = keys[0];
    if (!head) continue;
    for (const key of keys) {
      if (canonical.has(key)) continue;
      canonical.set(key, head);
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return { canonical, longest: Math.min(longest, SYNONYM_PHRASE_MAX_WORDS) };
}

/**
 * The text with each known word or phrase replaced by its group's canonical word, longest phrase first
 * ('chaniya choli' → 'lehenga'); everything else (other words, quotes, '-', spacing) stays as it was.
 * Normalises first; idempotent (a canonical word maps to itself).
 */
export function expandSearch(text: string, index: SynonymIndex): string {
  const normal = normaliseSearch(text);
  const words = [...normal.matchAll(WORD_PATTERN)].map((m) => ({
    word: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  let out = '';
  let at = 0;
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    let replacement = '';
    for (let n = Math.min(index.longest, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      // A phrase's words are separated by spaces only ('chaniya-choli' is two searches: '-' means 'not').
      const spaced = run.every((w, k) => k === 0 || normal.slice(run[k - 1].end, w.start) === ' ');
      if (!spaced) continue;
      const found = index.canonical.get(run.map((w) => w.word).join(' '));
      if (found !== undefined) {
        taken = n;
        replacement = found;
        break;
      }
    }
    if (taken === 0) {
      i++;
      continue;
    }
    out += normal.slice(at, words[i].start) + replacement;
    at = words[i + taken - 1].end;
    i += taken;
  }
  return out + normal.slice(at);
}

/**
 * Indian fashion's common words, their plurals, Hinglish spellings and Hindi (Devanagari), each group led by the
 * word the catalogue uses. Migration 0025 stores these as the shop's first groups; the owner edits them.
 */
export const SEED_SYNONYMS: SynonymGroup[] = [
  [
    'kurta',
    'kurtas',
    'kurti',
    'kurtis',
    'kurtee',
    'kurtha',
    'kurthi',
    'कुर्ता',
    'कुर्ते',
    'कुर्ती',
    'कुर्तियां',
    'कुर्तियाँ',
  ],
  ['saree', 'sarees', 'sari', 'saris', 'saaree', 'saari', 'saadi', 'साड़ी', 'साड़ियां', 'साड़ियाँ', 'साडी'],
  [
    'lehenga',
    'lehengas',
    'lehnga',
    'lehngas',
    'lahenga',
    'lehanga',
    'lengha',
    'ghagra',
    'ghagras',
    'ghaghra',
    'chaniya choli',
    'chaniya cholis',
    'chaniya',
    'लहंगा',
    'लहँगा',
    'लेहंगा',
    'लहंगे',
    'घाघरा',
    'चनिया चोली',
  ],
  [
    'dupatta',
    'dupattas',
    'duppata',
    'dupata',
    'chunni',
    'chunnis',
    'chunri',
    'chunari',
    'chunnari',
    'odhni',
    'odhnis',
    'orhni',
    'odhani',
    'दुपट्टा',
    'दुपट्टे',
    'चुन्नी',
    'चुनरी',
    'ओढ़नी',
  ],
  ['salwar', 'salwars', 'shalwar', 'shalwars', 'salvar', 'shalvar', 'सलवार', 'शलवार'],
  ['churidar', 'churidars', 'churidaar', 'chudidar', 'chooridar', 'चूड़ीदार', 'चुड़ीदार'],
  ['anarkali', 'anarkalis', 'anarkalli', 'anaarkali', 'अनारकली'],
  ['palazzo', 'palazzos', 'plazo', 'plazos', 'palazo', 'pallazo', 'palazzo pants', 'पलाज़ो', 'प्लाज़ो', 'प्लाजो'],
  ['blouse', 'blouses', 'ब्लाउज़', 'ब्लाउज'],
  ['jhumka', 'jhumkas', 'jhumki', 'jhumkis', 'jhumke', 'झुमका', 'झुमके', 'झुमकी'],
  ['suit', 'suits', 'सूट'],
  ['dress', 'dresses', 'ड्रेस'],
  ['jacket', 'jackets', 'जैकेट'],
  ['silk', 'resham', 'रेशम', 'रेशमी', 'सिल्क'],
  ['cotton', 'sooti', 'सूती', 'कॉटन'],
  ['red', 'laal', 'lal', 'लाल'],
  ['white', 'safed', 'सफ़ेद', 'सफेद'],
  ['black', 'kala', 'kaala', 'काला', 'काली'],
  ['gold', 'golden', 'sunehra', 'सुनहरा', 'सुनहरी'],
  ['green', 'hara', 'हरा', 'हरी'],
  ['blue', 'neela', 'नीला', 'नीली'],
  ['pink', 'gulabi', 'गुलाबी'],
  ['yellow', 'peela', 'पीला', 'पीली'],
];

/**
 * Whether a text typed so far names one of `names` (a category's label in each language): every typed word, after
 * synonyms, starts a word of one name after synonyms ('sar', 'sari', 'साड़ी' → 'Sarees'). Words of one letter
 * name nothing.
 */
export function namesMatch(typed: string, names: readonly string[], index: SynonymIndex): boolean {
  const words = expandSearch(typed, index).match(WORD_PATTERN) ?? [];
  if (words.length === 0 || words.some((w) => w.length < 2)) return false;
  const known = names.flatMap((name) => [
    ...(normaliseSearch(name).match(WORD_PATTERN) ?? []),
    ...(expandSearch(name, index).match(WORD_PATTERN) ?? []),
  ]);
  return words.every((w) => known.some((k) => k.startsWith(w)));
}
