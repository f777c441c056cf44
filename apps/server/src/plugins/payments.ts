// The payment provider and the money jobs, as one plugin (decision 0015): routes get `app.payments`, and the
// jobs — lapsed holds released, unpaid payment orders reconciled with the provider, due refunds sent — run on
// the scheduler, never on timers in route files.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduler } from '../jobs/scheduler.ts';
import { issueMissingInvoices } from '../modules/invoices/invoices.service.ts';
import { releaseExpiredHolds } from '../modules/inventory/inventory.service.ts';
import { expireLapsedPayments } from '../modules/payments/payments.service.ts';
import { type PaymentProvider, paymentProvider } from '../modules/payments/provider.ts';
import { reconcilePayments } from '../modules/payments/reconcile.service.ts';
import { sendDueRefunds } from '../modules/payments/refunds.service.ts';

export const PAYMENT_JOBS = {
  holds: 'holds.expire',
  reconcile: 'payments.reconcile',
  refunds: 'refunds.send',
  invoices: 'invoices.sweep',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: PaymentProvider;
      /** A refund was recorded: send it soon. */
      refundDue: () => void;
      /** Runs a money job now and waits for it (the owner's desk, tests). */
      runJob: (name: (typeof PAYMENT_JOBS)[keyof typeof PAYMENT_JOBS]) => Promise<void>;
    };
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { provider?: PaymentProvider }) => {
    const provider = options.provider ?? paymentProvider(app.config, app.db);
    const scheduler = createScheduler(app.db, { shared: app.dbKind === 'postgres', log: app.log });
    scheduler.every(PAYMENT_JOBS.holds, 60_000, async () => {
      const now = new Date();
      await releaseExpiredHolds(app.db, now);
      await expireLapsedPayments(app.db, now);
    });
    scheduler.every(PAYMENT_JOBS.reconcile, 120_000, () =>
      reconcilePayments(app.db, provider, {
        log: app.log,
        onRefundDue: () => scheduler.kick(PAYMENT_JOBS.refunds),
      }),
    );
    scheduler.every(PAYMENT_JOBS.refunds, 30_000, () => sendDueRefunds(app.db, provider, app.log));
    // Paid orders whose invoice could not be issued with the payment get it here (docs/decisions/0021).
    scheduler.every(PAYMENT_JOBS.invoices, 300_000, () => issueMissingInvoices(app.db, app.log));
    app.decorate('payments', {
      provider,
      refundDue: () => scheduler.kick(PAYMENT_JOBS.refunds),
      runJob: (name) => scheduler.runNow(name),
    });
    app.addHook('onClose', async () => scheduler.close());
  },
  { name: 'payments' },
);
