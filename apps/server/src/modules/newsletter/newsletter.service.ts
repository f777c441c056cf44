import { CONSENT_MESSAGES } from '@zariya/shared/marketing-consent';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repo from './newsletter.repository.ts';

const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Offers will reach you on WhatsApp.';
const ALREADY_SUBSCRIBED_MESSAGE = 'This number is already subscribed to our offers.';
const UNSUBSCRIBED_MESSAGE = CONSENT_MESSAGES.unsubscribed;
const NOT_SUBSCRIBED_MESSAGE = CONSENT_MESSAGES.notSubscribed;

export async function subscribe(db: Db, whatsappNumber: string) {
  const isNew = await repo.insertSubscriber(db, whatsappNumber);
  return { isNew, message: isNew ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}

/** Takes a number off the list (decision 0058: unsubscribing is as easy as subscribing). */
export async function unsubscribe(db: Db, whatsappNumber: string) {
  const removed = await repo.deleteSubscriber(db, whatsappNumber);
  return { removed, message: removed ? UNSUBSCRIBED_MESSAGE : NOT_SUBSCRIBED_MESSAGE };
}

export const listSubscribers = (db: Db) => repo.listSubscribersNewestFirst(db);

export async function updateSubscriberStatus(db: Db, whatsappNumber: string, addedToGroup: 'yes' | 'no') {
  const updated = await repo.setAddedToGroup(db, whatsappNumber, addedToGroup);
  if (!updated) throw notFound('No subscriber has this number.', 'SUBSCRIBER_NOT_FOUND');
  return updated;
}
