// The reconciler (a job): asks the provider about payment orders whose window closed unpaid, so a payment
// captured while the shopper's browser was gone (closed tab, lost network, no webhook) still ends as its order
// or its refund. Settlement is idempotent, so asking twice changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { settlePayment } from '../../flows/settle-payment.flow.ts';
import { AppError } from '../../errors.ts';
import * as repo from './payments.repository.ts';
import { capturedAmount } from './payments.service.ts';
import type { PaymentProvider } from './provider.ts';

export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  options: { log?: FastifyBaseLogger; now?: Date; onRefundDue?: () => void } = {},
) {
  const now = options.now ?? new Date();
  let settled = 0;
  for (const order of await repo.dueForReconciling(db, now, 50)) {
    try {
      for (const payment of await provider.orderPayments(order.id)) {
        if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
        if (await repo.findReceived(db, payment.id)) continue;
        try {
          const amountPaise = await capturedAmount(provider, order, payment.id);
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
      await repo.markChecked(db, order.id, now);
    } catch (err) {
      options.log?.warn(
        { paymentOrderId: order.id, err: { message: (err as Error).message } },
        'reconciling failed',
      );
    }
  }
  return settled;
}
