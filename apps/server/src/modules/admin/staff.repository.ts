// Staff accounts, roles, invitations and sessions (issue 26): the Drizzle queries of staff.service.ts.
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminSessions, settings, staffAccounts, staffInvitations, staffRoles } from '../../db/schema.ts';

export async function ownerRoleId(db: Db): Promise<number> {
  const [row] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.preset, 'owner'));
  return row.id;
}

/** The account made from ADMIN_PASSWORD, created on the first start. */
export async function ensureEnvOwner(db: Db): Promise<number> {
  const roleId = await ownerRoleId(db);
  await db.insert(staffAccounts).values({ name: 'Owner', roleId, isOwner: true }).onConflictDoNothing();
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.isOwner, true));
  return row.id;
}

/** A live session with its person and role; undefined when expired, idle, of a removed person or unknown. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      passwordFingerprint: adminSessions.passwordFingerprint,
      staffId: staffAccounts.id,
      name: staffAccounts.name,
      email: staffAccounts.email,
      isOwner: staffAccounts.isOwner,
      totpEnabled: sql<boolean>`${staffAccounts.totpSecret} is not null`,
      roleName: staffRoles.name,
      preset: staffRoles.preset,
      permissions: staffRoles.permissions,
    })
    .from(adminSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, adminSessions.staffId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffAccounts.roleId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, idleSince),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row;
}

export async function accountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row;
}

export async function accountById(db: Db, id: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

/** The staff page's people, as it lists them (its dates still dates). */
export async function listAccounts(db: Db) {
  return db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      roleId: staffAccounts.roleId,
      roleName: staffRoles.name,
      isOwner: staffAccounts.isOwner,
      totpEnabled: sql<boolean>`${staffAccounts.totpSecret} is not null`,
      disabledAt: staffAccounts.disabledAt,
      createdAt: staffAccounts.createdAt,
    })
    .from(staffAccounts)
    .innerJoin(staffRoles, eq(staffRoles.id, staffAccounts.roleId))
    .orderBy(asc(staffAccounts.id));
}

export async function pendingInvitations(db: Db, now: Date) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      roleName: staffRoles.name,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(staffRoles, eq(staffRoles.id, staffInvitations.roleId))
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.id));
}

export async function insertInvitation(
  db: Db,
  values: {
    email: string;
    name: string;
    roleId: number;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(staffInvitations).values(values).returning({ id: staffInvitations.id });
  return row.id;
}

export async function invitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      roleId: staffInvitations.roleId,
      roleName: staffRoles.name,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
    })
    .from(staffInvitations)
    .innerJoin(staffRoles, eq(staffRoles.id, staffInvitations.roleId))
    .where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

/** Ends an invitation whose e-mail could not be sent. */
export async function expireInvitation(db: Db, id: number, now: Date) {
  await db.update(staffInvitations).set({ expiresAt: now }).where(eq(staffInvitations.id, id));
}

/** Marks the invitation used, once: false when another acceptance came first. */
export async function useInvitation(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length === 1;
}

/** What an accepted invitation writes on the account: her name, password, role and authenticator. */
type AccountSetUp = {
  name: string;
  passwordHash: string;
  roleId: number;
  totpSecret: string;
  totpLastStep: number;
  recoveryCodes: string[];
};

export async function insertAccount(db: Db, values: AccountSetUp & { email: string }) {
  const [row] = await db.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
  return row.id;
}

/** A person removed earlier and invited again: the same account, back with the new password and code. */
export async function reviveAccount(db: Db, id: number, values: AccountSetUp) {
  await db
    .update(staffAccounts)
    .set({ ...values, disabledAt: null, updatedAt: new Date() })
    .where(eq(staffAccounts.id, id));
}

/** Takes the step of an accepted code, once: false when this step or a later one was taken (a replay). */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, id), sql`${staffAccounts.totpLastStep} < ${step}`))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** Takes one recovery code (its hash) off the account, once. */
export async function takeRecoveryCode(db: Db, id: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ recoveryCodes: sql`${staffAccounts.recoveryCodes} - ${codeHash}::text` })
    .where(
      and(eq(staffAccounts.id, id), sql`jsonb_exists(${staffAccounts.recoveryCodes}, ${codeHash}::text)`),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

export async function setTotp(db: Db, id: number, totpSecret: string, step: number, recoveryCodes: string[]) {
  await db
    .update(staffAccounts)
    .set({ totpSecret, totpLastStep: step, recoveryCodes, updatedAt: new Date() })
    .where(eq(staffAccounts.id, id));
}

export async function setRole(db: Db, id: number, roleId: number) {
  await db.update(staffAccounts).set({ roleId, updatedAt: new Date() }).where(eq(staffAccounts.id, id));
}

export async function disableAccount(db: Db, id: number, now: Date) {
  await db.update(staffAccounts).set({ disabledAt: now, updatedAt: now }).where(eq(staffAccounts.id, id));
  await db.delete(adminSessions).where(eq(adminSessions.staffId, id));
}

/** Active people whose role is the Owner preset, other than `except`. */
export async function otherActiveOwners(db: Db, except: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAccounts)
    .innerJoin(staffRoles, eq(staffRoles.id, staffAccounts.roleId))
    .where(
      and(eq(staffRoles.preset, 'owner'), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, except)),
    );
  return row.n;
}

// Roles

export async function listRoles(db: Db) {
  return db
    .select({
      id: staffRoles.id,
      name: staffRoles.name,
      preset: staffRoles.preset,
      permissions: staffRoles.permissions,
      members: sql<number>`(select count(*)::int from ${staffAccounts} where ${staffAccounts.roleId} = ${staffRoles.id} and ${staffAccounts.disabledAt} is null)`,
    })
    .from(staffRoles)
    .orderBy(asc(staffRoles.id));
}

export async function roleById(db: Db, id: number) {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  return row;
}

export async function roleByName(db: Db, name: string) {
  const [row] = await db.select().from(staffRoles).where(sql`lower(${staffRoles.name}) = lower(${name})`);
  return row;
}

export async function insertRole(db: Db, name: string, permissions: string[]) {
  const [row] = await db.insert(staffRoles).values({ name, permissions }).returning({ id: staffRoles.id });
  return row.id;
}

export async function updateRole(db: Db, id: number, name: string, permissions: string[]) {
  await db.update(staffRoles).set({ name, permissions, updatedAt: new Date() }).where(eq(staffRoles.id, id));
}

export async function deleteRole(db: Db, id: number) {
  await db.delete(staffInvitations).where(eq(staffInvitations.roleId, id));
  await db.delete(staffRoles).where(eq(staffRoles.id, id));
}

export async function roleMembers(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts).where(eq(staffAccounts.roleId, id));
  return row.n;
}

// Sessions

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    expiresAt: Date;
    passwordFingerprint: string;
    staffId: number;
    device: string;
    ip: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  await db.insert(adminSessions).values({ ...rest, createdAt: now, lastSeenAt: now });
}

export async function sessionsOf(db: Db, staffId: number, now: Date, idleSince: Date) {
  return db
    .select({
      id: adminSessions.id,
      device: adminSessions.device,
      ip: adminSessions.ip,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.staffId, staffId),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(asc(adminSessions.id));
}

export async function sessionOwner(db: Db, sessionId: number) {
  const [row] = await db
    .select({ staffId: adminSessions.staffId })
    .from(adminSessions)
    .where(eq(adminSessions.id, sessionId));
  return row?.staffId;
}

export async function deleteSessionById(db: Db, sessionId: number) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

// The owner's switch: a code for everyone

const REQUIRE_TOTP_KEY = 'staff_require_totp';

export async function requireTotp(db: Db): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, REQUIRE_TOTP_KEY));
  return row?.value === 'yes';
}

export async function setRequireTotp(db: Db, on: boolean) {
  await db
    .insert(settings)
    .values({ key: REQUIRE_TOTP_KEY, value: on ? 'yes' : 'no' })
    .onConflictDoUpdate({ target: settings.key, set: { value: on ? 'yes' : 'no' } });
}
