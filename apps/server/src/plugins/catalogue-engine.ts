// Starts the catalogue engine (modules/catalog/catalog.engine.ts, decision 0034) for the shop's database and
// feeds it the product changes the triggers of migration 0019 announce: PostgreSQL LISTEN on a connection of its
// own, which reconnects by itself (every product is read again when it is back), or PGlite's own listen.
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { invalidationBus } from '../lib/invalidation.ts';
import { CATALOGUE_TOPIC } from '../modules/catalog/catalog.cache.ts';
import {
  CatalogueEngine,
  type ChangeFeed,
  catalogueEngine,
  PRODUCTS_CHANNEL,
  setCatalogueEngine,
} from '../modules/catalog/catalog.engine.ts';

const RECONNECT_MS = 1_000;

function postgresFeed(connectionString: string, log: FastifyInstance['log']): ChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let handlers: Parameters<ChangeFeed['start']> | undefined;

  const listen = async () => {
    if (closed || !handlers) return;
    const [onMessage, onLost, onReady] = handlers;
    const next = new pg.Client({ connectionString });
    let failed = false;
    const retry = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (err) log.warn({ err: { message: err.message } }, 'catalogue engine: LISTEN connection lost');
      if (client === next) client = undefined;
      onLost();
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed && !timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void listen();
        }, RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', (msg) => {
      if (msg.channel === PRODUCTS_CHANNEL && msg.payload) onMessage(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PRODUCTS_CHANNEL}`);
      if (failed || closed) return;
      client = next;
      onReady();
    } catch (err) {
      retry(err as Error);
    }
  };

  return {
    start: async (...args) => {
      handlers = args;
      await listen();
    },
    stop: async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

function pgliteFeed(client: PGlite): ChangeFeed {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    start: async (onMessage, _onLost, onReady) => {
      unlisten = await client.listen(PRODUCTS_CHANNEL, (payload) => onMessage(payload));
      onReady();
    },
    stop: async () => {
      await unlisten?.().catch(() => {});
    },
  };
}

export const catalogueEnginePlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
    const { handle } = opts;
    // A second app on the same handle (tests) shares the first one's engine.
    if (catalogueEngine(handle.db)) return;
    const feed =
      handle.kind === 'postgres'
        ? handle.connectionString
          ? postgresFeed(handle.connectionString, app.log)
          : undefined
        : pgliteFeed((handle.db as unknown as { $client: PGlite }).$client);
    if (!feed) return;
    const engine = new CatalogueEngine(handle.db, feed);
    setCatalogueEngine(handle.db, engine);
    // This process's own product and stock writes: the next pages wait until the engine has heard them.
    const unsubscribe = invalidationBus(handle.db).subscribe(CATALOGUE_TOPIC, () => engine.written());
    await engine.start();
    app.addHook('onClose', async () => {
      unsubscribe();
      setCatalogueEngine(handle.db, undefined);
      await engine.stop();
    });
  },
  { name: 'catalogue-engine', dependencies: ['invalidation'] },
);
