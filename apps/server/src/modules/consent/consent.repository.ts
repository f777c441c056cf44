// The marketing consent record (table marketing_consents): entries appended, a shopper's history read newest
// first, her changes taken one at a time.
import type { ConsentEntry } from '@zariya/shared/marketing-consent';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketingConsents } from '../../db/schema.ts';

export type NewConsentEntry = Omit<ConsentEntry, 'at'> & { userId: number; at?: Date };

type Row = typeof marketingConsents.$inferSelect;

export const toEntry = (row: Row): ConsentEntry & { id: number } => ({
  id: row.id,
  channel: row.channel as ConsentEntry['channel'],
  action: row.action as ConsentEntry['action'],
  source: row.source as ConsentEntry['source'],
  actor: row.actor as ConsentEntry['actor'],
  wording: row.wording,
  wordingVersion: row.wordingVersion,
  language: row.language as ConsentEntry['language'],
  at: row.at.toISOString(),
});

/**
 * Her consent changes one at a time until the caller's transaction ends (a transaction-scoped advisory lock per
 * shopper, as her wishlist and stock alerts take theirs): two changes at once are decided one after the other,
 * each on the other's entry.
 */
export async function lockShopperConsent(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${0x5717}, ${userId})`);
}

/** Her entries, newest first (time, then the order they were written). */
export async function historyOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.at), desc(marketingConsents.id));
  return rows.map(toEntry);
}

/** Her latest entry for a channel, or null. */
export async function latestOf(db: Db, userId: number, channel: ConsentEntry['channel']) {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(and(eq(marketingConsents.userId, userId), eq(marketingConsents.channel, channel)))
    .orderBy(desc(marketingConsents.at), desc(marketingConsents.id))
    .limit(1);
  return row ? toEntry(row) : null;
}

export async function appendEntry(db: Db, entry: NewConsentEntry) {
  const [row] = await db
    .insert(marketingConsents)
    .values({
      userId: entry.userId,
      channel: entry.channel,
      action: entry.action,
      wording: entry.wording,
      wordingVersion: entry.wordingVersion,
      language: entry.language,
      source: entry.source,
      actor: entry.actor,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .returning();
  return toEntry(row);
}
