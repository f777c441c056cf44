import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminSessions, settings } from '../../db/schema.ts';

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Inserts the value unless the key exists; answers the value that is stored afterwards. */
export async function putSettingOnce(db: Db, key: string, value: string): Promise<string> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  return (await getSetting(db, key)) ?? value;
}

export async function insertAdminSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(adminSessions).values({ tokenHash, expiresAt });
}

export async function findLiveAdminSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
  return row;
}

export async function deleteAdminSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteExpiredAdminSessions(db: Db, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
}
