// Links this process's cache invalidation bus (lib/invalidation.ts) to the shop's other processes: Redis pub/sub
// when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on PostgreSQL; the embedded PGlite has one process and
// needs no link. Either link reconnects by itself and clears every cache when it is back (decision 0030).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { type InvalidationBus, type InvalidationTransport, invalidationBus } from '../lib/invalidation.ts';
import { pgListener } from '../lib/pg-listener.ts';

/** The NOTIFY channel: each database is its own shop, so the name needs no prefix. */
export const NOTIFY_CHANNEL = 'zariya_invalidate';

function redisTransport(
  url: string,
  channel: string,
  bus: InvalidationBus,
  log: FastifyBaseLogger,
): InvalidationTransport {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1, commandTimeout: 2000 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null, commandTimeout: undefined });
  let warnedAt = 0;
  const warn = (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err: { message: err.message } }, 'cache invalidation: Redis unreachable');
  };
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('message', (_channel: string, message: string) => bus.received(message));
  let readyOnce = false;
  // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    if (readyOnce) bus.clearAll();
    readyOnce = true;
  });
  subscriber.subscribe(channel).catch(warn);
  return {
    publish: async (message) => {
      await publisher.publish(channel, message);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function postgresTransport(
  handle: DatabaseHandle,
  bus: InvalidationBus,
  log: FastifyBaseLogger,
): InvalidationTransport {
  let connectedBefore = false;
  const listener = pgListener(handle.connectionString ?? '', NOTIFY_CHANNEL, log, 'cache invalidation');
  void listener.start({
    onMessage: (payload) => bus.received(payload),
    onReady: () => {
      if (connectedBefore) bus.clearAll();
      connectedBefore = true;
    },
  });

  return {
    // Through the pool: NOTIFY is delivered to every listener of this database, this process's included.
    publish: async (message) => {
      await (handle.db as unknown as { $client: pg.Pool }).$client.query('select pg_notify($1, $2)', [
        NOTIFY_CHANNEL,
        message,
      ]);
    },
    close: () => listener.stop(),
  };
}

export const invalidationPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; redisUrl?: string; redisPrefix: string }) => {
    const bus = invalidationBus(opts.handle.db);
    // A second app on the same handle (tests) shares the first one's link.
    if (bus.connected) return;
    let transport: InvalidationTransport | undefined;
    if (opts.redisUrl)
      transport = redisTransport(opts.redisUrl, `${opts.redisPrefix}invalidate`, bus, app.log);
    else if (opts.handle.kind === 'postgres' && opts.handle.connectionString)
      transport = postgresTransport(opts.handle, bus, app.log);
    if (!transport) return;
    bus.connect(transport, app.log);
    app.addHook('onClose', async () => bus.disconnect());
  },
  { name: 'invalidation' },
);
