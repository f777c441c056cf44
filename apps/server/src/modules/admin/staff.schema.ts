// The owner's team (issue 26, decision 0049): roles (presets and custom sets of permissions), staff accounts, their
// invitations, and the audit log. The sessions are admin.schema.ts's admin_sessions, each naming its person.
// The audit log is written once and never changed: migration 0031 adds a trigger refusing UPDATE, DELETE and TRUNCATE.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';

export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 'owner', 'catalogue', 'orders', 'support' or 'accounts' for the presets (fixed); null for a custom role. */
  preset: text('preset').unique(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower case; null only for the owner made from ADMIN_PASSWORD until she gives one. */
    email: text('email'),
    name: text('name').notNull(),
    /** argon2id; null for the owner, whose password is ADMIN_PASSWORD (or the generated one). */
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    /** The account made from ADMIN_PASSWORD: signs in at /admin-password. */
    isOwner: boolean('is_owner').notNull().default(false),
    /** The authenticator secret, AES-256-GCM under the shop's staff_totp_key (lib/secrets.ts). */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code was accepted: a code is never taken twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** SHA-256 (peppered) of each unused recovery code. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    uniqueIndex('staff_accounts_one_env_owner').on(t.isOwner).where(sql`${t.isOwner}`),
  ],
);

export const staffInvitations = pgTable('staff_invitations', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  roleId: integer('role_id')
    .notNull()
    .references(() => staffRoles.id),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: integer('invited_by').references(() => staffAccounts.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Who (kept as it was: a removed person's rows stay readable by name). */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    staffName: text('staff_name').notNull(),
    ip: text('ip').notNull(),
    /** 'create', 'update', 'delete' or the call's own verb ('status', 'refund', 'invite', 'sign-in'...). */
    action: text('action').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: smallint('status').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** [{ field, before, after }] for each changed field. */
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
