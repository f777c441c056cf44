// The admin module's tables: the owner's sessions and the shop's key/value settings.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  /** An HMAC of the admin password in force at login: a changed ADMIN_PASSWORD ends the session. */
  passwordFingerprint: text('password_fingerprint').notNull().default(''),
});

// Small key/value store for shop settings: the generated admin password hash here; accounts, cod, invoices and
// payments keep their own keys in it (modules/README.md, "Tables").
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
