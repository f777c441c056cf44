// The shopper's WhatsApp opt-in, kept on her account row.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * Whether her number is the one she proved with a code (the accounts module's phone_verifications, issue 28):
 * nothing is sent to a number that is not.
 */
const numberVerified = sql<boolean>`exists (select 1 from phone_verifications v where v.user_id = ${users.id} and v.mobile = ${users.contact})`;

export async function findPrefs(db: Db, userId: number) {
  const [row] = await db
    .select({ whatsapp: users.whatsappUpdates, contact: users.contact, verified: numberVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setWhatsapp(db: Db, userId: number, on: boolean) {
  const [row] = await db
    .update(users)
    .set({ whatsappUpdates: on })
    .where(eq(users.id, userId))
    .returning({ whatsapp: users.whatsappUpdates, contact: users.contact });
  return row;
}
