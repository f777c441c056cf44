// Limits every request value must keep before it reaches the database: ids within the range of the
// database's integer columns, and text free of control characters (PostgreSQL refuses NUL in text).
import { z } from 'zod';

/** The largest id an integer (int4, `serial`) column holds; a larger number cannot name a stored row. */
export const MAX_ID = 2_147_483_647;

/** True for a whole number from 1 to MAX_ID. */
export const isIdInRange = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

/** The digits of an id as text ('12', ' 12 '), in range; NaN for anything else. */
export function idFromText(text: string): number {
  const trimmed = text.trim();
  if (!/^[1-9]\d{0,9}$/.test(trimmed)) return Number.NaN;
  const n = Number(trimmed);
  return n <= MAX_ID ? n : Number.NaN;
}

/**
 * An id sent as a number or a numeric string, from 1 to MAX_ID, as a number; every failure answers
 * `message`.
 */
export const idSchema = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : idFromText(v);
      if (isIdInRange(n)) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
const isControl = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/** The first control character of `text` as 'U+0000', or null when it has none. */
export function controlCharacterIn(text: string): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

/** The message for a field holding a control character (`field` may be empty). */
export function controlCharacterMessage(field: string, character: string): string {
  const what = field ? `"${field}"` : 'The request';
  return `${what} contains a control character (${character}); please remove it and try again.`;
}

/**
 * The first text anywhere in `value` (strings, object keys, array items) that holds a control character:
 * its path ('deliveryAddress.city') and the character; null when all text is clean.
 */
export function findControlCharacter(
  value: unknown,
  path = '',
  depth = 0,
): { field: string; character: string } | null {
  if (typeof value === 'string') {
    const character = controlCharacterIn(value);
    return character ? { field: path, character } : null;
  }
  // Raw bodies (a webhook's signed bytes) are not text fields.
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : key;
    const inKey = Array.isArray(value) ? null : controlCharacterIn(key);
    if (inKey) return { field: path || 'a field name', character: inKey };
    const found = findControlCharacter(item, field, depth + 1);
    if (found) return found;
  }
  return null;
}
