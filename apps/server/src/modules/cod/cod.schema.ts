// The cod module's table: pay-on-delivery orders waiting for their code.
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

/**
 * A pay-on-delivery order waiting for its e-mailed code (decision 0028): what is bought, priced by the server,
 * and the code as an HMAC only. The order is placed when the right code comes back within its time and tries.
 */
export const codChallenges = pgTable(
  'cod_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchase: jsonb('purchase').$type<Record<string, unknown>>().notNull(),
    orderValue: money('order_value').notNull(),
    fee: money('fee').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /** The order it became ('12' or 'B-12'). */
    orderRef: text('order_ref'),
    /**
     * One tap on WhatsApp (decision 0053): the SHA-256 of the single-use token carried by the "Confirm order"
     * quick-reply button, and the verified mobile (ten digits) the button went to; null when none was offered.
     */
    tapTokenHash: text('tap_token_hash'),
    tapMobile: text('tap_mobile'),
  },
  (t) => [
    index('cod_challenges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('cod_challenges_tap_token_idx').on(t.tapTokenHash),
  ],
);
