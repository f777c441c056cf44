import { and, eq, lt, ne, or } from 'drizzle-orm';
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

export async function touchAdminSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
}

export async function deleteAdminSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteDeadAdminSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, idleSince)));
}

/** Ends the owner's sessions of an earlier ADMIN_PASSWORD; staff sessions (fingerprint '') stay. */
export async function deleteAdminSessionsOfOtherPasswords(db: Db, passwordFingerprint: string) {
  await db
    .delete(adminSessions)
    .where(
      and(
        ne(adminSessions.passwordFingerprint, passwordFingerprint),
        ne(adminSessions.passwordFingerprint, ''),
      ),
    );
}
