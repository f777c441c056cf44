// The journeys' shop: global-setup.ts starts one per worker, and the journeys of a worker run one after another
// on its own (VITEST_POOL_ID is the worker's number, from 1).
import { inject } from 'vitest';

function ownShop() {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return shops[(worker - 1) % shops.length];
}

/** This worker's shop's address, e.g. http://127.0.0.1:41234. */
export const shopUrl = (): string => ownShop().baseUrl;

/** This worker's shop's data directory (its development outbox, its files). */
export const shopDataDir = (): string => ownShop().dataDir;
