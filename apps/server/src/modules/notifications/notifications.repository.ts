// The shopper's WhatsApp opt-in, kept on her account row.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function findPrefs(db: Db, userId: number) {
  const [row] = await db
    .select({ whatsapp: users.whatsappUpdates, contact: users.contact })
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
