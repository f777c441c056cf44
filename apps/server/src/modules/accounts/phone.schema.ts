// The accounts module's phone tables (migration 0024, issue 28): which number of an account has been proven by a
// code, and the codes sent to phones (sign-in, sign-up, verifying a number), stored only as an HMAC.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';

/** Her number as she proved it; the account's number is verified while `users.contact` still equals `mobile`. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobile: text('mobile').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/** One code sent to a phone; a newer code for the same number and purpose replaces it. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'signin' | 'signup' | 'verify' (shared PhoneCodePurpose). */
    purpose: text('purpose').notNull(),
    /** The account asking, for 'verify' (her number change); null otherwise. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_mobile_idx').on(t.mobile, t.purpose)],
);
