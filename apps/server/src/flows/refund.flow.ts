// Flow: the owner refunds a cancelled or returned paid order (decision 0015; issue 31), in full (no amount) or in
// part; never more than what is left after earlier refunds. In one transaction:
//   1. lock the paid order, check its status and what is left, record the refund as `due` (payments)
//   2. an invoiced order's refund is a credit note against its invoice, issued with the refund (invoices)
//   3. the refund moves to `requested` (payments)
// After the commit: counted and sent to the provider at once; the answer says where it stands.
// `refundReturn` is the same pair as a step of a shopper's return (flows/return-step.flow.ts).
import { parseOrderRef } from '@zariya/shared/order-refs';
import type { RefundView } from '@zariya/shared/refunds-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { issueCreditNoteForRefund, type ReturnCredit } from '../modules/invoices/invoices.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import * as refunds from '../modules/payments/refunds.service.ts';

export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  input: { orderId: string | number; amount?: number; reason?: 'cancelled' | 'returned' | 'other' },
  log?: FastifyBaseLogger,
): Promise<RefundView> {
  const ref = parseOrderRef(input.orderId);
  if (!ref) throw refunds.orderNotFound();
  const refund = await inTransaction(db, async (tx) => {
    const { row, reason } = await refunds.recordOrderRefund(tx, ref, input);
    // The refund of an invoiced order is a credit note against its invoice, issued with the refund.
    await issueCreditNoteForRefund(tx, { ...row, reason });
    return refunds.markRefundRequested(tx, row.id);
  });
  return refunds.sendRequestedRefund(db, provider, refund, log);
}

/**
 * Step: a shopper's return received by the owner is refunded inside the caller's transaction: the `due` refund of
 * the returned pieces (payments) and, as for the owner's refunds, an invoiced order's credit note ("Goods
 * returned") in the same transaction (invoices). Send it after the commit with `sendRefundNow`.
 */
export async function refundReturn(
  tx: Db,
  order: { kind: 'single' | 'bundle'; id: number },
  amountPaise: number,
  credit?: ReturnCredit,
) {
  const { row, cut } = await refunds.recordReturnRefund(tx, order, amountPaise);
  // A refund cut short by earlier refunds of the payment is credited pro rata instead of line by line.
  await issueCreditNoteForRefund(tx, { ...row, reason: 'returned' }, undefined, cut ? undefined : credit);
  return row;
}
