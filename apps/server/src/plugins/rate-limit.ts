// Rate limits are off by default and switched on per route; with REDIS_URL they are shared by every process.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string; nameSpace?: string }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: opts.nameSpace ?? 'zariya-rl:',
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        error: `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        message: `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      }),
    });
  },
);
