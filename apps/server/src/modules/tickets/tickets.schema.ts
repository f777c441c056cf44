// The tickets module's table: support tickets.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id').notNull(),
    problemType: text('problem_type').notNull().default('Other'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    adminResponse: text('admin_response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_order_idx').on(t.orderId),
    index('tickets_user_idx').on(t.userId),
    // The dashboard's open-ticket count reads only the tickets still open (shared isTicketResolved, in SQL).
    index('tickets_open_idx').on(t.createdAt).where(sql`lower(trim(status)) not in ('solved', 'resolved')`),
  ],
);
