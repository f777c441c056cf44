// What the logs may hold. An error is logged by its type, a scrubbed message and stack and its code; a
// database error only by its SQL state, the operation (verb and table), the table and the constraint, never
// the query's parameters or the server's detail (they held argon2 hashes, e-mails, mobiles and addresses).
// Request URLs are logged without their query values (the owner's order search is by e-mail or mobile).
import type { FastifyRequest } from 'fastify';

/** Names of the SQL states the shop meets, so that a log line reads without the PostgreSQL manual. */
const SQL_CONDITIONS: Record<string, string> = {
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22021': 'character_not_in_repertoire',
  '22P02': 'invalid_text_representation',
  '25P02': 'in_failed_sql_transaction',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42P01': 'undefined_table',
  '42703': 'undefined_column',
  '53300': 'too_many_connections',
  '57014': 'query_canceled',
  '57P01': 'admin_shutdown',
};

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  query?: unknown;
  table?: unknown;
  constraint?: unknown;
  severity?: unknown;
  routine?: unknown;
};

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/** The error and its causes, outermost first. */
function chain(err: unknown): ErrorLike[] {
  const list: ErrorLike[] = [];
  for (let e: unknown = err; isObject(e) && list.length < 8 && !list.includes(e); e = e.cause) list.push(e);
  return list;
}

/** A PostgreSQL (node-postgres or PGlite) error: a five-character SQL state and the server's severity. */
const isDatabaseError = (e: ErrorLike) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);

/** 'insert users', 'select products', 'update orders': the statement's verb and first table, no values. */
export function operationOf(query: string): string {
  const verb =
    /^\s*(?:with\b.*?\)\s*)?(select|insert|update|delete|create|alter|drop|lock|truncate)\b/is.exec(
      query,
    )?.[1];
  const table = /\b(?:into|from|update|table)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(query)?.[1];
  return [verb?.toLowerCase() ?? 'query', table].filter(Boolean).join(' ');
}

// Defence in depth for messages and stacks of other errors (a mail server's refusal names the recipient).
const SECRETS: Array<[RegExp, string]> = [
  [/\$argon2[a-z]*\$[^\s"']+/gi, '[hash]'],
  [/[^\s@"'<>(),:;]+@[^\s@"'<>(),:;]+\.[a-z]{2,}/gi, '[email]'],
  [/(?<![\d.])(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g, '[mobile]'],
  [/\b[A-Za-z0-9_-]{40,}\b/g, '[token]'],
];

export function scrub(text: string): string {
  return SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** pino serializer for `err`: a database error by its SQL state and operation; any other error scrubbed. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(err: unknown): SerializedError {
  if (!isObject(err)) return { type: typeof err, message: scrub(String(err)), stack: '' };
  const links = chain(err);
  const database = links.find(isDatabaseError);
  if (database) {
    const sqlState = database.code as string;
    const query = links.find((e) => typeof e.query === 'string')?.query as string | undefined;
    const condition = SQL_CONDITIONS[sqlState];
    const operation = query ? operationOf(query) : undefined;
    return {
      type: 'DatabaseError',
      message: `database error ${sqlState}${condition ? ` (${condition})` : ''}${operation ? ` in ${operation}` : ''}`,
      stack: '',
      sqlState,
      condition,
      operation,
      table: typeof database.table === 'string' ? database.table : undefined,
      constraint: typeof database.constraint === 'string' ? database.constraint : undefined,
    };
  }
  const type = typeof err.name === 'string' ? err.name : 'Error';
  const cause = links[1];
  return {
    type,
    message: typeof err.message === 'string' ? scrub(err.message) : '',
    stack: typeof err.stack === 'string' ? scrub(err.stack) : '',
    code: typeof err.code === 'string' || typeof err.code === 'number' ? err.code : undefined,
    statusCode: typeof err.statusCode === 'number' ? err.statusCode : undefined,
    cause: cause ? serializeError(cause) : undefined,
  };
}

/** pino serializer for `req`: as Fastify's, with the query string's values left out. */
export function serializeRequest(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2);
  const keys = query
    ? [...new Set(query.split('&').map((pair) => pair.split('=', 1)[0]))].map((k) => `${k}=…`).join('&')
    : '';
  return {
    method: request.method,
    url: keys ? `${path}?${keys}` : path,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_SERIALIZERS = { err: serializeError, req: serializeRequest };
