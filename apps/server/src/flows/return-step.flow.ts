// Flow: the owner's step of a return or exchange (issue 14, decision 0031; issue 31). One guarded move along
// RETURN_MOVES (shared returns.ts) in one transaction, with what the step does:
//   1. lock the return request, check the move and its note (returns)
//   2. received: the pieces go back to stock, each on the variant returned (inventory)
//   3. refunded (paid online): the refund of the returned pieces with its credit note, the same figures line by
//      line (the refund step of flows/refund.flow.ts: payments, invoices); COD: the owner's transfer reference
//   4. exchanged: the new piece is taken from the chosen variant (inventory) and a single order at price 0 placed
//      (returns)
//   5. the request moves (returns)
// After the commit: the refund is sent to the provider (payments), never inside the transaction.
import { toPaise } from '@zariya/shared/pricing';
import {
  exchangePaymentId,
  RETURN_MESSAGES,
  type ReturnMove,
  type ReturnState,
  type ReturnView,
  returnMoveRefusal,
} from '@zariya/shared/returns';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict } from '../errors.ts';
import { piecesOf, returnPieces, takePieces } from '../modules/inventory/inventory.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { sendRefundNow } from '../modules/payments/refunds.service.ts';
import * as repo from '../modules/returns/returns.service.ts';
import { refundReturn } from './refund.flow.ts';

/** A return as the stock history names it. */
const returnRef = (id: number) => `R-${id}`;

/** The owner's step. Everything the step does happens in its transaction, or nothing does. */
export async function moveReturnStep(
  db: Db,
  provider: PaymentProvider,
  id: number,
  input: Required<ReturnMove>,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<ReturnView> {
  const { to, note } = input;
  const refundId = await inTransaction(db, async (tx) => {
    const current = await repo.lockReturn(tx, id);
    if (!current) throw repo.returnNotFound();
    const refusal = returnMoveRefusal(
      { status: current.status as ReturnState, kind: current.kind as 'return' | 'exchange' },
      to,
    );
    if (refusal) throw conflict(refusal, 'RETURN_STEP_REFUSED');
    if (to === 'declined' && !note) throw badRequest(RETURN_MESSAGES.declineNote, 'NOTE_REQUIRED');
    const cod = current.paymentMethod === 'cod';
    if (to === 'refunded' && cod && !note)
      throw badRequest(RETURN_MESSAGES.transferReference, 'TRANSFER_REFERENCE_REQUIRED');

    // The request row is locked (lockReturn): a second click or a second owner waits, then finds it moved on.
    const items = await repo.itemsOf(tx, id);
    const extra: Parameters<typeof repo.moveReturn>[3] =
      to === 'refunded' && cod ? { transferReference: note } : note ? { ownerNote: note } : {};
    let refundId: number | null = null;
    // The returned size (its variant) goes back on the shelf, or the pool of a pooled product.
    if (to === 'received')
      await returnPieces(tx, piecesOf(items), { reason: 'return', ref: returnRef(id), actor: 'admin' });
    if (to === 'refunded' && !cod) {
      const order = await repo.lockOrder(tx, current.orderKind as repo.OrderKind, current.orderId);
      const amountPaise = toPaise(Number(current.amount));
      const goodsPaise = items.reduce((sum, i) => sum + toPaise(Number(i.amount)), 0);
      // Its credit note carries the same figures: each returned line's pieces and value, and the extras when these
      // were the order's last pieces (the amount beyond the pieces' own).
      const credit = {
        goods: (order?.lines ?? []).map((line) => {
          const mine = items.filter((i) => i.lineId === line.lineId);
          return {
            paise: mine.reduce((sum, i) => sum + toPaise(Number(i.amount)), 0),
            quantity: mine.reduce((sum, i) => sum + i.quantity, 0),
          };
        }),
        charges: amountPaise > goodsPaise,
      };
      const refund = await refundReturn(
        tx,
        { kind: current.orderKind as repo.OrderKind, id: current.orderId },
        amountPaise,
        credit,
      );
      refundId = refund.id;
      extra.refundId = refund.id;
    }
    if (to === 'exchanged') extra.exchangeOrderId = await placeExchange(tx, current, items, now);
    const moved = await repo.moveReturn(tx, id, to, extra);
    if (!moved)
      throw conflict(RETURN_MESSAGES.badMove(current.status as ReturnState, to), 'RETURN_STEP_REFUSED');
    return refundId;
  });
  // Sent after the commit: the provider is never called inside a transaction (the refund job retries a failure).
  if (refundId !== null) await sendRefundNow(db, provider, refundId, log);
  return (await repo.findReturn(db, id))!;
}

/** Takes the new piece and places the exchange: a single order at price 0, to the original's address. */
async function placeExchange(
  tx: Db,
  current: NonNullable<Awaited<ReturnType<typeof repo.lockReturn>>>,
  items: Awaited<ReturnType<typeof repo.itemsOf>>,
  now: Date,
) {
  const item = items[0];
  // The new piece is the chosen variant's (its size and colour for a request older than variants).
  const wanted = piecesOf([
    {
      productId: item.productId,
      variantId: current.exchangeVariantId,
      size: current.exchangeSize,
      color: current.exchangeColor,
      quantity: item.quantity,
    },
  ]);
  const why = { reason: 'exchange' as const, ref: returnRef(current.id), actor: 'admin' };
  if (!(await takePieces(tx, wanted, exchangePaymentId(current.id), now, why)))
    throw conflict(RETURN_MESSAGES.exchangeOutOfStock, 'EXCHANGE_OUT_OF_STOCK');
  const order = await repo.lockOrder(tx, current.orderKind as repo.OrderKind, current.orderId);
  const product = await repo.findProduct(tx, item.productId);
  return repo.insertExchangeOrder(tx, {
    userId: current.userId,
    productId: item.productId,
    variantId: current.exchangeVariantId,
    productName: item.productName,
    image: product?.images[0] ?? '',
    size: current.exchangeSize,
    color: current.exchangeColor,
    quantity: item.quantity,
    price: 0,
    status: 'pending',
    deliveryAddress: order?.deliveryAddress ?? null,
    userName: order?.userName ?? '',
    userEmail: order?.userEmail ?? '',
    userNumber: order?.userNumber ?? '',
    // Marks the order as placed (its stock taken, as the order desk reads it) without a payment to refund.
    paymentId: exchangePaymentId(current.id),
  });
}
