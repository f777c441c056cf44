// The customers module's table: the owner's notes on a shopper (issue 27 item 4, decision 0051). The shoppers
// themselves are the accounts module's `users`; their orders, tickets, returns and refunds are read through the
// named queries customer-list and customer-page.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    // A shopper's account removed takes the owner's notes on her with it.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);
