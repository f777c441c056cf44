// The orders module's tables: single orders, bundle orders and their items.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { CodRiskReason } from '@zariya/shared/cod-risk';
import type { LineDiscount } from '@zariya/shared/line-shares';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { productVariants } from '../catalog/variants.schema.ts';

/**
 * An order line's share of every discount (migration 0038, shared line-shares.ts): the paise the offers took off
 * the line (its own and its share of the bag's) and each offer's part. Price × quantity − share is what the line was
 * paid: its taxable value on the invoice, and what its pieces give back.
 */
const lineDiscount = () => ({
  discountPaise: integer('discount_paise').notNull().default(0),
  discounts: jsonb('discounts').$type<LineDiscount[]>().notNull().default([]),
});

/**
 * The columns a single order and a bundle order share, from the buyer's name to the COD fee (each call makes new
 * builders: `payment_id`'s unique constraint is named after the table it lands in).
 */
const buyerAndPayment = () => ({
  userName: text('user_name').notNull(),
  userEmail: text('user_email').notNull(),
  userNumber: text('user_number').notNull(),
  paymentId: text('payment_id').unique(),
  paymentOrderId: text('payment_order_id'),
  /** 'online' (paid before placing) or 'cod' (cash collected at delivery); decision 0028. */
  paymentMethod: text('payment_method').notNull().default('online'),
  /** placed → packed → shipped → delivered | rto (shared fulfilment.ts), beside the spec status. */
  fulfilment: text('fulfilment').notNull().default('placed'),
  fulfilmentChangedAt: timestamptz('fulfilment_changed_at'),
  /** Rupees added for paying on delivery, on top of the goods total (`price` / `total_amount`). */
  codFee: money('cod_fee').notNull().default(0),
  /** Return-to-origin risk 0–100 of a COD order when placed, and its reasons (decision 0047); null otherwise. */
  codRisk: integer('cod_risk'),
  codRiskReasons: jsonb('cod_risk_reasons').$type<CodRiskReason[]>(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (decision 0043 phase 2); null only on rows older than migration 0029 that matched none. */
    variantId: integer('variant_id').references(() => productVariants.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull().default(''),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    couponCode: text('coupon_code'),
    ...lineDiscount(),
    status: text('status').notNull().default('pending'),
    statusChangeDate: timestamptz('status_change_date'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    returnRequest: boolean('return_request').notNull().default(false),
    ...buyerAndPayment(),
    /** The shipping inside `price` (decision 0037): a return pays it back only with the order's last pieces. */
    shippingFee: money('shipping_fee').notNull().default(0),
    /** The delivery date promised at checkout from the pincode's zone; null: the spec's order date + 7 days. */
    promisedBy: timestamptz('promised_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // "Often bought together" reads each product's buyers (migration 0026).
    index('orders_product_idx').on(t.productId),
    index('orders_status_idx').on(t.status),
    // The owner's dashboard reads paid orders by date (decision 0029).
    index('orders_paid_created_idx')
      .on(t.createdAt)
      .where(sql`(payment_id is not null or payment_method = 'cod')`),
    index('orders_cod_open_idx').on(t.paymentMethod, t.fulfilment),
    // One order per payment order, whoever settles it first (browser or webhook).
    uniqueIndex('orders_payment_order_unique').on(t.paymentOrderId),
    check('orders_discount_paise_check', sql`${t.discountPaise} >= 0`),
  ],
);

export const bundleOrders = pgTable(
  'bundle_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    totalAmount: money('total_amount').notNull(),
    couponApplied: boolean('coupon_applied').notNull().default(false),
    /** The owner's bag code the bundle was priced with (migration 0037); its payment takes the code's use. */
    couponCode: text('coupon_code'),
    status: text('status').notNull().default('pending'),
    statusChangeDate: timestamptz('status_change_date'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    ...buyerAndPayment(),
    /** As on orders: set when the bundle is paid, from its delivery pincode. */
    promisedBy: timestamptz('promised_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bundle_orders_user_idx').on(t.userId),
    // The owner's dashboard reads paid bundles by date; bundles saved but never paid stay out (decision 0029).
    index('bundle_orders_paid_created_idx')
      .on(t.createdAt)
      .where(sql`(payment_id is not null or payment_method = 'cod')`),
    index('bundle_orders_cod_open_idx').on(t.paymentMethod, t.fulfilment),
  ],
);

export const bundleOrderItems = pgTable(
  'bundle_order_items',
  {
    id: serial('id').primaryKey(),
    bundleOrderId: integer('bundle_order_id')
      .notNull()
      .references(() => bundleOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (decision 0043 phase 2); null only on rows older than migration 0029 that matched none. */
    variantId: integer('variant_id').references(() => productVariants.id),
    productName: text('product_name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    image: text('image').notNull().default(''),
    returnRequest: boolean('return_request').notNull().default(false),
    couponApplied: boolean('coupon_applied').notNull().default(false),
    ...lineDiscount(),
  },
  (t) => [
    index('bundle_items_order_idx').on(t.bundleOrderId),
    index('bundle_items_product_idx').on(t.productId),
    check('bundle_order_items_discount_paise_check', sql`${t.discountPaise} >= 0`),
  ],
);
