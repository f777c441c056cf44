// What a test's app or a journeys' shop left in Redis under its own prefix, removed when it ends.

/** Removes what a test left in Redis under `prefix` (job queues and schedulers never expire by themselves). */
export async function clearRedisPrefix(prefix: string) {
  if (!process.env.REDIS_URL) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
