// Colour filter options of product rules §5: a colour name (a CSS named colour, or one of the Indian colour names below) or a
// 6-digit hex code; anything else is not a swatch.

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

/**
 * Colours as Indian shops and shoppers name them, with the shade each stands for (issue 32 item 16): the owner
 * picks them as swatches, the shop stores them by name, and the colour filter knows them.
 */
export const INDIAN_COLOURS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: 'Mustard', hex: '#E1AD01' },
  { name: 'Haldi', hex: '#F2B705' },
  { name: 'Kesari', hex: '#FF9933' },
  { name: 'Saffron', hex: '#F4C430' },
  { name: 'Lemon Yellow', hex: '#FFF44F' },
  { name: 'Rani Pink', hex: '#E0218A' },
  { name: 'Baby Pink', hex: '#F4C2C2' },
  { name: 'Onion Pink', hex: '#E8A0A7' },
  { name: 'Dusty Pink', hex: '#D8A7B1' },
  { name: 'Peach', hex: '#FFCBA4' },
  { name: 'Sindoori', hex: '#E34234' },
  { name: 'Brick Red', hex: '#B6452C' },
  { name: 'Ruby Red', hex: '#9B111E' },
  { name: 'Wine', hex: '#722F37' },
  { name: 'Rust', hex: '#B7410E' },
  { name: 'Copper', hex: '#B87333' },
  { name: 'Bottle Green', hex: '#006A4E' },
  { name: 'Mehendi', hex: '#6B7B2B' },
  { name: 'Parrot Green', hex: '#4CB648' },
  { name: 'Rama Green', hex: '#1E9C89' },
  { name: 'Emerald Green', hex: '#009B77' },
  { name: 'Olive Green', hex: '#708238' },
  { name: 'Mint Green', hex: '#A8E6CF' },
  { name: 'Peacock Blue', hex: '#006D77' },
  { name: 'Firozi', hex: '#30C5C0' },
  { name: 'Navy Blue', hex: '#1B2A5C' },
  { name: 'Ink Blue', hex: '#1D3F6E' },
  { name: 'Jamuni', hex: '#5B2A6E' },
  { name: 'Mauve', hex: '#B784A7' },
  { name: 'Onion Purple', hex: '#9C6B98' },
  { name: 'Off White', hex: '#F7F3E8' },
  { name: 'Cream', hex: '#FFF8DC' },
  { name: 'Champagne', hex: '#F1DDBF' },
  { name: 'Golden', hex: '#D4AF37' },
  { name: 'Charcoal', hex: '#36454F' },
];

/**
 * Names some CSS colours carry that mean little on a shop's page ('Peach Puff', 'Papaya Whip'): what a shopper
 * is shown instead. The colour is still stored, filtered and sent under its own name.
 */
const FRIENDLY_NAMES: Readonly<Record<string, string>> = {
  aliceblue: 'Pale Blue',
  azure: 'Pale Blue',
  bisque: 'Light Beige',
  blanchedalmond: 'Almond',
  burlywood: 'Sand',
  chartreuse: 'Lime Green',
  cornsilk: 'Cream',
  darkgoldenrod: 'Dark Mustard',
  firebrick: 'Brick Red',
  floralwhite: 'Off White',
  gainsboro: 'Light Grey',
  ghostwhite: 'White',
  goldenrod: 'Mustard Yellow',
  honeydew: 'Pale Mint',
  lavenderblush: 'Blush Pink',
  lemonchiffon: 'Pale Lemon',
  lightgoldenrodyellow: 'Pale Yellow',
  mintcream: 'Mint White',
  mistyrose: 'Blush Pink',
  moccasin: 'Light Beige',
  navajowhite: 'Cream',
  oldlace: 'Off White',
  palegoldenrod: 'Pale Yellow',
  papayawhip: 'Cream',
  peachpuff: 'Light Peach',
  peru: 'Copper Brown',
  rosybrown: 'Dusty Rose',
  saddlebrown: 'Brown',
  seashell: 'Off White',
  sienna: 'Rust Brown',
  snow: 'White',
  thistle: 'Lilac',
  whitesmoke: 'Off White',
};

type Named = { label: string; css: string };

const key = (label: string) => label.replaceAll(' ', '').toLowerCase();

const NAMED_COLOURS: ReadonlyMap<string, Named> = new Map([
  ...NAMED_COLOUR_LABELS.map((label): [string, Named] => [key(label), { label, css: key(label) }]),
  ...INDIAN_COLOURS.map(({ name, hex }): [string, Named] => [
    key(name),
    { label: name, css: hex.toLowerCase() },
  ]),
]);

/** Every CSS colour name in lower case, e.g. 'rebeccapurple'. */
export const CSS_COLOUR_NAMES: readonly string[] = NAMED_COLOUR_LABELS.map(key);

const HEX_COLOUR = /^#?[0-9a-f]{6}$/i;

function namedKey(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidColour(value: string): boolean {
  return colourToCss(value) !== null;
}

/**
 * A CSS colour for a swatch: a CSS name in lower case, or '#rrggbb' (hex codes, and the Indian names' shades);
 * null when the value is not a colour.
 */
export function colourToCss(value: string): string | null {
  const name = namedKey(value);
  const named = NAMED_COLOURS.get(name);
  if (named) return named.css;
  if (HEX_COLOUR.test(name)) return name.startsWith('#') ? name : `#${name}`;
  return null;
}

/**
 * The colour's own name, as the shop stores and filters it: 'Dark Olive Green', 'Rani Pink', '#A1B2C3'; other
 * text as typed.
 */
export function colourNameOf(value: string): string {
  const name = namedKey(value);
  const named = NAMED_COLOURS.get(name);
  if (named) return named.label;
  if (HEX_COLOUR.test(name)) return `#${name.replace('#', '').toUpperCase()}`;
  return value.trim();
}

/**
 * A name to show beside a swatch: 'Dark Olive Green', 'Rani Pink', '#A1B2C3', and a plain name for the CSS names
 * that mean little to a shopper ('Peach Puff' is shown as 'Light Peach'); other text is shown as typed.
 */
export function colourLabel(value: string): string {
  return FRIENDLY_NAMES[namedKey(value)] ?? colourNameOf(value);
}
