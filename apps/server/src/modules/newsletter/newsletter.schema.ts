// The newsletter module's table: WhatsApp subscribers.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  whatsappNumber: text('whatsapp_number').notNull().unique(),
  addedToGroup: text('added_to_group').notNull().default('no'),
  createdAt: createdAt(),
});
