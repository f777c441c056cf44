// The payment provider and the money jobs, as one plugin (decision 0015): routes get `app.payments`, and the
// jobs — lapsed holds released, unpaid payment orders reconciled with the provider, due refunds sent — are
// repeating jobs on the job queue (`app.jobs`, decision 0030), once across processes, never timers in route files.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issueMissingInvoices } from '../modules/invoices/invoices.service.ts';
import { releaseLapsedOfferUses } from '../flows/offer-uses.flow.ts';
import { stockHeldChanged } from '../modules/catalog/catalog.engine.ts';
import { releaseExpiredHolds } from '../modules/inventory/inventory.service.ts';
import { expireLapsedPayments } from '../modules/payments/payments.service.ts';
import { type PaymentProvider, paymentProvider } from '../modules/payments/provider.ts';
import { reconcilePayments } from '../flows/reconcile-payments.flow.ts';
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
    const { jobs } = app;
    // A refund recorded now is sent soon rather than at the next turn; one such run waiting is enough.
    const refundDue = () => {
      jobs
        .enqueue(PAYMENT_JOBS.refunds, {}, { jobId: `${PAYMENT_JOBS.refunds}.soon` })
        .catch((err: unknown) => {
          app.log.warn(
            { err: { message: (err as Error)?.message } },
            'refund run not queued; it runs at its next turn',
          );
        });
    };
    // Every job's work is a guarded update, so a run repeated after a crash changes nothing twice.
    const money = { attempts: 3, backoffMs: 5_000 };
    jobs.defineJob(
      PAYMENT_JOBS.holds,
      async () => {
        const now = new Date();
        // Lapsed holds marked released: this process's pages wait for their NOTIFY (they already counted them
        // as lapsed by the clock; decision 0057).
        if ((await releaseExpiredHolds(app.db, now)) > 0) stockHeldChanged(app.db);
        await expireLapsedPayments(app.db, now);
        // The offer uses of payments that failed or lapsed go back, once each (decision 0050).
        await releaseLapsedOfferUses(app.db);
      },
      { every: 60_000, ...money },
    );
    jobs.defineJob(
      PAYMENT_JOBS.reconcile,
      () => reconcilePayments(app.db, provider, { log: app.log, onRefundDue: refundDue }),
      { every: 120_000, ...money },
    );
    jobs.defineJob(PAYMENT_JOBS.refunds, () => sendDueRefunds(app.db, provider, app.log), {
      every: 30_000,
      ...money,
    });
    // Paid orders whose invoice could not be issued with the payment get it here (docs/decisions/0022).
    jobs.defineJob(PAYMENT_JOBS.invoices, () => issueMissingInvoices(app.db, app.log), {
      every: 300_000,
      ...money,
    });
    app.decorate('payments', { provider, refundDue, runJob: (name) => jobs.runNow(name) });
  },
  { name: 'payments', dependencies: ['jobs'] },
);
