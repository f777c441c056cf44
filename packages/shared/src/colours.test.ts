import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSS_COLOUR_NAMES, colourLabel, colourToCss, isValidColour } from './colours.ts';

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
