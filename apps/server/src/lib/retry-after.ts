import type { FastifyReply } from 'fastify';
import { ThrottledError } from './throttle.ts';

/** Runs a service call; when it is throttled, tells the client when to retry (the error handler keeps headers). */
export async function withRetryAfter<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ThrottledError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}
