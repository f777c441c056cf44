import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

export type SubscriberRow = { whatsappNumber: string; addedToGroup: 'yes' | 'no'; createdAt: string };

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): SubscriberRow => ({
  whatsappNumber: row.whatsappNumber,
  addedToGroup: row.addedToGroup === 'yes' ? 'yes' : 'no',
  createdAt: row.createdAt.toISOString(),
});

/** Answers true when the number was new. */
export async function insertSubscriber(db: Db, whatsappNumber: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ whatsappNumber })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** Answers true when the number was on the list and is gone. */
export async function deleteSubscriber(db: Db, whatsappNumber: string): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.whatsappNumber, whatsappNumber))
    .returning({ id: newsletterSubscribers.id });
  return removed.length > 0;
}

export async function listSubscribersNewestFirst(db: Db): Promise<SubscriberRow[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}

export async function setAddedToGroup(db: Db, whatsappNumber: string, addedToGroup: 'yes' | 'no') {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ addedToGroup })
    .where(eq(newsletterSubscribers.whatsappNumber, whatsappNumber))
    .returning();
  return row ? toSubscriber(row) : undefined;
}
