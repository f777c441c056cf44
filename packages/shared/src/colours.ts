// Colour filter options of SPEC §5: a CSS named colour or a 6-digit hex code; anything else is not a swatch.

// The CSS named colours (CSS Color 4), written as labels so the lookup key and the display name come from one list.
// biome-ignore format: one entry per line would make a 150-line list
const NAMED_COLOUR_LABELS = [
  'Alice Blue', 'Antique White', 'Aqua', 'Aquamarine', 'Azure', 'Beige', 'Bisque', 'Black',
  'Blanched Almond', 'Blue', 'Blue Violet', 'Brown', 'Burlywood', 'Cadet Blue', 'Chartreuse', 'Chocolate',
  'Coral', 'Cornflower Blue', 'Cornsilk', 'Crimson', 'Cyan', 'Dark Blue', 'Dark Cyan', 'Dark Goldenrod',
  'Dark Gray', 'Dark Green', 'Dark Grey', 'Dark Khaki', 'Dark Magenta', 'Dark Olive Green', 'Dark Orange',
  'Dark Orchid', 'Dark Red', 'Dark Salmon', 'Dark Sea Green', 'Dark Slate Blue', 'Dark Slate Gray',
  'Dark Slate Grey', 'Dark Turquoise', 'Dark Violet', 'Deep Pink', 'Deep Sky Blue', 'Dim Gray', 'Dim Grey',
  'Dodger Blue', 'Firebrick', 'Floral White', 'Forest Green', 'Fuchsia', 'Gainsboro', 'Ghost White', 'Gold',
  'Goldenrod', 'Gray', 'Green', 'Green Yellow', 'Grey', 'Honeydew', 'Hot Pink', 'Indian Red', 'Indigo', 'Ivory',
  'Khaki', 'Lavender', 'Lavender Blush', 'Lawn Green', 'Lemon Chiffon', 'Light Blue', 'Light Coral',
  'Light Cyan', 'Light Goldenrod Yellow', 'Light Gray', 'Light Green', 'Light Grey', 'Light Pink',
  'Light Salmon', 'Light Sea Green', 'Light Sky Blue', 'Light Slate Gray', 'Light Slate Grey',
  'Light Steel Blue', 'Light Yellow', 'Lime', 'Lime Green', 'Linen', 'Magenta', 'Maroon', 'Medium Aquamarine',
  'Medium Blue', 'Medium Orchid', 'Medium Purple', 'Medium Sea Green', 'Medium Slate Blue',
  'Medium Spring Green', 'Medium Turquoise', 'Medium Violet Red', 'Midnight Blue', 'Mint Cream', 'Misty Rose',
  'Moccasin', 'Navajo White', 'Navy', 'Old Lace', 'Olive', 'Olive Drab', 'Orange', 'Orange Red', 'Orchid',
  'Pale Goldenrod', 'Pale Green', 'Pale Turquoise', 'Pale Violet Red', 'Papaya Whip', 'Peach Puff', 'Peru',
  'Pink', 'Plum', 'Powder Blue', 'Purple', 'Rebecca Purple', 'Red', 'Rosy Brown', 'Royal Blue', 'Saddle Brown',
  'Salmon', 'Sandy Brown', 'Sea Green', 'Seashell', 'Sienna', 'Silver', 'Sky Blue', 'Slate Blue', 'Slate Gray',
  'Slate Grey', 'Snow', 'Spring Green', 'Steel Blue', 'Tan', 'Teal', 'Thistle', 'Tomato', 'Turquoise', 'Violet',
  'Wheat', 'White', 'White Smoke', 'Yellow', 'Yellow Green',
] as const;

const NAMED_COLOURS: ReadonlyMap<string, string> = new Map(
  NAMED_COLOUR_LABELS.map((label) => [label.replaceAll(' ', '').toLowerCase(), label]),
);

/** Every CSS colour name in lower case, e.g. 'rebeccapurple'. */
export const CSS_COLOUR_NAMES: readonly string[] = [...NAMED_COLOURS.keys()];

const HEX_COLOUR = /^#?[0-9a-f]{6}$/i;

function namedKey(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidColour(value: string): boolean {
  return colourToCss(value) !== null;
}

/** A CSS colour for a swatch: lower-case name or '#rrggbb'; null when the value is not a colour. */
export function colourToCss(value: string): string | null {
  const key = namedKey(value);
  if (NAMED_COLOURS.has(key)) return key;
  if (HEX_COLOUR.test(key)) return key.startsWith('#') ? key : `#${key}`;
  return null;
}

/** A name to show beside a swatch: 'Dark Olive Green', '#A1B2C3'; other text is shown as typed. */
export function colourLabel(value: string): string {
  const key = namedKey(value);
  const label = NAMED_COLOURS.get(key);
  if (label) return label;
  if (HEX_COLOUR.test(key)) return `#${key.replace('#', '').toUpperCase()}`;
  return value.trim();
}
