// Wires order updates into the app: `app.whatsapp` (tests read its outbox), the two jobs, and the listener that
// turns each order event into them. Events are announced after their transaction committed, and the jobs run
// in the queue (BullMQ with REDIS_URL, else in process), never in the request that caused them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CodeSender, createCodeSender } from '../../lib/code-sender.ts';
import { type OrderEvent, offOrderEvent, onOrderEvent } from '../../lib/order-events.ts';
import { createSms, type Sms } from '../../lib/sms.ts';
import { FAILED_DELIVERY_SECRET } from '../../lib/failed-delivery-link.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';
import {
  BACK_IN_STOCK_EMAIL_JOB,
  BACK_IN_STOCK_WHATSAPP_JOB,
  sendBackInStockAlerts,
} from '../../flows/back-in-stock.flow.ts';
import { type BackInStockNotice, sendBackInStockEmail, sendBackInStockWhatsapp } from './back-in-stock.ts';
import { remindAbandonedCarts } from './cart-reminders.service.ts';
import { type NoticeDeps, sendEmailNotice, sendWhatsappNotice } from './notifications.service.ts';
import { createWhatsApp, type WhatsApp } from './whatsapp.ts';

export const EMAIL_NOTICE_JOB = 'notify.email';
export const WHATSAPP_NOTICE_JOB = 'notify.whatsapp';
export const CART_REMINDER_JOB = 'cart.reminders';
/** A WhatsApp text answering her tap on a button (decision 0053): `{ to, text }`. */
export const WHATSAPP_REPLY_JOB = 'whatsapp.reply';
/** The key of the secret that signs the stop links of cart reminders. */
export const CART_REMINDER_SECRET = 'cart_reminder_secret';
export const BACK_IN_STOCK_JOB = 'stock-alerts.send';
/** How often "tell me when it's back" looks for variants that sell again (decision 0043 phase 2 step 5). */
const BACK_IN_STOCK_EVERY_MS = 60_000;
/** How often the abandoned-cart job looks (a reminder goes out at most this late after it is due). */
const CART_REMINDER_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsApp;
    /** MSG91 SMS (tests read its outbox). */
    sms: Sms;
    /** One-time codes to phones by SMS or WhatsApp (issue 28). */
    phoneCodes: CodeSender;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const whatsapp = createWhatsApp(app.config, app.log);
    app.decorate('whatsapp', whatsapp);
    const sms = createSms(app.config, app.log);
    app.decorate('sms', sms);
    app.decorate(
      'phoneCodes',
      createCodeSender({
        sms,
        whatsapp,
        whatsappTemplate: app.config.whatsappCodeTemplate,
        production: app.config.nodeEnv === 'production',
      }),
    );
    const deps: NoticeDeps = {
      db: app.db,
      mailer: app.mailer,
      whatsapp,
      sms,
      linkSecret: await loadNamedSecret(app.db, FAILED_DELIVERY_SECRET),
      ndrTemplate: app.config.whatsappNdrTemplate,
      publicUrl: app.config.publicUrl,
      log: app.log,
    };
    // The mail job's schedule: about 16 minutes of retries (30 s, 1, 2, 4, 8 minutes).
    const retries = { attempts: 6, backoffMs: 30_000 };
    app.jobs.defineJob<OrderEvent>(EMAIL_NOTICE_JOB, (event) => sendEmailNotice(deps, event), retries);
    app.jobs.defineJob<OrderEvent>(WHATSAPP_NOTICE_JOB, (event) => sendWhatsappNotice(deps, event), retries);
    // Her answer must go within the 24 hours her tap opened: a few retries over some minutes.
    app.jobs.defineJob<{ to: string; text: string }>(
      WHATSAPP_REPLY_JOB,
      ({ to, text }) => whatsapp.sendText(to, text),
      { attempts: 5, backoffMs: 10_000 },
    );

    onOrderEvent(app.db, (event) => {
      // One notice per order and event while one is waiting (a webhook and the browser settling together).
      const key = `${event.kind}-${event.ref.type}-${event.ref.id}${event.attempt ? `-${event.attempt}` : ''}`;
      for (const job of [EMAIL_NOTICE_JOB, WHATSAPP_NOTICE_JOB])
        app.jobs
          .enqueue(job, event, { jobId: `${job}-${key}` })
          .catch((err: Error) =>
            app.log.error({ err: { message: err.message }, job, orderEvent: key }, 'order notice not queued'),
          );
    });
    app.addHook('onClose', async () => offOrderEvent(app.db));

    // "Tell me when it's back": the sweep (flows/back-in-stock.flow.ts) claims each alert once and queues its two
    // notices; each channel retries apart.
    app.jobs.defineJob<BackInStockNotice>(
      BACK_IN_STOCK_EMAIL_JOB,
      (notice) => sendBackInStockEmail(app.mailer, notice),
      retries,
    );
    app.jobs.defineJob<BackInStockNotice>(
      BACK_IN_STOCK_WHATSAPP_JOB,
      (notice) => sendBackInStockWhatsapp({ db: app.db, whatsapp, log: app.log }, notice),
      retries,
    );
    app.jobs.defineJob(
      BACK_IN_STOCK_JOB,
      () =>
        sendBackInStockAlerts({
          db: app.db,
          publicUrl: app.config.publicUrl,
          enqueue: (job, notice, options) => app.jobs.enqueue(job, notice, options),
          log: app.log,
        }),
      { every: BACK_IN_STOCK_EVERY_MS },
    );

    const secret = await loadNamedSecret(app.db, CART_REMINDER_SECRET);
    app.jobs.defineJob(
      CART_REMINDER_JOB,
      () =>
        remindAbandonedCarts({
          db: app.db,
          secret,
          publicUrl: app.config.publicUrl,
          sendMailLater: app.sendMailLater,
          log: app.log,
        }),
      { every: CART_REMINDER_EVERY_MS },
    );
  },
  { name: 'notifications', dependencies: ['jobs', 'mailer'] },
);
