// Rate limits are off by default and switched on per route (the login, code, sign-up, owner-login and
// password routes). With REDIS_URL they are shared by every process, and they fail closed: when Redis cannot
// be reached those routes answer 503 rather than letting guesses through unlimited (docs/decisions/0016).
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

export const RATE_LIMIT_UNAVAILABLE_MESSAGE =
  'Signing in is paused for a moment because the shop cannot check its sign-in limits. Please try again in a minute.';

type StoreResult = { current: number; ttl: number };
type StoreCallback = (err: Error | null, result?: StoreResult) => void;
type Store = {
  incr: (key: string, cb: StoreCallback, timeWindow: number, max: number) => void;
  read?: (key: string, cb: StoreCallback, timeWindow: number, max: number) => void;
  child: (routeOptions: unknown) => Store;
};
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

// The plugin's own Redis store, which has no entry in the package's exports map of types.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/** Wraps the plugin's Redis store so that a Redis failure becomes a clear 503 instead of a 500 or a pass. */
function failClosed(inner: Store, onFailure: (err: Error) => void): Store {
  const wrap =
    (call: (key: string, cb: StoreCallback, timeWindow: number, max: number) => void) =>
    (key: string, cb: StoreCallback, timeWindow: number, max: number) =>
      call(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFailure(err);
          cb(new AppError(503, 'RATE_LIMIT_UNAVAILABLE', RATE_LIMIT_UNAVAILABLE_MESSAGE));
        },
        timeWindow,
        max,
      );
  return {
    incr: wrap(inner.incr.bind(inner)),
    read: inner.read ? wrap(inner.read.bind(inner)) : undefined,
    child: (routeOptions) => failClosed(inner.child(routeOptions), onFailure),
  };
}

/** The store class the plugin instantiates: its own Redis store, failing closed. */
const sharedStore = (redis: Redis, nameSpace: string, onFailure: (err: Error) => void) =>
  class SharedStore implements FastifyRateLimitStore {
    private readonly inner: Store;
    constructor(params: FastifyRateLimitOptions) {
      const flags = params as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      this.inner = failClosed(
        new RedisStore(flags.continueExceeding ?? false, flags.exponentialBackoff ?? false, redis, nameSpace),
        onFailure,
      );
    }
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      this.inner.incr(key, cb, timeWindow, max);
    }
    read(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      this.inner.read?.(key, cb, timeWindow, max);
    }
    child(routeOptions: unknown): FastifyRateLimitStore {
      return this.inner.child(routeOptions);
    }
  };

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string; nameSpace?: string }) => {
    const nameSpace = opts.nameSpace ?? 'zariya-rl:';
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, commandTimeout: 2000 })
      : undefined;
    let warnedAt = 0;
    const warn = (err: Error) => {
      // One line a minute at most, however many requests are refused meanwhile.
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      app.log.warn(
        { err: { message: err.message } },
        'rate limits: Redis unreachable, sign-in routes answer 503',
      );
    };
    if (redis) {
      redis.on('error', warn);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    const store = redis ? sharedStore(redis, nameSpace, warn) : undefined;
    await app.register(rateLimit, {
      global: false,
      nameSpace,
      store,
      skipOnError: false,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        error: `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        message: `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      }),
    });
  },
);
