// The fulfilment module's tables: shipments and the courier's tracking events.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** One shipment per order: who carries it and its AWB (decision 0028). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderKind: text('order_kind').notNull(), // 'single' | 'bundle'
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(), // 'manual' | 'shiprocket'
    courier: text('courier').notNull(),
    awb: text('awb').notNull(),
    trackingUrl: text('tracking_url'),
    /** Shiprocket's order and shipment ids, when booked there. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    shippedAt: timestamptz('shipped_at').notNull().defaultNow(),
    /** Failed delivery attempts the courier reported (NDR), and the last one the shopper answered (issue 28). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    answeredAttempt: integer('answered_attempt').notNull().default(0),
    /** The courier's reason for the last failed attempt. */
    failedReason: text('failed_reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shipments_order_unique').on(t.orderKind, t.orderId),
    index('shipments_awb_idx').on(t.awb),
  ],
);

/** Scans reported by the courier (Shiprocket's webhook or tracking call); a repeated scan is stored once. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    status: text('status').notNull(),
    activity: text('activity').notNull().default(''),
    location: text('location').notNull().default(''),
  },
  (t) => [uniqueIndex('tracking_events_unique').on(t.shipmentId, t.at, t.status, t.activity)],
);
