// The admin module's tables: the staff's sessions (staff.schema.ts: accounts, roles, audit log) and the shop's key/value settings.
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { staffAccounts } from './staff.schema.ts';

export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  /** An HMAC of the admin password in force at login: a changed ADMIN_PASSWORD ends the session. */
  passwordFingerprint: text('password_fingerprint').notNull().default(''),
  /** Whose session (issue 26): removing the person ends it. */
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  /** The browser, as a short label, and the address it signed in from: for the person's list of sessions. */
  device: text('device').notNull().default(''),
  ip: text('ip').notNull().default(''),
});

// Small key/value store for shop settings: the generated admin password hash here; accounts, cod, invoices and
// payments keep their own keys in it (modules/README.md, "Tables").
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
