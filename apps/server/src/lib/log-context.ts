// Every log line carries a `reqId`: a request's lines get it from Fastify's request logger; lines written
// through the app's logger while a request, a background job run or the start is under way get that work's id
// from an AsyncLocalStorage (pino's mixin reads it); anything else gets the process's id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const context = new AsyncLocalStorage<{ reqId: string }>();

/** The id of lines written outside any request, job run or start (a signal, a socket error). */
export const PROCESS_LOG_ID = `process-${process.pid}`;

/** Runs `fn` with `reqId` on every log line written during it (and the work it starts). */
export function withLogId<T>(reqId: string, fn: () => T): T {
  return context.run({ reqId }, fn);
}

/** A short id for a unit of work that is not a request: `job-holds.expire-1f2e3d4c`, `startup-…`. */
export const workId = (kind: string) => `${kind}-${randomUUID().slice(0, 8)}`;

/** The id of the work under way, if any. */
export const currentLogId = (): string | undefined => context.getStore()?.reqId;

type Bindings = () => Record<string, unknown>;

/**
 * pino `mixin`: adds `reqId` unless the logger is a request's child (which has its own in its bindings), so
 * that no line carries two.
 */
export function logIdMixin(_merge: object, _level: number, logger?: { bindings?: Bindings }) {
  if (logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: currentLogId() ?? PROCESS_LOG_ID };
}
