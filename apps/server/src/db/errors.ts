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

/** Connection-level SQL states: connection exceptions (08…), too many connections, shutdown, cannot connect now. */
const UNAVAILABLE_STATES = /^(08\d{3}|53300|57P01|57P02|57P03)$/;
/** Socket errors of a database that is down, restarting or out of reach. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres's own words for a connection that could not be made in time or was cut. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i;

/** The database could not be reached (down, restarting, cut off): the request may succeed in a moment. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
