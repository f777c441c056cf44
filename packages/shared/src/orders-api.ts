// Cart, coupon, payment and order calls (product rules §3 Cart line / Single order / Bundle order, §7, docs/architecture.md
// payment flow): the request and answer of every call, one contract for the server and the web app.
// Amounts are rupees, except a payment order's `amount`, which is paise (rupees × 100).
import { z } from 'zod';
import { FulfilmentFieldsSchema } from './fulfilment.ts';
import { OrderRefundSchema } from './refunds-api.ts';
import { DeliveryAddressSchema, UserIdSchema } from './accounts.ts';
import { MESSAGES, ORDER_STATUSES } from './constants.ts';
import { idFromText, isIdInRange, MAX_ID } from './input.ts';
import { orderRef, parseOrderRef } from './order-refs.ts';

/** Texts of these calls that product rules §8 does not fix. */
export const ORDER_MESSAGES = {
  addedToCart: 'Product added to cart!',
  quantityUpdated: 'Quantity updated.',
  notInCart: 'This product is not in your cart.',
  quantityTooHigh: (available: number) =>
    available === 1 ? 'Only 1 piece is left in stock.' : `Only ${available} pieces are left in stock.`,
  cartEmpty: 'Your cart is empty.',
  amountChanged: 'The price has changed. Please review your order and try again.',
  paymentVerificationFailed: 'Payment verification failed. No order was placed.',
  paymentOrderNotFound: 'This payment was not found.',
  paymentFailed: 'Payment failed. No money was taken.',
  orderSaved: 'Order saved successfully',
  bundleOrderSaved: 'Bundle order saved',
  bundlePaid: 'Payment received. Your order is confirmed.',
  statusUpdated: 'Order status updated',
  orderNotFound: 'Order not found.',
  saveFailed: 'We could not save your order. Your payment is safe; please try again in a moment.',
  soldOutAfterPayment:
    'Sorry, this product sold out before your payment arrived. Your payment will be refunded.',
} as const;

/** A numeric id sent as a number or a numeric string ('12'); every failure answers `message`. */
const idValue = (message: string, pattern = /^[1-9]\d{0,15}$/) =>
  z.union(
    [
      z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
      z
        .string({ error: message })
        .trim()
        .regex(pattern, message)
        // Within the database's integer range: a larger number names no order or product.
        .refine((text) => isIdInRange(idFromText(text.replace(/^B-?/i, ''))), message),
    ],
    { error: message },
  );
const IdSchema = (message: string) => idValue(message).transform(Number);

/** A quantity of 1 to 100 pieces. */
const QuantitySchema = z
  .number({ error: 'Please choose a quantity of at least 1.' })
  .int('Please choose a whole quantity.')
  .min(1, 'Please choose a quantity of at least 1.')
  .max(100, 'Please choose a quantity of at most 100.');

/** Size and colour as picked; '' when the product has none. */
const ChoiceSchema = z.string().trim().max(100).optional();

// ── Cart ────────────────────────────────────────────────────────────────────────────────────────

/** One cart line as the cart page shows it (product rules §3 Cart line names, plus what the page needs). */
export const CartLineSchema = z.object({
  /** The line's id as text (product rules `_id`); `lineId` is the same number. */
  _id: z.string(),
  lineId: z.number().int(),
  productId: z.number().int(),
  brandname: z.string(),
  productname: z.string(),
  /** Server-relative image path (`/uploads/...`); load it from `/api` + path. */
  image: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** Unit price in rupees now. */
  new_price: z.number(),
  old_price: z.number().nullable(),
  /** Pieces that can still be bought now (stock less other shoppers' live reservations); null when not counted. */
  stock: z.number().int().nullable(),
  /** False when the product is switched off or fewer pieces are left than the line's quantity. */
  available: z.boolean(),
  couponApplied: z.boolean(),
  /** 'PROMO2024' when the line coupon is applied (product rules productCouponCode). */
  productCouponCode: z.string().nullable(),
  /** unit price × quantity. */
  lineMrp: z.number(),
  /** lineMrp after the line coupon. */
  lineTotal: z.number(),
  /** The variant the line names and the product's category: what offers' scopes read (issue 25). */
  variantId: z.number().int().nullable().optional(),
  category: z.string().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A cart line as a bundle order's item: what the checkout page sends and what the server saves. */
export function bundleItemOf(
  line: Pick<CartLine, 'productId' | 'productname' | 'new_price' | 'quantity' | 'size' | 'color' | 'image'>,
) {
  return {
    productId: line.productId,
    productName: line.productname,
    price: line.new_price,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    image: line.image,
  };
}

/** The server's price summary; the same numbers as `cartSummary` of pricing.ts over the lines. */
export const CartSummarySchema = z.object({
  /** The printed price: old prices where above the selling price (pricing.ts `unitMrp`). */
  totalMrp: z.number(),
  quantity: z.number().int(),
  /** totalMrp − the selling prices: the saving the MRP shows. */
  mrpDiscount: z.number(),
  /** What the coupons take off the selling prices. */
  couponDiscount: z.number(),
  couponApplied: z.boolean(),
  platformFee: z.number(),
  shippingFee: z.number(),
  totalAmount: z.number(),
  bundleCouponApplied: z.boolean(),
});
export type CartSummaryAnswer = z.infer<typeof CartSummarySchema>;

/** The offers the cart applied (what each saved) and the first hint that would unlock more (decision 0050). */
export const CartOffersSchema = z.object({
  applied: z.array(
    z.object({
      offerId: z.number().int(),
      name: z.string(),
      code: z.string().nullable(),
      savedPaise: z.number().int(),
      message: z.string(),
    }),
  ),
  hint: z
    .object({
      message: z.string(),
      template: z.string(),
      values: z.record(z.string(), z.union([z.string(), z.number()])),
      missingPaise: z.number().int().nullable(),
      missingPieces: z.number().int().nullable(),
    })
    .nullable(),
  /** Why the code the cart holds does not apply just now (its English sentence; Hindi in the offers locale). */
  codeRefusal: z.object({ reason: z.string(), message: z.string() }).nullable().optional(),
});

export const CartDataSchema = z.object({
  cart: z.array(CartLineSchema),
  summary: CartSummarySchema,
  /** Priced by the offers engine (packages/shared/cart-pricing.ts); absent only in a page's local preview. */
  offers: CartOffersSchema.optional(),
  /** The owner's code the shopper applied to the bag (issue 25; PROMO2024 on the bag is `bundleCouponApplied`). */
  couponCode: z.string().nullable().optional(),
  cartCount: z.number().int(),
  /** False when a line is unavailable: checkout is blocked with MESSAGES.cartHasOutOfStock. */
  canCheckout: z.boolean(),
});
export type CartData = z.infer<typeof CartDataSchema>;

/** The answer of every cart change: a message for the toast and the whole cart as it now is. */
export const CartChangeAnswerSchema = CartDataSchema.extend({ message: z.string() });
export type CartChangeAnswer = z.infer<typeof CartChangeAnswerSchema>;

/** `product` is a product id, or the product object (only its id or _id is read). */
export const AddToCartSchema = z.object({
  userId: UserIdSchema,
  product: z.union(
    [
      idValue(MESSAGES.productNotFound),
      z.looseObject({
        id: idValue(MESSAGES.productNotFound).optional(),
        _id: idValue(MESSAGES.productNotFound).optional(),
      }),
    ],
    { error: MESSAGES.productNotFound },
  ),
  size: ChoiceSchema,
  color: ChoiceSchema,
  quantity: QuantitySchema.optional(),
});
export type AddToCart = z.input<typeof AddToCartSchema>;

export const CartCountRequestSchema = z.object({ userId: UserIdSchema, isLoggedIn: z.boolean().optional() });
export type CartCountRequest = z.input<typeof CartCountRequestSchema>;
/** Number of lines in the cart (the header badge). */
export const CartCountAnswerSchema = z.object({ cartCount: z.number().int() });
export type CartCountAnswer = z.infer<typeof CartCountAnswerSchema>;

export const CartDataRequestSchema = z.object({ userId: UserIdSchema });
export type CartDataRequest = z.input<typeof CartDataRequestSchema>;

/** Removes the line `lineId`, or the lines of `productId` (narrowed by size and colour when given). */
export const RemoveFromCartSchema = z
  .object({
    userId: UserIdSchema,
    lineId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
    productId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
    size: ChoiceSchema,
    color: ChoiceSchema,
  })
  .refine((b) => b.lineId !== undefined || b.productId !== undefined, { error: ORDER_MESSAGES.notInCart });
export type RemoveFromCart = z.input<typeof RemoveFromCartSchema>;

/** Sets a line's quantity: at least 1, at most the pieces left. */
export const UpdateCartQuantitySchema = z.object({
  userId: UserIdSchema,
  lineId: IdSchema(ORDER_MESSAGES.notInCart),
  quantity: QuantitySchema,
});
export type UpdateCartQuantity = z.input<typeof UpdateCartQuantitySchema>;

/**
 * With `lineId` (or `productId`, which picks that product's first line) the line coupon, otherwise the bundle
 * coupon. Each applies once. The code is checked by the server (MESSAGES.invalidCoupon / enterCoupon).
 */
export const ApplyCouponSchema = z.object({
  userId: UserIdSchema,
  // A very long code is cut rather than refused here, so the server answers MESSAGES.invalidCoupon for it.
  couponCode: z.string({ error: MESSAGES.enterCoupon }).transform((code) => code.slice(0, 101)),
  lineId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
  productId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
});
export type ApplyCoupon = z.input<typeof ApplyCouponSchema>;

/** "Remove" beside the bag's code: the owner's code the cart holds (or PROMO2024 on the bag) is taken off. */
export const RemoveCouponSchema = z.object({ userId: UserIdSchema });
export type RemoveCoupon = z.input<typeof RemoveCouponSchema>;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

const orderCommon = {
  /** The order's number as text ('12'), as product rules §3 names it; `id` is the same number. */
  _id: z.string(),
  id: z.number().int(),
  /** '12' for a single order, 'B-12' for a bundle (order-refs orderRef): use it in /trackorder/{orderRef} and tickets. */
  orderRef: z.string(),
  userId: z.number().int(),
  status: z.string(),
  /** ISO time of the last status change by the shop, or null. */
  statusChangeDate: z.string().nullable(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
  /** ISO time of purchase; `date` is the same value under the product rules name. */
  date: z.string(),
  createdAt: z.string(),
  /** Copied from the account at purchase. */
  userName: z.string(),
  useremail: z.string(),
  usernumber: z.string(),
  paymentId: z.string().nullable(),
  /** How it is paid, where it is on its way (placed → packed → shipped → delivered | rto), and its shipment. */
  ...FulfilmentFieldsSchema,
  /** ISO date promised at checkout from the delivery pincode's zone (delivery-promise.ts); null: order date + 7. */
  promisedBy: z.string().nullable().optional(),
  /** Money going back on this order (owner refunds of a cancelled or returned order), oldest first. */
  refunds: z.array(OrderRefundSchema).optional(),
};

/**
 * One offer's part of an order line's discount (issue 25, migration 0038): the offer (null for a discount from before
 * offers), its code, the offer's name as the shop names it now (null when the offer is gone or there was none), and
 * the paise it took off the line.
 */
export const LineDiscountSchema = z.object({
  offerId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  paise: z.number().int(),
});
export type LineDiscountView = z.infer<typeof LineDiscountSchema>;

/** What every order line carries of its discounts: the paise taken off it and the offers they came from. */
const lineDiscountFields = {
  /** Paise the offers took off this line (its own and its share of the bag's); its `discounts` add up to it. */
  discountPaise: z.number().int(),
  discounts: z.array(LineDiscountSchema),
};

/** product rules §3 Single order; `price` is the total paid, shipping included. */
export const SingleOrderSchema = z.object({
  kind: z.literal('single'),
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  couponApplied: z.boolean(),
  returnRequest: z.boolean(),
  /** The shipping inside `price` (rupees); the goods are `price` less it, the line before discounts that plus `discountPaise`. */
  shippingFee: z.number(),
  ...lineDiscountFields,
  ...orderCommon,
});
export type SingleOrder = z.infer<typeof SingleOrderSchema>;

/** One product of a bundle order; `price` is the unit price, `lineTotal` after the line coupon. */
export const BundleOrderItemSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  image: z.string(),
  couponApplied: z.boolean(),
  lineTotal: z.number(),
  returnRequest: z.boolean(),
  ...lineDiscountFields,
});
export type BundleOrderItem = z.infer<typeof BundleOrderItemSchema>;

/** product rules §3 Bundle order; `totalAmount` is what was charged, shipping included. */
export const BundleOrderSchema = z.object({
  kind: z.literal('bundle'),
  products: z.array(BundleOrderItemSchema),
  totalAmount: z.number(),
  couponApplied: z.boolean(),
  /** The owner's bag code the bundle was priced with (issue 25), or null. */
  couponCode: z.string().nullable().optional(),
  ...orderCommon,
});
export type BundleOrder = z.infer<typeof BundleOrderSchema>;

/** 'B-7': a bundle order's reference (the same as order-refs orderRef('bundle', id)). */
export const bundleOrderRef = (id: number) => orderRef('bundle', id);
/** A bundle order id from 'B-7', 'B7', '7' or 7; NaN when it is none of those. */
export function parseBundleOrderId(value: unknown): number {
  const ref = parseOrderRef(value, 'bundle');
  return ref ? ref.id : Number.NaN;
}

const BundleIdSchema = idValue(ORDER_MESSAGES.orderNotFound, /^(B-?)?[1-9]\d{0,15}$/i).transform(
  parseBundleOrderId,
);

export const UserOrdersRequestSchema = z.object({ userId: UserIdSchema });
export type UserOrdersRequest = z.input<typeof UserOrdersRequestSchema>;
/** Newest first. */
export const UserOrdersAnswerSchema = z.object({ allOrders: z.array(SingleOrderSchema) });
export type UserOrdersAnswer = z.infer<typeof UserOrdersAnswerSchema>;
/** Paid bundle orders, newest first (a bundle saved at checkout but never paid is not listed). */
export const UserBundleOrdersAnswerSchema = z.object({ bundleOrders: z.array(BundleOrderSchema) });
export type UserBundleOrdersAnswer = z.infer<typeof UserBundleOrdersAnswerSchema>;

/** GET /order/:id and GET /bundle-order/:id (the owner or the admin; 404 otherwise). */
export const OrderIdParamsSchema = z.object({ id: z.string().trim().max(20) });
export type OrderIdParams = z.infer<typeof OrderIdParamsSchema>;

// ── Payment ─────────────────────────────────────────────────────────────────────────────────────

const MISSING = MESSAGES.paymentMissingFields;

export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** GET /payments/config: which checkout the payment page opens. */
export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  currency: z.literal('INR'),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * Step 1. `amount` is the rupee total the page shows; the server recomputes it and refuses a different one
 * (409, ORDER_MESSAGES.amountChanged, code AMOUNT_MISMATCH). Single purchase: productId, quantity, size,
 * color, and couponCode ('PROMO2024') or cartLineId (whose applied coupon counts). Bundle: bundleOrderId.
 */
export const CreateOrderSchema = z
  .object({
    /** Optional: the shopper is the token's; a different userId is refused (403). */
    userId: idValue(MISSING).optional(),
    amount: z.number({ error: MISSING }).positive(MISSING).max(10_000_000, MISSING),
    productId: IdSchema(MISSING).optional(),
    quantity: QuantitySchema.optional(),
    size: ChoiceSchema,
    color: ChoiceSchema,
    couponCode: z.string().max(100).optional(),
    cartLineId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
    bundleOrderId: BundleIdSchema.optional(),
    /** Where to deliver; the account's saved address when omitted. */
    deliveryAddress: DeliveryAddressSchema.optional(),
  })
  .refine((b) => b.productId !== undefined || b.bundleOrderId !== undefined, { error: MISSING });
export type CreateOrder = z.input<typeof CreateOrderSchema>;

/**
 * POST /quoteOrder: a Buy Now priced by the server before any money is asked — the engine with the owner's offers
 * (issue 25): the summary whose `totalAmount` the page then sends as /createOrder's `amount`, and the offers applied.
 */
export const QuoteOrderSchema = z.object({
  userId: idValue(MISSING).optional(),
  productId: IdSchema(MISSING),
  quantity: QuantitySchema.optional(),
  size: ChoiceSchema,
  color: ChoiceSchema,
  couponCode: z.string().max(100).optional(),
  cartLineId: IdSchema(ORDER_MESSAGES.notInCart).optional(),
});
export type QuoteOrder = z.input<typeof QuoteOrderSchema>;
/**
 * The quote answers both ways to pay (decision 0047): `summary` and `offers` paying online (what /createOrder's
 * `amount` must be), `cod` paying on delivery (/cod/start's `amount`, the fee apart), and what paying online saves
 * in rupees ("Pay online and save ₹N"; 0 when no offer is paid online only).
 */
export const QuoteAnswerSchema = z.object({
  summary: CartSummarySchema,
  offers: CartOffersSchema,
  cod: z.object({ summary: CartSummarySchema, offers: CartOffersSchema }),
  payOnlineSaving: z.number(),
});
export type QuoteAnswer = z.infer<typeof QuoteAnswerSchema>;

/** POST /quoteCart: the cart's checkout priced both ways to pay, as /quoteOrder answers a Buy Now. */
export const QuoteCartSchema = z.object({
  userId: idValue(MISSING).optional(),
  couponCode: z.string().max(100).optional(),
  deliveryAddress: DeliveryAddressSchema.optional(),
});
export type QuoteCart = z.input<typeof QuoteCartSchema>;

export const PaymentOrderSchema = z.object({
  /** The provider's order id (Razorpay `order_...`, or `order_test_...`). */
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** ISO time when the stock reservation lapses (15 minutes). */
  expiresAt: z.string(),
  /** The server's rupee total for the page to show. */
  totalAmount: z.number(),
  bundleOrderId: z.number().int().nullable(),
  /**
   * Whether the pieces are held for this window. A shopper over the hold limits (decision 0015) can still pay,
   * but the first payment to arrive gets the last pieces and a later one is refunded.
   */
  held: z.boolean(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/** POST /payments/:orderId/close: the shopper closed the payment window. */
export const PaymentOrderIdParamsSchema = z.object({
  orderId: z.string().trim().min(1).max(100),
});

/** What a checkout hands back, from Razorpay or from POST /payments/test/pay. */
export const PaymentResultSchema = z.object({
  razorpay_order_id: z.string({ error: ORDER_MESSAGES.paymentVerificationFailed }).min(1).max(100),
  razorpay_payment_id: z.string({ error: ORDER_MESSAGES.paymentVerificationFailed }).min(1).max(100),
  razorpay_signature: z.string({ error: ORDER_MESSAGES.paymentVerificationFailed }).min(1).max(200),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** Step 2 with the test provider (exists only while it is active). `outcome: 'failure'` answers 402. */
export const TestPaySchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']).optional(),
});
export type TestPay = z.infer<typeof TestPaySchema>;

/**
 * Step 3, single purchase. What is bought and its price come from the stored payment order; the other fields
 * are accepted as product rules §7 names them. Answers 201 on the first call and 200 with the same order on a replay.
 */
export const SaveOrderSchema = PaymentResultSchema.extend({
  userId: UserIdSchema,
  productId: IdSchema(MISSING).optional(),
  amount: z.number().optional(),
  size: ChoiceSchema,
  color: ChoiceSchema,
  quantity: z.number().int().optional(),
  deliveryAddress: DeliveryAddressSchema.optional(),
});
export type SaveOrder = z.input<typeof SaveOrderSchema>;

export const SaveOrderAnswerSchema = z.object({ message: z.string(), order: SingleOrderSchema });
export type SaveOrderAnswer = z.infer<typeof SaveOrderAnswerSchema>;

/**
 * Checkout: saves the pending bundle order from the cart with server prices. `products` and `totalAmount` are
 * what the page showed: the total must match the server's (409 AMOUNT_MISMATCH otherwise). The bundle coupon
 * counts when it was applied to the cart or `couponCode` is 'PROMO2024'.
 */
export const SaveBundleOrderSchema = z.object({
  userId: UserIdSchema,
  products: z
    .array(
      z.looseObject({
        productId: z.union([z.number(), z.string()]).optional(),
        quantity: z.number().optional(),
      }),
    )
    .max(100)
    .optional(),
  totalAmount: z.number({ error: MISSING }).positive(MISSING),
  deliveryAddress: DeliveryAddressSchema.optional(),
  couponCode: z.string().max(100).optional(),
  /**
   * The way she will pay, which the total was priced for (decision 0047): 'online' counts the offers paid online
   * only; 'cod' or absent does not. A bundle saved for online is refused by /cod/start.
   */
  paymentMethod: z.enum(['online', 'cod']).optional(),
});
export type SaveBundleOrder = z.input<typeof SaveBundleOrderSchema>;

export const SaveBundleOrderAnswerSchema = z.object({
  message: z.string(),
  /** The number to send as createOrder's bundleOrderId. */
  bundleOrderId: z.number().int(),
  order: BundleOrderSchema,
});
export type SaveBundleOrderAnswer = z.infer<typeof SaveBundleOrderAnswerSchema>;

/**
 * One call, two callers. Shopper (her own token): { userId, bundleOrderId, status: 'paid', deliveryAddress?,
 * razorpay_order_id, razorpay_payment_id, razorpay_signature }. Admin (admin token): { orderId, userId, status }.
 */
export const UpdateBundleOrderStatusSchema = z.object({
  userId: UserIdSchema.optional(),
  bundleOrderId: BundleIdSchema.optional(),
  orderId: BundleIdSchema.optional(),
  status: OrderStatusSchema,
  deliveryAddress: DeliveryAddressSchema.optional(),
  razorpay_order_id: z.string().min(1).max(100).optional(),
  razorpay_payment_id: z.string().min(1).max(100).optional(),
  razorpay_signature: z.string().min(1).max(200).optional(),
});
export type UpdateBundleOrderStatus = z.input<typeof UpdateBundleOrderStatusSchema>;

export const UpdateBundleOrderStatusAnswerSchema = z.object({
  message: z.string(),
  order: BundleOrderSchema,
});
export type UpdateBundleOrderStatusAnswer = z.infer<typeof UpdateBundleOrderStatusAnswerSchema>;

/** The webhook's answer; Razorpay only looks at the status code. */
export const WebhookAnswerSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
export type WebhookAnswer = z.infer<typeof WebhookAnswerSchema>;
