// "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5), where the wishlist's alerts meet the
// catalogue's stock and the notifications. A repeating job (notifications.plugin.ts) runs it; tests call it.
//   1. wishlist: claim the waiting alerts whose variant sells again (one guarded statement: each alert once,
//      across runs and processes; the variant's availability is the catalogue's rule, decision 0043);
//   2. notifications: queue the e-mail and the WhatsApp job of each (WhatsApp only goes out when she opted in);
//   3. an alert whose jobs could not be queued is released, and the next run claims it again.
import { greetingName } from '@zariya/shared/message-text';
import { variantLabel } from '@zariya/shared/variant-choice';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { BackInStockNotice } from '../modules/notifications/back-in-stock.ts';
import { claimDueAlerts, releaseAlert } from '../modules/wishlist/stock-alerts.service.ts';

/** Alerts claimed per statement, and the most one run queues (the next run takes the rest). */
const BATCH = 200;
const MAX_PER_RUN = 5_000;

export const BACK_IN_STOCK_EMAIL_JOB = 'notify.back-in-stock.email';
export const BACK_IN_STOCK_WHATSAPP_JOB = 'notify.back-in-stock.whatsapp';

export type BackInStockDeps = {
  db: Db;
  publicUrl: string;
  /** Queues a job (app.jobs.enqueue); rejects when the queue cannot take it. */
  enqueue: (job: string, notice: BackInStockNotice, options: { jobId: string }) => Promise<void>;
  log?: FastifyBaseLogger;
};

/** One run: answers how many alerts had their notices queued. */
export async function sendBackInStockAlerts(deps: BackInStockDeps): Promise<number> {
  let queued = 0;
  for (let round = 0; round < MAX_PER_RUN / BATCH; round++) {
    const claimed = await claimDueAlerts(deps.db, BATCH);
    for (const alert of claimed) {
      const notice: BackInStockNotice = {
        alertId: alert.id,
        userId: alert.userId,
        to: alert.email,
        name: greetingName(alert.name),
        productName: alert.productName,
        brandName: alert.brandName,
        label: variantLabel(alert),
        productUrl: `${deps.publicUrl}/product/${alert.productId}`,
      };
      // The claim's time in the job id: asked again after this went out, the next notice is a new job.
      const key = `${alert.id}-${Date.parse(alert.sentAt)}`;
      try {
        await deps.enqueue(BACK_IN_STOCK_EMAIL_JOB, notice, { jobId: `${BACK_IN_STOCK_EMAIL_JOB}-${key}` });
        await deps.enqueue(BACK_IN_STOCK_WHATSAPP_JOB, notice, {
          jobId: `${BACK_IN_STOCK_WHATSAPP_JOB}-${key}`,
        });
        queued++;
      } catch (err) {
        await releaseAlert(deps.db, alert.id);
        deps.log?.error({ err: { message: (err as Error).message } }, 'back-in-stock notice not queued');
        return queued;
      }
    }
    if (claimed.length < BATCH) break;
  }
  return queued;
}
