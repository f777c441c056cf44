// Flow: WhatsApp's incoming webhook (decision 0053), for the taps on the shop's quick-reply buttons.
//   1. the signature over the raw body under the app secret (notifications); a wrong or missing one is 401
//   2. the button taps in the messages webhook (notifications); texts and delivery statuses are left alone
//   3. each message once, by Meta's message id (notifications): a repeated delivery does nothing more
//   4. "Confirm order" (cod:…) → cod-whatsapp-tap.flow.ts; "Deliver again tomorrow" / "Cancel the order" (ndr:…) →
//      failed-delivery-tap.flow.ts; any other payload is ignored
//   5. her answer on WhatsApp goes out through the job queue after the answer to Meta (notifications)
// A tap whose handling failed is forgotten again, and the webhook answers 500, so that Meta's retry handles it.
import type { FastifyBaseLogger } from 'fastify';
import { unauthorized } from '../errors.ts';
import { COD_TAP_PREFIX, type CodDeps } from '../modules/cod/cod.service.ts';
import {
  firstSight,
  forget,
  tapsIn,
  validHubSignature,
  type WhatsAppTap,
} from '../modules/notifications/whatsapp-webhook.ts';
import { NDR_TAP_PREFIX } from '../lib/failed-delivery-link.ts';
import type { StepDeps } from '../modules/fulfilment/fulfilment.service.ts';
import { confirmCodByTap } from './cod-whatsapp-tap.flow.ts';
import { answerFailedDeliveryByTap } from './failed-delivery-tap.flow.ts';

export type WhatsAppInboundDeps = Pick<CodDeps, 'db' | 'mailer' | 'pepper'> & {
  appSecret: string;
  /** Queues a WhatsApp text to `to` (her WhatsApp id), sent after this request. */
  reply: (to: string, text: string) => void;
  /** The courier and the answer links' secret, for the failed-delivery quick replies. */
  failedDelivery: Pick<StepDeps, 'shipping'> & { secret: string };
  log?: FastifyBaseLogger;
};

export async function whatsappWebhook(
  deps: WhatsAppInboundDeps,
  request: { rawBody: Buffer; signature?: string },
  now = new Date(),
): Promise<{ taps: number }> {
  if (!validHubSignature(request.rawBody, request.signature, deps.appSecret))
    throw unauthorized('The webhook signature is wrong.', 'INVALID_SIGNATURE');
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    deps.log?.warn('WhatsApp webhook body is not JSON: ignored');
    return { taps: 0 };
  }
  let handled = 0;
  for (const tap of tapsIn(body)) {
    if (!(await firstSight(deps.db, tap.messageId))) continue;
    try {
      const answer = await answerTap(deps, tap, now);
      if (answer) deps.reply(tap.from, answer);
      handled += 1;
    } catch (err) {
      await forget(deps.db, tap.messageId);
      throw err;
    }
  }
  return { taps: handled };
}

async function answerTap(
  deps: WhatsAppInboundDeps,
  tap: WhatsAppTap,
  now: Date,
): Promise<string | undefined> {
  if (tap.payload.startsWith(COD_TAP_PREFIX))
    return confirmCodByTap(
      { db: deps.db, mailer: deps.mailer, pepper: deps.pepper, log: deps.log },
      { from: tap.from, token: tap.payload.slice(COD_TAP_PREFIX.length) },
      now,
    );
  if (tap.payload.startsWith(NDR_TAP_PREFIX))
    return answerFailedDeliveryByTap({ db: deps.db, ...deps.failedDelivery }, tap, now);
  deps.log?.info('WhatsApp tap with a payload the shop does not know: ignored');
  return undefined;
}
