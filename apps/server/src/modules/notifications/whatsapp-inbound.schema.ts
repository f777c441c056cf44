// The notifications module's table for WhatsApp's incoming webhook (decision 0053): the messages already handled.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** Meta delivers a webhook at least once: a message id seen here is not handled again. */
export const whatsappInboundMessages = pgTable('whatsapp_inbound_messages', {
  messageId: text('message_id').primaryKey(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
