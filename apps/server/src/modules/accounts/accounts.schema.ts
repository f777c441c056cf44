// The accounts module's tables: shoppers, their sessions and e-mail codes, login throttling.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { Language } from '@zariya/shared/language';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    contact: text('contact').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** She asked for order updates on WhatsApp too (account page); e-mail is always sent. */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** She followed the stop link of a cart reminder: no more of them. */
    cartRemindersOff: boolean('cart_reminders_off').notNull().default(false),
    /** The shop's language she chose last (decision 0033); sign-in on another device brings it back. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // The owner's customer list (decision 0051): any part of a name, e-mail or number, and newest first.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.fullname} || ' ' || ${t.email} || ' ' || ${t.contact}) gin_trgm_ops`,
    ),
    index('users_created_idx').on(t.createdAt, t.id),
    // The customer list sorted by name (migration 0039).
    index('users_name_idx').on(sql`lower(${t.fullname})`, t.id),
  ],
);

/** `user_id` of a shopper's own row (her cart, wishlist, history): required, and deleted with her account. */
export const shopperIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Moved forward at most once a minute while the session is used; the idle timeout counts from here. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** A short label for the signed-in devices list ("Chrome on Android"), never the raw user agent. */
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('otp_email_idx').on(t.email)],
);

// Failed-attempt counters for login and OTP throttling, shared by every server process (see docs/decisions/0005).
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('auth_throttle_last_failure_idx').on(t.lastFailureAt)],
);

// Places (a number with a client address, hashed) where the shopper logged in with her password lately:
// the account-wide login lock does not apply there (docs/decisions/0016).
export const loginTrust = pgTable('login_trust', {
  key: text('key').primaryKey(),
  lastSuccessAt: timestamptz('last_success_at').notNull(),
});
