import type { FastifyRequest } from 'fastify';

/** Scheme and host of this request; a malformed Host header falls back to localhost. */
export function requestOrigin(request: FastifyRequest): string {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
