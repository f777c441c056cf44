// The offers module's tables (issue 25, decision 0050): the owner's offers and their redemptions. The usage count
// lives on the offer and is moved only by a conditional UPDATE in the same transaction as the redemption row, so
// no process can take a use past the total limit (a check constraint says so too).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

/** What an offer gives and to what, beyond its columns: the shared OfferTerms less name, code, window and limit. */
export type OfferTermsColumn = {
  codeEntry: 'bag' | 'line-and-bag';
  percent: number | null;
  amountInr: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  tierUnit: 'flat' | 'percent';
  tiers: Array<{ minInr: number; value: number }>;
  scope:
    | { kind: 'shop' }
    | { kind: 'categories'; categories: string[] }
    | { kind: 'products'; productIds: number[] }
    | { kind: 'variants'; variantIds: number[] };
  minCartInr: number | null;
  minQuantity: number | null;
  firstOrderOnly: boolean;
  /** "Paid online only" (decision 0047); absent on offers saved before it (false). */
  onlineOnly?: boolean;
  perShopperLimit: number | null;
  combinable: boolean;
};

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** null: an automatic offer. Matched exactly (capital letters and digits). */
    code: text('code'),
    kind: text('kind').notNull(),
    terms: jsonb('terms').$type<OfferTermsColumn>().notNull(),
    /** The window, entered in India time; null: open. */
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    totalLimit: integer('total_limit'),
    /** Uses held or made; moved only with a redemption row (offers.repository.ts). */
    usedCount: integer('used_count').notNull().default(0),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_code_unique').on(t.code).where(sql`code is not null`),
    check(
      'offers_kind_check',
      sql`${t.kind} in ('percent', 'flat', 'free-shipping', 'buy-x-get-y', 'tiers')`,
    ),
    check('offers_status_check', sql`${t.status} in ('active', 'paused')`),
    check(
      'offers_used_count_check',
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/**
 * One use of an offer by a shopper: held while her payment is open, used when the order is placed, released
 * (the use given back) when the payment fails or the hold lapses. Rows are never deleted: the report reads them.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Her verified phone number, so a first-order or per-shopper limit holds across accounts. */
    phone: text('phone'),
    status: text('status').notNull().default('held'),
    /** The order it belongs to ('12' or 'B-12') once placed. */
    orderRef: text('order_ref'),
    discount: money('discount').notNull().default(0),
    /** The order's goods value (selling prices), for the report's sales. */
    sales: money('sales').notNull().default(0),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    index('offer_redemptions_offer_idx').on(t.offerId, t.status),
    index('offer_redemptions_user_idx').on(t.userId, t.offerId),
    index('offer_redemptions_phone_idx').on(t.phone, t.offerId),
    check('offer_redemptions_status_check', sql`${t.status} in ('held', 'used', 'released')`),
  ],
);
