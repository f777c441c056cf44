// Rate limits are off by default and switched on per route. With REDIS_URL they are shared by every process.
// When Redis cannot be reached, each route falls back as decided for it: the sign-in routes (login, code,
// sign-up, owner login, password) fail closed with a 503 rather than letting guesses through unlimited
// (docs/decisions/0016); the shopping routes (checkout, payment, reviews, tickets, newsletter, wishlist) mark
// `config.rateLimitWhenRedisDown: 'local'` and keep working under the same limit counted by this process alone,
// so the shop keeps selling while Redis is down (issue 17).
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route's rate limit does while Redis is down: 'local' counts per process; unset fails closed. */
    rateLimitWhenRedisDown?: 'local';
  }
}

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

type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

// The plugin's own stores, which have no entry in the package's exports map of types.
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

type Flags = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Fallback = { local?: Store; flags: Flags };

/** Redis is known to be away (a reconnect loop, or closed): asking it would only wait for its timeout. */
const redisAway = (redis: Redis) => ['reconnecting', 'close', 'end'].includes(redis.status);

/**
 * Wraps the plugin's Redis store: when Redis fails, a route with a local fallback is counted by this process,
 * and any other route gets a clear 503 instead of a 500 or a pass.
 */
function withFallback(
  inner: Store,
  redis: Redis,
  fallback: Fallback,
  onFailure: (err: Error) => void,
): Store {
  const { local } = fallback;
  const down = (err: Error, key: string, cb: StoreCallback, timeWindow: number, max: number) => {
    onFailure(err);
    if (local) local.incr(key, cb, timeWindow, max);
    else cb(new AppError(503, 'RATE_LIMIT_UNAVAILABLE', RATE_LIMIT_UNAVAILABLE_MESSAGE));
  };
  const wrap =
    (call: (key: string, cb: StoreCallback, timeWindow: number, max: number) => void) =>
    (key: string, cb: StoreCallback, timeWindow: number, max: number) => {
      if (redisAway(redis)) return down(new Error(`Redis is ${redis.status}`), key, cb, timeWindow, max);
      call(
        key,
        (err, result) => (err ? down(err, key, cb, timeWindow, max) : cb(null, result)),
        timeWindow,
        max,
      );
    };
  return {
    incr: wrap(inner.incr.bind(inner)),
    read: inner.read ? wrap(inner.read.bind(inner)) : undefined,
    child: (routeOptions) => {
      const route = routeOptions as Flags & { routeInfo?: { config?: { rateLimitWhenRedisDown?: 'local' } } };
      const flags = { ...fallback.flags, ...route };
      const local =
        route.routeInfo?.config?.rateLimitWhenRedisDown === 'local'
          ? new LocalStore(flags.continueExceeding ?? false, flags.exponentialBackoff ?? false)
          : undefined;
      return withFallback(inner.child(routeOptions), redis, { local, flags }, onFailure);
    },
  };
}

/** The store class the plugin instantiates: its own Redis store, with each route's fallback. */
const sharedStore = (redis: Redis, nameSpace: string, onFailure: (err: Error) => void) =>
  class SharedStore implements FastifyRateLimitStore {
    private readonly inner: Store;
    constructor(params: FastifyRateLimitOptions) {
      const flags = params as Flags;
      this.inner = withFallback(
        new RedisStore(flags.continueExceeding ?? false, flags.exponentialBackoff ?? false, redis, nameSpace),
        redis,
        { flags },
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
        'rate limits: Redis unreachable, sign-in routes answer 503, shopping routes count per process',
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
