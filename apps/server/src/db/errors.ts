// PostgreSQL's SQLSTATE of an error, wherever Drizzle or the driver wrapped it (`cause`).

/** The SQLSTATE of the error or of one it wraps, or undefined. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write (23505). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
