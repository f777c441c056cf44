// The owner's team (issue 26, decision 0049): invitations (48 hours, once), the password and authenticator code a
// person sets when accepting, the two-step sign-in (password, then a code or a recovery code), roles, removal and
// sessions. Every request reads its session with the person and role from the database (staff.repository
// findLiveSession), so a changed role or a removed person counts from the next request.
import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ALL_PERMISSIONS,
  allows,
  type Permission,
  INVITATION_HOURS,
  PRESET_PERMISSIONS,
  type PresetRole,
  RECOVERY_CODE_PATTERN,
  SIGN_IN_TICKET_MINUTES,
  STAFF_MESSAGES,
} from '@zariya/shared/staff';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { judgePassword } from '../../lib/password-check.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';
import { admitStaffLogin, staffLoginSucceeded } from '../../lib/throttle.ts';
import { hashToken, newToken, safeEqual } from '../../lib/tokens.ts';
import { type AuditRecord, recordAudit } from './audit.ts';
import * as repo from './staff.repository.ts';
import {
  codeStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from './totp.ts';

export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 30;

/** Who is calling, as every admin route sees it (request.staff). */
export type StaffContext = {
  staffId: number;
  sessionId: number;
  name: string;
  email: string | null;
  isOwner: boolean;
  roleName: string;
  permissions: string[];
  totpEnabled: boolean;
};

export const rolePermissions = (role: { preset: string | null; permissions: string[] }): string[] =>
  role.preset && role.preset in PRESET_PERMISSIONS
    ? PRESET_PERMISSIONS[role.preset as PresetRole]
    : role.permissions.filter((p) => (ALL_PERMISSIONS as string[]).includes(p));

/** A short label of the browser for the list of sessions ("Chrome on Android"). */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'A browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

export type Place = { device: string; ip: string };

export async function startStaffSession(
  db: Db,
  staffId: number,
  place: Place,
  passwordFingerprint = '',
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3600_000),
    passwordFingerprint,
    staffId,
    device: place.device.slice(0, 80),
    ip: place.ip.slice(0, 64),
    now,
  });
  return token;
}

// ---------------------------------------------------------------------------------------------------------------
// Codes

/** A 6-digit code of the account's secret, not replayed: its step is taken. False for a wrong or used code. */
async function takeCode(
  db: Db,
  account: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'replayed'> {
  if (!account.totpSecret) return 'wrong';
  const step = codeStep(await decryptSecret(db, account.totpSecret), code, now);
  if (step === undefined) return 'wrong';
  return (await repo.takeTotpStep(db, account.id, step)) ? 'ok' : 'replayed';
}

/** A code or a recovery code for the account; throws the readable 401 for a wrong or replayed one. */
export async function checkSecondFactor(
  db: Db,
  account: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<void> {
  const text = code.trim().toLowerCase();
  if (RECOVERY_CODE_PATTERN.test(text)) {
    if (await repo.takeRecoveryCode(db, account.id, await hashRecoveryCode(db, text))) return;
    throw unauthorized(STAFF_MESSAGES.wrongCode, 'CODE_WRONG');
  }
  const verdict = await takeCode(db, account, text, now);
  if (verdict === 'replayed') throw unauthorized(STAFF_MESSAGES.replayedCode, 'CODE_REPLAYED');
  if (verdict === 'wrong') throw unauthorized(STAFF_MESSAGES.wrongCode, 'CODE_WRONG');
}

async function hashedRecoveryCodes(db: Db, codes: string[]) {
  return Promise.all(codes.map((c) => hashRecoveryCode(db, c)));
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

/** Nobody gives a role that opens more than their own: a custom role with the staff page cannot make an owner. */
function assertMayGive(by: StaffContext, role: { preset: string | null; permissions: string[] }) {
  if (!rolePermissions(role).every((p) => allows(by.permissions, p as Permission)))
    throw forbidden('You can only give a role that opens no more than your own.');
}

const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/admin-invitation#${token}`;

export async function inviteStaff(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  by: StaffContext,
  input: { email: string; name: string; roleId: number },
  now = new Date(),
): Promise<{ id: number; link: string }> {
  const role = await repo.roleById(db, input.roleId);
  if (!role) throw badRequest(STAFF_MESSAGES.roleNotFound, 'ROLE_NOT_FOUND');
  assertMayGive(by, role);
  const existing = await repo.accountByEmail(db, input.email);
  if (existing && !existing.disabledAt) throw conflict(STAFF_MESSAGES.alreadyStaff, 'ALREADY_STAFF');
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000);
  const id = await repo.insertInvitation(db, {
    email: input.email,
    name: input.name,
    roleId: role.id,
    tokenHash: hashToken(token),
    invitedBy: by.staffId,
    expiresAt,
  });
  const link = invitationLink(publicUrl, token);
  const text = [
    `Hello ${input.name},`,
    '',
    `${by.name} has invited you to the Zariya admin area as ${role.name}.`,
    `Open this link within ${INVITATION_HOURS} hours to set your password and your sign-in code:`,
    link,
    '',
    'The link works once. If you did not expect it, ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(by.name)} has invited you to the Zariya admin area as ${escapeHtml(role.name)}.</p><p>Open this link within ${INVITATION_HOURS} hours to set your password and your sign-in code:<br><a href="${link}">${link}</a></p><p>The link works once. If you did not expect it, ignore this e-mail.</p>`;
  try {
    await mailer.send({ to: input.email, subject: 'Your invitation to the Zariya admin area', text, html });
  } catch {
    // Not sent: the link is forgotten, so no unsent invitation stays open.
    await repo.expireInvitation(db, id, now);
    throw new AppError(
      503,
      'MAIL_FAILED',
      'The invitation could not be e-mailed. Please try again in a minute.',
    );
  }
  return { id, link };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function liveInvitation(db: Db, token: string, now: Date) {
  const invitation = await repo.invitationByHash(db, hashToken(token));
  if (!invitation) throw notFound(STAFF_MESSAGES.invitationUnknown, 'INVITATION_INVALID');
  if (invitation.usedAt) throw conflict(STAFF_MESSAGES.invitationUsed, 'INVITATION_USED');
  if (invitation.expiresAt <= now) throw badRequest(STAFF_MESSAGES.invitationExpired, 'INVITATION_EXPIRED');
  return invitation;
}

/** What the invitation page shows, with a fresh authenticator secret to enrol (kept only once accepted). */
export async function invitationInfo(db: Db, token: string, now = new Date()) {
  const invitation = await liveInvitation(db, token, now);
  return {
    email: invitation.email,
    name: invitation.name,
    roleName: invitation.roleName,
    ...newTotpSecret(invitation.email),
  };
}

export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; totpSecret: string; code: string },
  place: Place,
  now = new Date(),
): Promise<{ token: string; recoveryCodes: string[]; staffId: number; name: string }> {
  const invitation = await liveInvitation(db, input.token, now);
  const verdict = await judgePassword({
    kind: 'shopper',
    password: input.password,
    personal: [invitation.name, invitation.email],
  });
  if (!verdict.ok) throw badRequest(verdict.reason, 'WEAK_PASSWORD');
  const step = codeStep(input.totpSecret, input.code, now);
  if (step === undefined) throw badRequest(STAFF_MESSAGES.wrongCode, 'CODE_WRONG');
  const recoveryCodes = newRecoveryCodes();
  const values = {
    name: invitation.name,
    passwordHash: await hash(input.password),
    roleId: invitation.roleId,
    totpSecret: await encryptSecret(db, input.totpSecret),
    totpLastStep: step,
    recoveryCodes: await hashedRecoveryCodes(db, recoveryCodes),
  };
  const staffId = await inTransaction(db, async (tx) => {
    if (!(await repo.useInvitation(tx, invitation.id, now)))
      throw conflict(STAFF_MESSAGES.invitationUsed, 'INVITATION_USED');
    const existing = await repo.accountByEmail(tx, invitation.email);
    if (existing && !existing.disabledAt) throw conflict(STAFF_MESSAGES.alreadyStaff, 'ALREADY_STAFF');
    if (existing) {
      await repo.reviveAccount(tx, existing.id, values);
      return existing.id;
    }
    return repo.insertAccount(tx, { email: invitation.email, ...values });
  });
  const token = await startStaffSession(db, staffId, place, '', now);
  return { token, recoveryCodes, staffId, name: invitation.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in: the password gives a short ticket, the code turns it into a session

let dummyHash: Promise<string> | undefined;

async function ticketKey(db: Db) {
  return loadNamedSecret(db, 'staff_ticket_key');
}

const ticketSignature = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export async function staffPasswordStep(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ ticket: string }> {
  await admitStaffLogin(db, email, now);
  const account = await repo.accountByEmail(db, email);
  // An unknown or removed address takes as long as a wrong password: the answer's time tells nothing either.
  dummyHash ??= hash('not a staff password');
  const stored = account?.passwordHash && !account.disabledAt ? account.passwordHash : await dummyHash;
  const ok = (await verify(stored, password).catch(() => false)) && stored !== (await dummyHash);
  if (!ok || !account) throw unauthorized(STAFF_MESSAGES.wrongSignIn, 'INCORRECT_PASSWORD');
  await staffLoginSucceeded(db, email);
  const body = `${account.id}.${now.getTime() + SIGN_IN_TICKET_MINUTES * 60_000}`;
  return { ticket: `${body}.${ticketSignature(await ticketKey(db), body)}` };
}

export async function staffCodeStep(
  db: Db,
  ticket: string,
  code: string,
  place: Place,
  now = new Date(),
): Promise<{ token: string; staffId: number }> {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match || !safeEqual(match[3], ticketSignature(await ticketKey(db), `${match[1]}.${match[2]}`)))
    throw unauthorized(STAFF_MESSAGES.ticketExpired, 'LOGIN_FAILED');
  if (Number(match[2]) <= now.getTime()) throw unauthorized(STAFF_MESSAGES.ticketExpired, 'LOGIN_FAILED');
  const staffId = Number(match[1]);
  await admitStaffLogin(db, `code:${staffId}`, now);
  const account = await repo.accountById(db, staffId);
  if (!account || account.disabledAt) throw unauthorized(STAFF_MESSAGES.ticketExpired, 'LOGIN_FAILED');
  await checkSecondFactor(db, account, code, now);
  await staffLoginSucceeded(db, `code:${staffId}`);
  return { token: await startStaffSession(db, staffId, place, '', now), staffId };
}

// ---------------------------------------------------------------------------------------------------------------
// The signed-in person's own code (the owner adds one; anyone may replace theirs)

export function startTotpSetup(me: StaffContext) {
  return newTotpSecret(me.email ?? me.name);
}

export async function confirmTotpSetup(
  db: Db,
  me: StaffContext,
  input: { totpSecret: string; code: string },
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const step = codeStep(input.totpSecret, input.code, now);
  if (step === undefined) throw badRequest(STAFF_MESSAGES.wrongCode, 'CODE_WRONG');
  const recoveryCodes = newRecoveryCodes();
  await repo.setTotp(
    db,
    me.staffId,
    await encryptSecret(db, input.totpSecret),
    step,
    await hashedRecoveryCodes(db, recoveryCodes),
  );
  return { recoveryCodes };
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's staff page

export async function staffList(db: Db, now = new Date()) {
  const [staff, invitations, requireTotp] = await Promise.all([
    repo.listAccounts(db),
    repo.pendingInvitations(db, now),
    repo.requireTotp(db),
  ]);
  return {
    staff: staff.map(({ disabledAt, createdAt, ...s }) => ({
      ...s,
      disabledAt: disabledAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
    requireTotp,
  };
}

type AuditBase = Pick<AuditRecord, 'staffId' | 'staffName' | 'ip' | 'method' | 'route'>;

export async function changeStaffRole(
  db: Db,
  by: StaffContext,
  audit: AuditBase,
  staffId: number,
  roleId: number,
) {
  const [account, role] = await Promise.all([repo.accountById(db, staffId), repo.roleById(db, roleId)]);
  if (!account || account.disabledAt) throw notFound(STAFF_MESSAGES.staffNotFound, 'STAFF_NOT_FOUND');
  if (!role) throw badRequest(STAFF_MESSAGES.roleNotFound, 'ROLE_NOT_FOUND');
  assertMayGive(by, role);
  const before = await repo.roleById(db, account.roleId);
  if (account.isOwner || (before?.preset === 'owner' && role.preset !== 'owner')) {
    if (account.isOwner || (await repo.otherActiveOwners(db, staffId)) === 0)
      throw conflict(STAFF_MESSAGES.lastOwner, 'LAST_OWNER');
  }
  await repo.setRole(db, staffId, roleId);
  await recordAudit(db, {
    ...audit,
    action: 'role',
    status: 200,
    entity: 'staff',
    entityId: String(staffId),
    changes: [{ field: 'role', before: before?.name ?? null, after: role.name }],
  });
  void by;
}

export async function removeStaff(
  db: Db,
  by: StaffContext,
  audit: AuditBase,
  staffId: number,
  now = new Date(),
) {
  const account = await repo.accountById(db, staffId);
  if (!account || account.disabledAt) throw notFound(STAFF_MESSAGES.staffNotFound, 'STAFF_NOT_FOUND');
  const role = await repo.roleById(db, account.roleId);
  if (account.isOwner || (role?.preset === 'owner' && (await repo.otherActiveOwners(db, staffId)) === 0))
    throw conflict(STAFF_MESSAGES.lastOwner, 'LAST_OWNER');
  await repo.disableAccount(db, staffId, now);
  await recordAudit(db, {
    ...audit,
    action: 'remove',
    status: 200,
    entity: 'staff',
    entityId: String(staffId),
    changes: [{ field: 'disabledAt', before: null, after: now.toISOString() }],
  });
  void by;
}

export async function setRequireTotp(db: Db, me: StaffContext, audit: AuditBase, required: boolean) {
  if (required) {
    const account = await repo.accountById(db, me.staffId);
    if (!account?.totpSecret) throw conflict(STAFF_MESSAGES.totpRequiredForOwner, 'TOTP_NOT_SET_UP');
  }
  const before = await repo.requireTotp(db);
  await repo.setRequireTotp(db, required);
  await recordAudit(db, {
    ...audit,
    action: 'update',
    status: 200,
    entity: 'settings',
    entityId: null,
    changes: before === required ? [] : [{ field: 'requireTotp', before, after: required }],
  });
}

/** Whether the owner's /admin-password sign-in also needs her code. */
export async function ownerNeedsCode(
  db: Db,
  ownerId: number,
): Promise<{ account: { id: number; totpSecret: string | null }; needed: boolean }> {
  const account = await repo.accountById(db, ownerId);
  return { account, needed: Boolean(account.totpSecret) || (await repo.requireTotp(db)) };
}

// Sessions

export async function sessionsFor(db: Db, staffId: number, currentSessionId: number, now = new Date()) {
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const rows = await repo.sessionsOf(db, staffId, now, idleSince);
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Ends a session: one's own, or anyone's for whoever may manage the staff. */
export async function revokeSession(db: Db, me: StaffContext, sessionId: number) {
  const owner = await repo.sessionOwner(db, sessionId);
  if (owner === undefined) throw notFound(STAFF_MESSAGES.sessionNotFound, 'NOT_FOUND');
  if (owner !== me.staffId && !me.permissions.includes('staff:edit'))
    throw forbidden('You can end only your own sessions.');
  await repo.deleteSessionById(db, sessionId);
}

// Roles

export async function rolesList(db: Db) {
  const rows = await repo.listRoles(db);
  return rows.map((r) => ({ ...r, permissions: rolePermissions(r), members: Number(r.members) }));
}

async function assertFreeName(db: Db, name: string, except?: number) {
  const same = await repo.roleByName(db, name);
  if (same && same.id !== except) throw conflict(STAFF_MESSAGES.roleNameTaken, 'ROLE_NAME_TAKEN');
}

export async function createRole(db: Db, audit: AuditBase, input: { name: string; permissions: string[] }) {
  await assertFreeName(db, input.name);
  const permissions = [...new Set(input.permissions)];
  const id = await repo.insertRole(db, input.name, permissions);
  await recordAudit(db, {
    ...audit,
    action: 'create',
    status: 200,
    entity: 'role',
    entityId: String(id),
    changes: [
      { field: 'name', before: null, after: input.name },
      { field: 'permissions', before: null, after: permissions },
    ],
  });
  return id;
}

export async function updateRole(
  db: Db,
  audit: AuditBase,
  id: number,
  input: { name: string; permissions: string[] },
) {
  const role = await repo.roleById(db, id);
  if (!role) throw notFound(STAFF_MESSAGES.roleNotFound, 'ROLE_NOT_FOUND');
  if (role.preset) throw conflict(STAFF_MESSAGES.presetFixed, 'PRESET_ROLE');
  await assertFreeName(db, input.name, id);
  const permissions = [...new Set(input.permissions)];
  await repo.updateRole(db, id, input.name, permissions);
  await recordAudit(db, {
    ...audit,
    action: 'update',
    status: 200,
    entity: 'role',
    entityId: String(id),
    changes: [
      ...(role.name === input.name ? [] : [{ field: 'name', before: role.name, after: input.name }]),
      ...(JSON.stringify([...role.permissions].sort()) === JSON.stringify([...permissions].sort())
        ? []
        : [{ field: 'permissions', before: role.permissions, after: permissions }]),
    ],
  });
}

export async function deleteRole(db: Db, audit: AuditBase, id: number) {
  const role = await repo.roleById(db, id);
  if (!role) throw notFound(STAFF_MESSAGES.roleNotFound, 'ROLE_NOT_FOUND');
  if (role.preset) throw conflict(STAFF_MESSAGES.presetFixed, 'PRESET_ROLE');
  if ((await repo.roleMembers(db, id)) > 0) throw conflict(STAFF_MESSAGES.roleInUse, 'ROLE_IN_USE');
  await repo.deleteRole(db, id);
  await recordAudit(db, {
    ...audit,
    action: 'delete',
    status: 200,
    entity: 'role',
    entityId: String(id),
    changes: [
      { field: 'name', before: role.name, after: null },
      { field: 'permissions', before: role.permissions, after: null },
    ],
  });
}
