// Starts the catalogue engine (modules/catalog/catalog.engine.ts, decision 0034) for the shop's database and
// feeds it the product changes the triggers of migration 0019 announce: PostgreSQL LISTEN on a connection of its
// own, which reconnects by itself (every product is read again when it is back), or PGlite's own listen.
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { invalidationBus } from '../lib/invalidation.ts';
import { pgListener } from '../lib/pg-listener.ts';
import { CATALOGUE_TOPIC } from '../modules/catalog/catalog.cache.ts';
import {
  CatalogueEngine,
  type ChangeFeed,
  catalogueEngine,
  PRODUCTS_CHANNEL,
  setCatalogueEngine,
} from '../modules/catalog/catalog.engine.ts';

function postgresFeed(connectionString: string, log: FastifyInstance['log']): ChangeFeed {
  const listener = pgListener(connectionString, PRODUCTS_CHANNEL, log, 'catalogue engine');
  return {
    start: (onMessage, onLost, onReady) => listener.start({ onMessage, onLost, onReady }),
    stop: () => listener.stop(),
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
