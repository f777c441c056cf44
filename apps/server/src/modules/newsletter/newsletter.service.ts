import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repo from './newsletter.repository.ts';

const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Offers will reach you on WhatsApp.';
const ALREADY_SUBSCRIBED_MESSAGE = 'This number is already subscribed to our offers.';

export async function subscribe(db: Db, whatsappNumber: string) {
  const isNew = await repo.insertSubscriber(db, whatsappNumber);
  return { isNew, message: isNew ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}

export const listSubscribers = (db: Db) => repo.listSubscribersNewestFirst(db);

export async function updateSubscriberStatus(db: Db, whatsappNumber: string, addedToGroup: 'yes' | 'no') {
  const updated = await repo.setAddedToGroup(db, whatsappNumber, addedToGroup);
  if (!updated) throw notFound('No subscriber has this number.', 'SUBSCRIBER_NOT_FOUND');
  return updated;
}
