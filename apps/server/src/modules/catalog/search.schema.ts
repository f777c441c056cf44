// The search module's tables (migration 0023): the owner's synonym groups and the searches shoppers made.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

/** A group of words that mean the same; words[0] is the catalogue's own word, the others are replaced by it. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  words: text('words').array().notNull(),
  createdAt: createdAt(),
});

/** Each search text (normalised) asked, how often, when last, and how many products it found that time. */
export const searchLog = pgTable(
  'search_log',
  {
    text: text('text').primaryKey(),
    count: integer('count').notNull().default(0),
    results: integer('results').notNull().default(0),
    lastSeen: timestamptz('last_seen').notNull().defaultNow(),
  },
  (t) => [index('search_log_results_idx').on(t.results, t.count)],
);
