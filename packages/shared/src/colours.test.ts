import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalColour, colourSpellings, isColourFilterValue } from './catalog.ts';
import {
  CSS_COLOUR_NAMES,
  colourLabel,
  colourNameOf,
  colourToCss,
  INDIAN_COLOURS,
  isValidColour,
} from './colours.ts';

describe('isValidColour', () => {
  it('accepts CSS colour names in any case', () => {
    for (const value of [
      'Maroon',
      'teal',
      'rebeccapurple',
      'NAVY',
      'DarkOliveGreen',
      'grey',
      'gray',
      ' pink ',
    ]) {
      expect(isValidColour(value)).toBe(true);
    }
  });

  it('accepts 6-digit hex codes with or without #', () => {
    expect(isValidColour('#a1b2c3')).toBe(true);
    expect(isValidColour('#A1B2C3')).toBe(true);
    expect(isValidColour('a1b2c3')).toBe(true);
  });

  it('rejects everything else', () => {
    for (const value of [
      'As per the image',
      '#abc',
      'abc',
      '#a1b2c3d4',
      '#ggg000',
      'blue-ish',
      'dark olive',
      '',
    ]) {
      expect(isValidColour(value)).toBe(false);
    }
    expect(isValidColour('transparent')).toBe(false);
    expect(isValidColour('currentcolor')).toBe(false);
  });

  it('knows all 148 CSS named colours', () => {
    expect(CSS_COLOUR_NAMES).toHaveLength(148);
    expect(CSS_COLOUR_NAMES).toContain('lightgoldenrodyellow');
    expect(CSS_COLOUR_NAMES).toContain('mediumaquamarine');
  });
});

describe('colourToCss', () => {
  it('normalises names to lower case and hex to #rrggbb', () => {
    expect(colourToCss('Maroon')).toBe('maroon');
    expect(colourToCss('#A1B2C3')).toBe('#a1b2c3');
    expect(colourToCss('a1b2c3')).toBe('#a1b2c3');
    expect(colourToCss('As per the image')).toBeNull();
  });

  it('gives a value exactly when the colour is valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...CSS_COLOUR_NAMES), fc.string()), (value) => {
        expect(colourToCss(value) !== null).toBe(isValidColour(value));
      }),
    );
  });

  it('accepts every 6-digit hex code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        expect(colourToCss(hex.toUpperCase())).toBe(hex);
      }),
    );
  });
});

describe('colourLabel', () => {
  it('title-cases names and splits compound ones', () => {
    expect(colourLabel('navy')).toBe('Navy');
    expect(colourLabel('MAROON')).toBe('Maroon');
    expect(colourLabel('darkolivegreen')).toBe('Dark Olive Green');
    expect(colourLabel('rebeccapurple')).toBe('Rebecca Purple');
  });

  it('shows hex codes in upper case with #', () => {
    expect(colourLabel('#a1b2c3')).toBe('#A1B2C3');
    expect(colourLabel('a1b2c3')).toBe('#A1B2C3');
  });

  it('shows other text as typed', () => {
    expect(colourLabel(' As per the image ')).toBe('As per the image');
  });
});

describe('Indian colour names (issue 32 item 16)', () => {
  const named = ['Mustard', 'Rani Pink', 'Bottle Green', 'Mehendi'];

  it('are colours: accepted in any case and spacing, with their shade for a swatch', () => {
    for (const name of named) {
      expect(isValidColour(name.replaceAll(' ', '')), name).toBe(true);
      expect(isColourFilterValue(name), name).toBe(true);
      expect(isColourFilterValue(name.toLowerCase()), name).toBe(true);
    }
    expect(colourToCss('Mustard')).toBe('#e1ad01');
    expect(colourToCss('ranipink')).toBe('#e0218a');
  });

  it('are stored and shown by their name, and a filter in any spelling finds them', () => {
    expect(canonicalColour(' rani pink ')).toBe('RaniPink');
    expect(colourLabel('RaniPink')).toBe('Rani Pink');
    expect(colourSpellings('bottle green')).toEqual(expect.arrayContaining(['BottleGreen', 'Bottle Green']));
  });

  it('each have a 6-digit shade and a name of their own, none a CSS name', () => {
    const keys = INDIAN_COLOURS.map((c) => c.name.replaceAll(' ', '').toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const { name, hex } of INDIAN_COLOURS) {
      expect(hex, name).toMatch(/^#[0-9A-F]{6}$/);
      expect(CSS_COLOUR_NAMES, name).not.toContain(name.replaceAll(' ', '').toLowerCase());
    }
    expect(INDIAN_COLOURS.map((c) => c.name)).toEqual(expect.arrayContaining(named));
  });

  it('round-trip: a stored name reads back as the same colour and label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INDIAN_COLOURS), ({ name, hex }) => {
        const stored = canonicalColour(name.toUpperCase());
        expect(colourToCss(stored)).toBe(hex.toLowerCase());
        expect(colourLabel(stored)).toBe(name);
      }),
    );
  });
});

describe('web colour names shoppers would not know (issue 32 item 18)', () => {
  it('are shown by a plain name, and kept and filtered by their own', () => {
    expect(colourLabel('PeachPuff')).toBe('Light Peach');
    expect(colourLabel('papayawhip')).toBe('Cream');
    expect(colourNameOf('PeachPuff')).toBe('Peach Puff');
    expect(canonicalColour('peach puff')).toBe('PeachPuff');
    expect(colourToCss('PeachPuff')).toBe('peachpuff');
  });
});
