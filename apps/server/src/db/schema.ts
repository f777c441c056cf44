// Drizzle schema: every entity of SPEC §3 plus what the API contract needs.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { GstDocument } from '@zariya/shared/gst-api';
import type { Language } from '@zariya/shared/language';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type Specification = { key: string; value: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandname: text('brandname').notNull(),
    productname: text('productname').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    newPrice: integer('new_price').notNull(),
    oldPrice: integer('old_price'),
    available: boolean('available').notNull().default(true),
    /** Null: the shop does not count this product's pieces; it is sold while available (decision 0020). */
    stock: integer('stock').default(0),
    material: text('material').notNull().default(''),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    ratings: integer('ratings').array().notNull().default(sql`'{}'::integer[]`),
    averageRating: real('average_rating').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** 4, 6 or 8 digits; null: the category's default HSN (shop settings) goes on the invoice. */
    hsnCode: text('hsn_code'),
    createdAt: createdAt(),
    /** Set when the owner deletes a product that orders, reviews or carts still name: gone from the shop, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    // A category page in each sort order reads its page from one of these four, id last so that the order is
    // total; the rows it skips (OFFSET) and its count come from the index alone (decision 0018).
    index('products_category_created_idx').on(t.category, t.createdAt, t.id).where(sql`archived_at is null`),
    index('products_category_price_idx').on(t.category, t.newPrice, t.id).where(sql`archived_at is null`),
    index('products_category_discount_idx')
      .on(t.category, t.discountPercent, t.id)
      .where(sql`archived_at is null`),
    index('products_category_rating_idx')
      .on(t.category, t.averageRating, t.id)
      .where(sql`archived_at is null`),
    index('products_price_idx').on(t.newPrice).where(sql`archived_at is null`),
    index('products_brand_idx').on(t.brandname),
    // The dashboard's low-stock panel: counted stock only (decision 0020), lowest first.
    index('products_counted_stock_idx').on(t.stock).where(sql`archived_at is null and stock is not null`),
    // Catalogue filters and sorts (colour and size filters use `&&` on the arrays).
    index('products_created_idx').on(t.createdAt).where(sql`archived_at is null`),
    index('products_discount_idx').on(t.discountPercent).where(sql`archived_at is null`),
    index('products_rating_idx').on(t.averageRating).where(sql`archived_at is null`),
    index('products_colors_idx').using('gin', t.colors),
    index('products_sizes_idx').using('gin', t.sizes),
    // Search: migration 0005 adds the stored generated column `search_document tsvector`
    // (products_search_document(...) of migration 0002) with its GIN index products_search_document_idx.
    // It is left out of this table on purpose, so that `select()` elsewhere does not fetch it;
    // modules/catalog/catalog.query.ts names it in SQL.
  ],
);

/**
 * Every word of the catalogue (lower case, letters only, 3 or more) with the number of products using
 * it; typo tolerance replaces an unknown search word by its closest word here. Kept up to date by
 * triggers on products (migration 0005), so every writer (admin, seed, tests, scripts) keeps it right.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fullname: text('fullname').notNull(),
  contact: text('contact').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
  /** She asked for order updates on WhatsApp too (account page); e-mail is always sent. */
  whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
  /** She followed the stop link of a cart reminder: no more of them. */
  cartRemindersOff: boolean('cart_reminders_off').notNull().default(false),
  /** The shop's language she chose last (decision 0033); sign-in on another device brings it back. */
  language: text('language').$type<Language>().notNull().default('en'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Moved forward at most once a minute while the session is used; the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A short label for the signed-in devices list ("Chrome on Android"), never the raw user agent. */
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** An HMAC of the admin password in force at login: a changed ADMIN_PASSWORD ends the session. */
  passwordFingerprint: text('password_fingerprint').notNull().default(''),
});

// Small key/value store for shop settings (the generated admin password hash).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// The owner's delivery settings (issue 13): one row (id 1), made with the defaults on first save.
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    originPincode: text('origin_pincode'),
    sameCityDays: integer('same_city_days').notNull(),
    sameStateDays: integer('same_state_days').notNull(),
    metroDays: integer('metro_days').notNull(),
    restOfIndiaDays: integer('rest_of_india_days').notNull(),
    unservedPincodes: text('unserved_pincodes').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('delivery_settings_one_row', sql`id = 1`)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_email_idx').on(t.email)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    couponApplied: boolean('coupon_applied').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_line_unique').on(t.userId, t.productId, t.size, t.color)],
);

// Cart-wide state: the bundle coupon, applied once per cart and cleared when the cart is bought.
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bundleCouponApplied: boolean('bundle_coupon_applied').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a line was last added, removed or changed: the abandoned-cart reminder counts from here. */
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The `changedAt` a reminder was sent for: at most one reminder per change. */
  remindedFor: timestamp('reminded_for', { withTimezone: true }),
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
    productName: text('product_name').notNull(),
    image: text('image').notNull().default(''),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    couponCode: text('coupon_code'),
    status: text('status').notNull().default('pending'),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true }),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    returnRequest: boolean('return_request').notNull().default(false),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userNumber: text('user_number').notNull(),
    paymentId: text('payment_id').unique(),
    paymentOrderId: text('payment_order_id'),
    /** 'online' (paid before placing) or 'cod' (cash collected at delivery); decision 0028. */
    paymentMethod: text('payment_method').notNull().default('online'),
    /** placed → packed → shipped → delivered | rto (shared fulfilment.ts), beside the SPEC status. */
    fulfilment: text('fulfilment').notNull().default('placed'),
    fulfilmentChangedAt: timestamp('fulfilment_changed_at', { withTimezone: true }),
    /** Rupees added for paying on delivery, on top of the goods total (`price` / `total_amount`). */
    codFee: money('cod_fee').notNull().default(0),
    /** The shipping inside `price` (decision 0037): a return pays it back only with the order's last pieces. */
    shippingFee: money('shipping_fee').notNull().default(0),
    /** The delivery date promised at checkout from the pincode's zone; null: the SPEC's order date + 7 days. */
    promisedBy: timestamp('promised_by', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    // The owner's dashboard reads paid orders by date (decision 0029).
    index('orders_paid_created_idx')
      .on(t.createdAt)
      .where(sql`(payment_id is not null or payment_method = 'cod')`),
    index('orders_cod_open_idx').on(t.paymentMethod, t.fulfilment),
    // One order per payment order, whoever settles it first (browser or webhook).
    uniqueIndex('orders_payment_order_unique').on(t.paymentOrderId),
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
    status: text('status').notNull().default('pending'),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true }),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userNumber: text('user_number').notNull(),
    paymentId: text('payment_id').unique(),
    paymentOrderId: text('payment_order_id'),
    /** 'online' (paid before placing) or 'cod' (cash collected at delivery); decision 0028. */
    paymentMethod: text('payment_method').notNull().default('online'),
    /** placed → packed → shipped → delivered | rto (shared fulfilment.ts), beside the SPEC status. */
    fulfilment: text('fulfilment').notNull().default('placed'),
    fulfilmentChangedAt: timestamp('fulfilment_changed_at', { withTimezone: true }),
    /** Rupees added for paying on delivery, on top of the goods total (`price` / `total_amount`). */
    codFee: money('cod_fee').notNull().default(0),
    /** As on orders: set when the bundle is paid, from its delivery pincode. */
    promisedBy: timestamp('promised_by', { withTimezone: true }),
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
    productName: text('product_name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    image: text('image').notNull().default(''),
    returnRequest: boolean('return_request').notNull().default(false),
    couponApplied: boolean('coupon_applied').notNull().default(false),
  },
  (t) => [index('bundle_items_order_idx').on(t.bundleOrderId)],
);

// A payment order at the provider (Razorpay or the built-in test provider); its status moves only along
// PAYMENT_ORDER_MOVES (packages/shared/src/payment-lifecycle.ts): created → attempted → paid | failed | expired.
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(), // 'single' | 'bundle'
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    purchase: jsonb('purchase').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('created'),
    /** The payment that paid it (the order's payment); later payments are refunded. */
    paymentId: text('payment_id'),
    /** Sent to the provider: the same purchase retried within its window finds this order again. */
    receipt: text('receipt').unique(),
    /** Network address that asked for it (unpaid-hold throttling). */
    clientAddress: text('client_address'),
    /** Whether its pieces were held (a shopper over the unpaid-hold limit pays without a hold). */
    held: boolean('held').notNull().default(true),
    /** Last time the reconciler asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    index('payment_orders_address_created_idx').on(t.clientAddress, t.createdAt),
    index('payment_orders_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Every payment the provider captured for a payment order, once: it became the order (`order`) or is owed back
 * (`refund`). Inserted first in settlement, so a replay of the same payment finds what it became.
 */
export const receivedPayments = pgTable('received_payments', {
  id: text('id').primaryKey(),
  paymentOrderId: text('payment_order_id')
    .notNull()
    .references(() => paymentOrders.id),
  amountPaise: integer('amount_paise').notNull(),
  outcome: text('outcome').notNull(), // 'order' | 'refund'
  createdAt: createdAt(),
});

/** Money going back; status moves along REFUND_MOVES: due → requested → processed | failed. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    orderKind: text('order_kind'), // 'single' | 'bundle' when the refund is for an order
    orderId: integer('order_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('due'),
    /** Sent as X-Refund-Idempotency: a retried request never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_status_idx').on(t.status),
    index('refunds_order_idx').on(t.orderKind, t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_product_idx').on(t.productId),
    index('reservations_payment_order_idx').on(t.paymentOrderId),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    orderId: text('order_id'),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull().default(''),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    uniqueIndex('reviews_once_per_order_product').on(t.userId, t.orderId, t.productId),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  whatsappNumber: text('whatsapp_number').notNull().unique(),
  addedToGroup: text('added_to_group').notNull().default('no'),
  createdAt: createdAt(),
});

// Failed-attempt counters for login and OTP throttling, shared by every server process (see docs/decisions/0005).
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('auth_throttle_last_failure_idx').on(t.lastFailureAt)],
);

// Places (a number with a client address, hashed) where the shopper logged in with her password lately:
// the account-wide login lock does not apply there (docs/decisions/0016).
export const loginTrust = pgTable('login_trust', {
  key: text('key').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
});

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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The order it became ('12' or 'B-12'). */
    orderRef: text('order_ref'),
  },
  (t) => [index('cod_challenges_user_idx').on(t.userId, t.createdAt)],
);

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
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
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
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    activity: text('activity').notNull().default(''),
    location: text('location').notNull().default(''),
  },
  (t) => [uniqueIndex('tracking_events_unique').on(t.shipmentId, t.at, t.status, t.activity)],
);

/**
 * A shopper's hearted products (issue 14). `priceWhenAdded` feeds "Price dropped"; `missedStock` is set when the
 * product was out of stock at the heart or went out of stock since (a trigger on products, migration 0011, so
 * every writer keeps it right) and feeds "Back in stock". A deleted product leaves every wishlist with it.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceWhenAdded: integer('price_when_added').notNull(),
    missedStock: boolean('missed_stock').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/** The owner's size guide per category (issue 14): body measurements in cm, smallest size first. */
export type SizeGuideRowValue = { size: string; bust: number; waist: number; hip: number; length?: number };
export const sizeGuides = pgTable('size_guides', {
  category: text('category').primaryKey(),
  rows: jsonb('rows').$type<SizeGuideRowValue[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's return or exchange of pieces of a delivered order (issue 14, shared returns.ts): requested →
 * approved | declined → picked_up → received → refunded | exchanged, each step a guarded UPDATE. A return of a
 * prepaid order ends in a row of `refunds`; of a COD order, in the owner's bank transfer (its reference kept
 * here). An exchange ends in a new single order at price 0 (`exchange_order_id`).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderKind: text('order_kind').notNull(), // 'single' | 'bundle'
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull(), // 'return' | 'exchange'
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    photo: text('photo').notNull(),
    status: text('status').notNull().default('requested'),
    ownerNote: text('owner_note').notNull().default(''),
    exchangeSize: text('exchange_size').notNull().default(''),
    exchangeColor: text('exchange_color').notNull().default(''),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transferReference: text('transfer_reference').notNull().default(''),
    refundId: integer('refund_id').references(() => refunds.id),
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderKind, t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_user_idx').on(t.userId),
  ],
);

/** The pieces of a return: `line_id` is the order id (single) or the bundle_order_items id (bundle). */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    check('return_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The GST rate table (decision 0022): dated rows the owner adds when the Council changes rates; never edited. */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: serial('id').primaryKey(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** '' for every product, else the HSN codes it starts (a more specific prefix wins). */
    hsnPrefix: text('hsn_prefix').notNull().default(''),
    /** Rupees per piece after discount, GST included; null: lowerRate for all values. */
    threshold: money('threshold'),
    lowerRate: numeric('lower_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    upperRate: numeric('upper_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gst_rates_start_unique').on(t.effectiveFrom, t.hsnPrefix)],
);

/**
 * The next serial of each document series ('invoice', 'credit_note') in each financial year. Bumped with
 * UPDATE … RETURNING in the transaction that inserts the document, so its row lock orders concurrent issuers and a
 * rolled-back issue gives its number back: consecutive, no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** Tax invoices and credit notes; `document` is what was issued, frozen (later edits of the shop or order do not touch it). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'invoice' | 'credit_note'
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    orderKind: text('order_kind').notNull(), // 'single' | 'bundle'
    orderId: integer('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    /** What a credit note answers, once each: 'refund:12' (a refund) or 'return:B-3' (goods back, no refund). */
    creditFor: text('credit_for').unique(),
    /** YYYY-MM-DD in India: the date printed and the month it is reported in. */
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<GstDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_one_per_order').on(t.orderKind, t.orderId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_series_serial').on(t.kind, t.financialYear, t.serial),
    index('invoices_date_idx').on(t.documentDate),
    index('invoices_invoice_idx').on(t.invoiceId),
  ],
);
