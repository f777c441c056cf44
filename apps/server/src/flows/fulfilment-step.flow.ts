// Flow: one step of the fulfilment track (POST /api/admin/orders/:orderRef/fulfilment; decision 0028), a move of
// the one order lifecycle (shared order-lifecycle.ts). Shipping books the parcel first (fulfilment), outside the
// transaction. Then in one transaction:
//   1. lock the order row and check the step (fulfilment)
//   2. RTO: the parcel is back on the shelf, each line's pieces on its own variant (inventory)
//   3. the guarded step, with the shipment when shipping (fulfilment)
//   4. delivered on a pay-on-delivery order: the cash is collected, its tax invoice is issued (invoices)
// After the commit: the catalogue's cached answers are dropped, the shopper is told (shipped, delivered).
import {
  FULFILMENT_LABELS,
  type FulfilmentAnswer,
  type FulfilmentState,
  type FulfilmentStep,
} from '@zariya/shared/fulfilment';
import { specStatus } from '@zariya/shared/order-lifecycle';
import { orderRef } from '@zariya/shared/order-refs';
import { normaliseStatus, stockMove } from '@zariya/shared/order-status';
import { inTransaction } from '../db/transaction.ts';
import { orderEvent } from '../lib/order-events.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';
import * as fulfilment from '../modules/fulfilment/fulfilment.service.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import { issueInvoiceOnPayment } from '../modules/invoices/invoices.service.ts';

export type StepResult = FulfilmentAnswer & { shippedNow: boolean };

export async function takeStep(
  deps: fulfilment.StepDeps,
  refText: string,
  step: FulfilmentStep,
  now = new Date(),
  /** Who took the step, for the stock history: the owner, or the courier's report (failed-delivery). */
  actor: 'admin' | 'system' = 'admin',
): Promise<StepResult> {
  const { db } = deps;
  const ref = fulfilment.refOf(refText);
  const to = step.to as FulfilmentState;
  const booking = to === 'shipped' ? await fulfilment.bookParcel(deps, ref, step) : undefined;
  let stockMoved = false;
  const answer = await inTransaction(db, async (tx) => {
    stockMoved = false;
    const { order, after } = await fulfilment.lockForStep(tx, ref, to);
    const next = specStatus(after);
    const status = next !== normaliseStatus(order.status) ? next : null;
    if (status && stockMove(order.status, status) === 'put-back') {
      // Returned to origin: the parcel is back on the shelf.
      await inventory.returnPieces(tx, inventory.piecesOf(order.lines), {
        reason: 'rto',
        ref: orderRef(ref.type, ref.id),
        actor,
      });
      stockMoved = true;
    }
    await fulfilment.recordStep(tx, ref, to, status, booking, now);
    if (after.deliveredNow && order.paymentMethod === 'cod') {
      // A COD order's tax invoice is issued when the cash is collected, in this transaction (under a savepoint:
      // a shop whose GST setup cannot price it still records the delivery; the invoice page issues it later).
      await issueInvoiceOnPayment(tx, orderRef(ref.type, ref.id), now);
    }
    return { status: status ?? order.status };
  });
  if (stockMoved) catalogueChanged(db);
  // After the commit: the shopper's notice is a background job (notifications module).
  if (to === 'shipped' || to === 'delivered') orderEvent(db, { ref, kind: to });
  return {
    message: `Order marked ${FULFILMENT_LABELS[to].toLowerCase()}.`,
    orderRef: orderRef(ref.type, ref.id),
    fulfilment: to,
    status: answer.status,
    shipment: await fulfilment.shipmentOf(db, ref),
    shippedNow: to === 'shipped',
  };
}
