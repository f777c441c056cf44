// Abandoned-cart reminders (issue 14 item 5): a repeating job finds logged-in shoppers whose cart stopped
// changing CART_REMINDER_AFTER_HOURS ago, still holds items and was not followed by an order, and queues one
// e-mail per cart change (claimed by a guarded update, so two runs or two processes send it once). The mail's
// stop link is signed with a server secret; following it turns reminders off on her account.
import { createHmac } from 'node:crypto';
import { greetingName } from '@zariya/shared/message-text';
import { CART_REMINDER_MESSAGES, cartReminderWindow } from '@zariya/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { cartReminderMail } from './cart-reminder-mail.ts';
import * as repo from './cart-reminders.repository.ts';

export type CartReminderDeps = {
  db: Db;
  /** The secret stop links are signed with. */
  secret: string;
  publicUrl: string;
  /** Queues the mail (the mail.send job); rejects when the queue cannot take it. */
  sendMailLater: (message: MailMessage) => Promise<void>;
  log?: FastifyBaseLogger;
};

/** Carts read per query, and the most one run queues (the next run, minutes later, takes the rest). */
const BATCH = 200;
const MAX_PER_RUN = 5_000;

export const stopToken = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`cart-reminders-stop:${userId}`).digest('base64url');

export const stopUrl = (deps: Pick<CartReminderDeps, 'secret' | 'publicUrl'>, userId: number) =>
  `${deps.publicUrl}/cart-reminders/stop?u=${userId}&t=${stopToken(deps.secret, userId)}`;

/** One run of the job: answers how many reminders were queued. */
export async function remindAbandonedCarts(deps: CartReminderDeps, now = new Date()) {
  const { dueBy, notBefore } = cartReminderWindow(now);
  let queued = 0;
  for (let batch = 0; batch < MAX_PER_RUN / BATCH; batch++) {
    const due = await repo.dueCarts(deps.db, dueBy, notBefore, BATCH);
    for (const cart of due) {
      const claimed = await repo.claimReminder(deps.db, cart.userId, dueBy);
      if (!claimed) continue;
      const items = await repo.cartItems(deps.db, cart.userId);
      try {
        await deps.sendMailLater(
          cartReminderMail({
            to: cart.email,
            // Her name as she typed it, without links (shared messageText, issue 23).
            name: greetingName(cart.name),
            items,
            cartUrl: `${deps.publicUrl}/cart`,
            stopUrl: stopUrl(deps, cart.userId),
          }),
        );
        queued++;
      } catch (err) {
        // Not queued (the queue is down): the claim goes back, and the next run tries again.
        await repo.releaseReminder(deps.db, cart.userId, claimed);
        deps.log?.error({ err: { message: (err as Error).message } }, 'cart reminder not queued');
        return queued;
      }
    }
    if (due.length < BATCH) break;
  }
  return queued;
}

/** The stop link: a valid signature turns reminders off for good; anything else is refused, nothing changed. */
export async function stopCartReminders(
  deps: Pick<CartReminderDeps, 'db' | 'secret'>,
  userId: number,
  token: string,
) {
  if (!safeEqual(token, stopToken(deps.secret, userId)) || !(await repo.stopReminders(deps.db, userId)))
    throw badRequest(CART_REMINDER_MESSAGES.badLink, 'BAD_STOP_LINK');
  return { message: CART_REMINDER_MESSAGES.stopped };
}
