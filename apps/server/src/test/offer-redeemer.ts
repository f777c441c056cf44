// A second (and third) process for offers.routes.test.ts: opens the PostgreSQL database named on the command line
// and asks for `count` uses of one offer at once, each for its own shopper (phone `prefix` + n). Prints one JSON
// line: how many were granted and how many refused with each code. Tests only.
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { redeemOffer } from '../modules/offers/offers.service.ts';

const [url, offerId, count, prefix] = process.argv.slice(2);
const handle = await openDatabase(url);
// As many at once as the pool has connections (10): more would wait in the pool's queue, whose 3 s limit a busy
// machine can pass; the two processes still race each other and themselves, 20 transactions at a time.
const WORKERS = 10;
const outcomes: string[] = [];
const ask = async (n: number) => {
  try {
    await redeemOffer(handle.db, {
      offerId: Number(offerId),
      userId: null,
      phone: `${prefix}${String(n).padStart(4, '0')}`,
      discountInr: 300,
      salesInr: 3000,
    });
    return 'granted';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};
await Promise.all(
  Array.from({ length: WORKERS }, async (_, w) => {
    for (let n = w; n < Number(count); n += WORKERS) outcomes.push(await ask(n));
  }),
);
const tally: Record<string, number> = {};
for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
process.stdout.write(`${JSON.stringify(tally)}\n`);
await handle.close();
