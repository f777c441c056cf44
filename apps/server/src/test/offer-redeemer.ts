// A second (and third) process for offers.routes.test.ts: opens the PostgreSQL database named on the command line
// and asks for `count` uses of one offer at once, each for its own shopper (phone `prefix` + n). Prints one JSON
// line: how many were granted and how many refused with each code. Tests only.
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { redeemOffer } from '../modules/offers/offers.service.ts';

const [url, offerId, count, prefix] = process.argv.slice(2);
const handle = await openDatabase(url);
const outcomes = await Promise.all(
  Array.from({ length: Number(count) }, async (_, n) => {
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
  }),
);
const tally: Record<string, number> = {};
for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
process.stdout.write(`${JSON.stringify(tally)}\n`);
await handle.close();
