// Returns and exchanges (issue 14 item 4): within RETURN_WINDOW_DAYS of delivery the shopper asks to return or
// exchange some pieces of a delivered order; the owner approves or declines, marks picked up and received (the
// pieces go back on the shelf), then the return ends in a refund and the exchange in a new order at no charge.
// The server applies each step as one guarded UPDATE (… WHERE status IN (returnStatesBefore(to))).
import { z } from 'zod';
import { RETURN_WINDOW_DAYS } from './constants.ts';
import { statesBefore } from './payment-lifecycle.ts';
import { colorAvailability, sizeAvailability, type VariantFacts } from './variant-rules.ts';

export const RETURN_STATES = [
  'requested',
  'approved',
  'declined',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_MOVES: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['approved', 'declined'],
  approved: ['picked_up'],
  declined: [],
  picked_up: ['received'],
  received: ['refunded', 'exchanged'],
  refunded: [],
  exchanged: [],
};

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};

export const returnStatesBefore = (to: ReturnState) => statesBefore(RETURN_MOVES, to);

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_REASONS = [
  'size_issue',
  'damaged',
  'not_as_described',
  'wrong_item',
  'colour_different',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  size_issue: 'Size does not fit',
  damaged: 'Damaged or defective',
  not_as_described: 'Not as described',
  wrong_item: 'Wrong item received',
  colour_different: 'Colour looks different',
  changed_mind: 'Changed my mind',
  other: 'Other or no reason given',
};

/** Returns are "no questions asked" (product rules top banner): a request without a reason is filed under this one. */
export const NO_REASON: ReturnReason = 'other';

export const RETURN_MESSAGES = {
  notFound: 'Return request not found.',
  orderNotFound: 'Order not found.',
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  windowClosed: `Returns and exchanges close ${RETURN_WINDOW_DAYS} days after delivery.`,
  alreadyRequested: 'A return or exchange has already been requested for these items.',
  unknownLine: 'Pick items from this order.',
  tooMany: 'You cannot return more pieces than you bought.',
  photoRequired: 'Add a photo of the item.',
  photoMissing: 'This photo is no longer kept.',
  invalidPhoto: 'The photo must be a JPEG, PNG or WebP picture.',
  exchangeOneLine: 'An exchange is for one item at a time.',
  exchangeNoChange: 'Pick another size or colour for the exchange.',
  unknownSize: (size: string) => `Size "${size}" is not offered for this product.`,
  unknownColour: (colour: string) => `Colour "${colour}" is not offered for this product.`,
  exchangeOutOfStock: 'The size or colour you picked is out of stock.',
  exchangeFinal:
    'This order is an exchange: its return window was the original order’s. Raise a ticket if something is wrong.',
  declineNote: 'Write a note telling the shopper why the return is declined.',
  transferReference: 'Enter the bank transfer reference of the refund.',
  badMove: (from: ReturnState, to: ReturnState) =>
    `A return that is ${RETURN_STATE_LABELS[from].toLowerCase()} cannot be marked ${RETURN_STATE_LABELS[to].toLowerCase()}.`,
  wrongEnding: (kind: ReturnKind) =>
    kind === 'return'
      ? 'A return ends in a refund, not an exchange.'
      : 'An exchange ends in a new order, not a refund.',
} as const;

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: RETURN_WINDOW_DAYS after the delivery was recorded. */
export const returnDeadline = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Why this order cannot be returned now, or null. Delivery is the fulfilment step `delivered` and its time. */
export function returnWindowRefusal(
  order: { fulfilment: string; deliveredAt: Date | null },
  now: Date,
): string | null {
  if (order.fulfilment !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if (now.getTime() > returnDeadline(order.deliveredAt).getTime()) return RETURN_MESSAGES.windowClosed;
  return null;
}

/** Why the owner may not take this step, or null. */
export function returnMoveRefusal(current: { status: ReturnState; kind: ReturnKind }, to: ReturnState) {
  if (to === 'refunded' && current.kind !== 'return') return RETURN_MESSAGES.wrongEnding('exchange');
  if (to === 'exchanged' && current.kind !== 'exchange') return RETURN_MESSAGES.wrongEnding('return');
  if (!RETURN_MOVES[current.status].includes(to)) return RETURN_MESSAGES.badMove(current.status, to);
  return null;
}

/** The owner's buttons for a return in this state (one ending only: the one its kind takes). */
export function returnButtons(current: { status: ReturnState; kind: ReturnKind }) {
  return RETURN_MOVES[current.status]
    .filter((to) => returnMoveRefusal(current, to) === null)
    .map((to) => ({ to, label: RETURN_BUTTON_LABELS[to] }));
}

const RETURN_BUTTON_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Requested',
  approved: 'Approve',
  declined: 'Decline',
  picked_up: 'Mark picked up',
  received: 'Mark received',
  refunded: 'Refund',
  exchanged: 'Send exchange',
};

/**
 * Why these pieces cannot be asked for, or null: each line of the order, no more pieces than bought minus those
 * already in an open (not declined) request.
 */
export function returnItemsRefusal(
  lines: ReadonlyArray<{ lineId: number; quantity: number; taken: number }>,
  wanted: ReadonlyArray<{ lineId: number; quantity: number }>,
): string | null {
  const seen = new Set<number>();
  for (const item of wanted) {
    const line = lines.find((l) => l.lineId === item.lineId);
    if (!line || seen.has(item.lineId)) return RETURN_MESSAGES.unknownLine;
    seen.add(item.lineId);
    if (item.quantity > line.quantity) return RETURN_MESSAGES.tooMany;
    if (item.quantity > line.quantity - line.taken) return RETURN_MESSAGES.alreadyRequested;
  }
  return null;
}

/** Why this exchange choice is refused (a size or colour the product does not offer, or no change), or null. */
export function exchangeChoiceRefusal(
  product: { sizes: readonly string[]; colors: readonly string[] },
  bought: { size: string; color: string },
  wanted: { size?: string; color?: string },
): string | null {
  const size = wanted.size || bought.size;
  const color = wanted.color || bought.color;
  if (wanted.size && !product.sizes.includes(wanted.size)) return RETURN_MESSAGES.unknownSize(wanted.size);
  if (wanted.color && !product.colors.includes(wanted.color))
    return RETURN_MESSAGES.unknownColour(wanted.color);
  if (size === bought.size && color === bought.color) return RETURN_MESSAGES.exchangeNoChange;
  return null;
}

/** A combination an exchange may ask for, as the return form knows it: whether a piece of it is there. */
export type ExchangeVariant = { size: string; color: string; inStock: boolean };

/** The answered combinations as the shared availability rules read them: a piece there, or none. */
const exchangeFacts = (variants: readonly ExchangeVariant[]): VariantFacts[] =>
  variants.map((v) => ({
    size: v.size,
    color: v.color,
    stock: v.inStock ? null : 0,
    newPrice: null,
    oldPrice: null,
  }));
const EACH_ITS_OWN = { stock: null, stockMode: 'split', available: true } as const;

/**
 * What the exchange form offers for a line (decision 0043): the variant the shopper's picks name (a size or colour
 * left alone keeps the bought one), whether a piece of it is there, and each size and colour of the product marked
 * sold out (false) by the product page's rules (`sizeAvailability`, `colorAvailability`): the sizes in the colour
 * she picked, the colours in the size she picked, and across all when she has not picked the other (so that a size
 * in stock only in another colour stays choosable, and the colour after it). `variants` are the product's combinations on sale
 * with their stock answered by the server (`variantAvailable`); a product without sizes (or colours) names them ''.
 */
export function exchangeAvailability(
  line: {
    size: string;
    color: string;
    sizes: readonly string[];
    colors: readonly string[];
    variants: readonly ExchangeVariant[];
  },
  wanted: { size?: string; color?: string },
): { sizes: Map<string, boolean>; colors: Map<string, boolean>; inStock: boolean } {
  const size = line.sizes.length === 0 ? '' : wanted.size || line.size;
  const color = line.colors.length === 0 ? '' : wanted.color || line.color;
  const facts = exchangeFacts(line.variants);
  const sizeMap = sizeAvailability(
    EACH_ITS_OWN,
    wanted.color ? facts.filter((v) => v.color === color) : facts,
  );
  const colourMap = colorAvailability(
    EACH_ITS_OWN,
    wanted.size ? facts.filter((v) => v.size === size) : facts,
  );
  const chosen = line.variants.find((v) => v.size === size && v.color === color);
  return {
    sizes: new Map(line.sizes.map((s) => [s, sizeMap.get(s) ?? false])),
    colors: new Map(line.colors.map((c) => [c, colourMap.get(c) ?? false])),
    inStock: chosen?.inStock ?? false,
  };
}

/** Whether the line can be exchanged at all: a combination other than the one bought has a piece. */
export const exchangeable = (line: { size: string; color: string; variants: readonly ExchangeVariant[] }) =>
  line.variants.some((v) => v.inStock && !(v.size === line.size && v.color === line.color));

// ---- contracts ----

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const ReturnItemSchema = z.object({
  lineId: z.coerce.number().int().positive({ error: 'Pick items from this order.' }),
  quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1.').max(99, 'Quantity is too large.'),
});

/** The form's fields (multipart: `items` is JSON text; the photo is the file field `photo`). */
export const ReturnRequestFieldsSchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^(B-)?[1-9]\d{0,9}$/, 'Order not found.'),
  kind: z.enum(RETURN_KINDS, { error: 'Choose return or exchange.' }),
  // Optional: "no questions asked". Blank or missing is NO_REASON; an unknown one is still refused.
  reason: z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? NO_REASON : value,
    z.enum(RETURN_REASONS, { error: 'Choose a reason from the list.' }),
  ),
  note: trimmed(500, 'The note').optional().default(''),
  items: z.array(ReturnItemSchema).min(1, 'Pick at least one item.').max(20, 'Too many items.'),
  size: trimmed(40, 'Size').optional(),
  color: trimmed(40, 'Colour').optional(),
});
export type ReturnRequestFields = z.output<typeof ReturnRequestFieldsSchema>;

/** A line of an order as returns name it: the product, in which size and colour, and how many pieces. */
const ReturnLineSchema = z.object({
  lineId: z.number(),
  productId: z.number(),
  productName: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number(),
});

export const ReturnItemViewSchema = ReturnLineSchema.extend({ amount: z.number() });

export const ReturnViewSchema = z.object({
  id: z.number(),
  orderRef: z.string(),
  userId: z.number(),
  userName: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  reasonLabel: z.string(),
  note: z.string(),
  photo: z.string(),
  status: z.enum(RETURN_STATES),
  ownerNote: z.string(),
  exchangeSize: z.string(),
  exchangeColor: z.string(),
  amount: z.number(),
  paymentMethod: z.enum(['online', 'cod']),
  /** COD: the refund the owner pays by bank transfer, and its reference once paid. */
  transferReference: z.string(),
  refundId: z.number().nullable(),
  exchangeOrderRef: z.string().nullable(),
  items: z.array(ReturnItemViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnView = z.output<typeof ReturnViewSchema>;

export const ReturnListSchema = z.object({ returns: z.array(ReturnViewSchema) });
export type ReturnList = z.output<typeof ReturnListSchema>;

export const ReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATES, { error: 'Unknown return status.' }).optional(),
  orderId: z
    .string()
    .trim()
    .regex(/^(B-)?[1-9]\d{0,9}$/, 'Order not found.')
    .optional(),
});

const OrderRefQuery = z.string().trim().min(1, 'Order not found.').max(20, 'Order not found.');
export const MyReturnsQuerySchema = z.object({ orderId: OrderRefQuery.optional() });
export const ReturnOptionsQuerySchema = z.object({ orderId: OrderRefQuery });

export const ReturnMoveSchema = z.object({
  to: z.enum(['approved', 'declined', 'picked_up', 'received', 'refunded', 'exchanged'], {
    error: 'Unknown step.',
  }),
  note: trimmed(500, 'The note').optional().default(''),
});
export type ReturnMove = z.input<typeof ReturnMoveSchema>;

/** What the return form offers for one order: the window, each line with the pieces left to ask for. */
export const ReturnOptionsSchema = z.object({
  orderRef: z.string(),
  /** Null while returns are open; else why not (not delivered, window closed). */
  refusal: z.string().nullable(),
  deadline: z.string().nullable(),
  lines: z.array(
    ReturnLineSchema.extend({
      left: z.number(),
      /** The product's own sizes and colours. */
      sizes: z.array(z.string()),
      colors: z.array(z.string()),
      /** Whether the line can be exchanged: a combination other than the one bought has a piece (`exchangeable`). */
      inStock: z.boolean(),
      /**
       * The product's combinations on sale, each with whether a piece of it is there (decision 0043: per variant,
       * the split product's own count or the pooled product's pool); the form marks sold-out sizes and colours by
       * `exchangeAvailability`.
       */
      variants: z.array(z.object({ size: z.string(), color: z.string(), inStock: z.boolean() })),
    }),
  ),
});
export type ReturnOptions = z.output<typeof ReturnOptionsSchema>;

/**
 * The payment id of an exchange's ₹0 order: it marks the order as placed (the desk and stock treat it as paid), and
 * says no money moved, so no tax invoice is issued for it (the original order's invoice covers the goods).
 */
export const exchangePaymentId = (requestId: number) => `exchange_${requestId}`;
export const EXCHANGE_PAYMENT_PREFIX = 'exchange_';
