// Flow: the reconciler (a job, plugins/payments.ts): asks the provider about payment orders whose window closed
// unpaid, so a payment captured while the shopper's browser was gone (closed tab, lost network, no webhook) still
// ends as its order or its refund. Settlement is idempotent, so asking twice changes nothing. Per payment order:
//   1. its payments at the provider; each captured or authorized one not received yet is captured (payments) and
//      settled (settle-payment); a refusal (a refund recorded) counts as settled
//   2. the payment order marked checked (payments); a failure is logged and the next order is asked
// Then the offer uses of payment orders that stayed failed or expired are given back, once each (offer-uses).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as payments from '../modules/payments/payments.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { releaseLapsedOfferUses } from './offer-uses.flow.ts';
import { settlePayment } from './settle-payment.flow.ts';

export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  options: { log?: FastifyBaseLogger; now?: Date; onRefundDue?: () => void } = {},
) {
  const now = options.now ?? new Date();
  let settled = 0;
  for (const order of await payments.dueForReconciling(db, now, 50)) {
    try {
      for (const payment of await provider.orderPayments(order.id)) {
        if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
        if (await payments.findReceived(db, payment.id)) continue;
        try {
          const amountPaise = await payments.capturedAmount(provider, order, payment.id);
          await settlePayment(db, order.id, payment.id, {
            amountPaise,
            log: options.log,
            now,
            onRefundDue: options.onRefundDue,
          });
          settled++;
        } catch (err) {
          // A refund recorded (sold out, paid twice) answers 409: the payment is accounted for.
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          settled++;
        }
      }
      await payments.markChecked(db, order.id, now);
    } catch (err) {
      options.log?.warn(
        { paymentOrderId: order.id, err: { message: (err as Error).message } },
        'reconciling failed',
      );
    }
  }
  await releaseLapsedOfferUses(db);
  return settled;
}
