// "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5): a signed-in shopper asks about a sold-out
// variant of a product; the alert waits until the variant sells again, then flows/back-in-stock.flow.ts claims it
// (once) and queues her notices. Asking about a variant that sells now, or another product's, is refused.
import { STOCK_ALERT_MESSAGES, STOCK_ALERTS_MAX } from '@zariya/shared/stock-alerts';
import { variantAvailable } from '@zariya/shared/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors.ts';
import * as repo from './stock-alerts.repository.ts';

/** One writer per shopper's alerts at a time, so the limit holds under parallel taps. */
const lockAlerts = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5716}, ${userId})`);

export const waitingFor = async (db: Db, userId: number, productId: number) => ({
  variantIds: await repo.waitingVariantIds(db, userId, productId),
});

export async function askForStockAlert(db: Db, userId: number, productId: number, variantId: number) {
  await inTransaction(db, async (tx) => {
    await lockAlerts(tx, userId);
    const row = await repo.findVariant(tx, productId, variantId);
    if (!row || row.variantArchivedAt !== null || row.productArchivedAt !== null)
      throw notFound(STOCK_ALERT_MESSAGES.notFound, 'VARIANT_NOT_FOUND');
    const sells = variantAvailable(
      { stock: row.productStock, stockMode: row.stockMode, available: row.available },
      { size: row.size, color: row.color, stock: row.stock, newPrice: row.newPrice, oldPrice: row.oldPrice },
    );
    if (sells) throw conflict(STOCK_ALERT_MESSAGES.inStock, 'VARIANT_IN_STOCK');
    const waiting = await repo.waitingVariantIds(tx, userId);
    if (!waiting.includes(variantId) && waiting.length >= STOCK_ALERTS_MAX)
      throw conflict(STOCK_ALERT_MESSAGES.full, 'STOCK_ALERTS_FULL');
    await repo.upsertAlert(tx, userId, productId, variantId);
  });
  return { message: STOCK_ALERT_MESSAGES.saved, ...(await waitingFor(db, userId, productId)) };
}

export async function cancelStockAlert(db: Db, userId: number, variantId: number) {
  const productId = await repo.deleteAlert(db, userId, variantId);
  if (productId === undefined) throw notFound(STOCK_ALERT_MESSAGES.notWaiting, 'NOT_FOUND');
  return { message: STOCK_ALERT_MESSAGES.removed, ...(await waitingFor(db, userId, productId)) };
}

/** Step of flows/back-in-stock.flow.ts: the waiting alerts whose variant sells again, each claimed once. */
export const claimDueAlerts = (db: Db, limit: number) => repo.claimDueAlerts(db, limit);

/** Step of flows/back-in-stock.flow.ts: a claimed alert whose notice was not queued waits again. */
export const releaseAlert = (db: Db, id: number) => repo.releaseAlert(db, id);
