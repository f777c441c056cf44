// Indian states and union territories with their GST state codes, and the GSTIN check (15 characters: state
// code, the holder's PAN, entity number, 'Z', check character). The check character is the GST Network's
// Luhn mod 36 over the first 14 characters.

/** GST state codes (first two digits of a GSTIN); 25 (Daman and Diu) merged into 26 in 2020, 28 is pre-2014 Andhra. */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];

/** Other spellings shoppers type for a state in their address. */
const STATE_ALIASES: Record<string, StateCode> = {
  'new delhi': '07',
  'nct of delhi': '07',
  orissa: '21',
  pondicherry: '34',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'andaman and nicobar': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  uttaranchal: '05',
  tamilnadu: '33',
};

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The state named in an address ('karnataka', 'Orissa', 'KA' is not guessed), or null when unknown. */
export function stateByName(name: string | null | undefined): IndianState | null {
  if (!name) return null;
  const n = normal(name);
  const code = STATE_ALIASES[n] ?? INDIAN_STATES.find((s) => normal(s.name) === n)?.code;
  return code ? (INDIAN_STATES.find((s) => s.code === code) ?? null) : null;
}

export function stateByCode(code: string): IndianState | null {
  return INDIAN_STATES.find((s) => s.code === code) ?? null;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (Luhn mod 36), or null when one is not 0-9/A-Z. */
export function gstinCheckChar(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]);
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters.',
  shape:
    'This GSTIN does not have the right shape: state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z and a check character.',
  state: 'This GSTIN does not start with a known state code.',
  stateMismatch: "The GSTIN's state code does not match the shop's state.",
  checksum: "This GSTIN's last character does not match; please check it for a typing mistake.",
} as const;

/** Why a GSTIN does not parse (upper-cased and trimmed first), or null when it is valid. */
export function gstinError(raw: string, stateCode?: string): string | null {
  const gstin = raw.trim().toUpperCase();
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!stateByCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return GSTIN_MESSAGES.stateMismatch;
  return null;
}

/** HSN codes on invoices: 4, 6 or 8 digits (CBIC notification 78/2020: 4 digits below ₹5 crore turnover). */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = 'An HSN code has 4, 6 or 8 digits.';

export const hsnError = (code: string): string | null => (HSN_PATTERN.test(code.trim()) ? null : HSN_MESSAGE);
