// The consent module's table (issue 27, decision 0058): marketing consent per account and channel, append-only
// (migration 0043: a trigger refuses UPDATE and TRUNCATE, and DELETE unless it is the cascade of her account
// removed). Her current consent for a channel is her latest entry (by time, then id).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { shopperIdColumn } from '../accounts/accounts.schema.ts';

export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: shopperIdColumn(),
    /** 'whatsapp' or 'email' (shared CONSENT_CHANNELS). */
    channel: text('channel').notNull(),
    /** 'given' or 'withdrawn'. */
    action: text('action').notNull(),
    /** The exact words she was shown, and their version (shared CONSENT_WORDING, NEWSLETTER_WORDING). */
    wording: text('wording').notNull(),
    wordingVersion: text('wording_version').notNull(),
    /** The language the words were shown in ('en' or 'hi'). */
    language: text('language').notNull(),
    /** How: 'account', 'checkout', 'newsletter', 'newsletter_backfill' (shared CONSENT_SOURCES). */
    source: text('source').notNull(),
    /** By whom: 'shopper' (signed in) or 'visitor' (a withdrawal by her number on the newsletter box). */
    actor: text('actor').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('marketing_consents_latest_idx').on(t.userId, t.channel, t.at.desc(), t.id.desc()),
    check('marketing_consents_channel_check', sql`${t.channel} in ('whatsapp', 'email')`),
    check('marketing_consents_action_check', sql`${t.action} in ('given', 'withdrawn')`),
    check('marketing_consents_language_check', sql`${t.language} in ('en', 'hi')`),
    check(
      'marketing_consents_source_check',
      sql`${t.source} in ('account', 'checkout', 'newsletter', 'newsletter_backfill')`,
    ),
    check('marketing_consents_actor_check', sql`${t.actor} in ('shopper', 'visitor')`),
  ],
);
