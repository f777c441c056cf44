// Contract of the support calls (SPEC §7): tickets, ratings and reviews, and the owner's order desk.
//
// Order references: single and bundle orders are numbered separately, so an order is named by a
// reference string: "12" is single order 12 and "B-12" is bundle order 12 (see orderRef / parseOrderRef).
// Calls that take an orderId also accept the plain number together with orderType: 'bundle'.
import { z } from 'zod';
import { DeliveryAddressSchema, UserIdSchema } from './accounts.ts';
import { STAR_SCALE, TICKET_PROBLEM_TYPES, TICKET_STATUSES } from './constants.ts';
import { idSchema, isIdInRange, MAX_ID } from './input.ts';
import { FeedbackSchema } from './product.ts';

export const ORDER_TYPES = ['single', 'bundle'] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES, { error: 'orderType must be single or bundle.' });
export type OrderType = z.infer<typeof OrderTypeSchema>;

export type OrderRef = { type: OrderType; id: number };

const ORDER_REF_PATTERN = /^(B-?)?([1-9]\d{0,15})$/i;

/** The reference string of an order: "12" (single) or "B-12" (bundle). */
export function orderRef(type: OrderType, id: number): string {
  return type === 'bundle' ? `B-${id}` : String(id);
}

/** Reads "12", 12, "B-12" or "b12"; `type` (orderType) turns a plain number into a bundle. Null when unreadable. */
export function parseOrderRef(value: unknown, type?: OrderType): OrderRef | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = ORDER_REF_PATTERN.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (!isIdInRange(id)) return null;
  if (match[1]) return type === 'single' ? null : { type: 'bundle', id };
  return { type: type ?? 'single', id };
}

/** An order id as sent by the browser: "12", 12 or "B-12". */
export const OrderIdInputSchema = z.union(
  [
    z.number().int().positive().max(MAX_ID),
    z
      .string()
      .trim()
      .regex(ORDER_REF_PATTERN, 'Please choose one of your orders.')
      .refine((text) => parseOrderRef(text) !== null, 'Please choose one of your orders.'),
  ],
  { error: 'Please choose one of your orders.' },
);
export type OrderIdInput = z.infer<typeof OrderIdInputSchema>;

// ---------------------------------------------------------------- tickets

export const TicketProblemTypeSchema = z.enum(TICKET_PROBLEM_TYPES, {
  error: 'Please choose a problem type.',
});
export type TicketProblemType = z.infer<typeof TicketProblemTypeSchema>;

export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_DESCRIPTION_MAX = 2000;
export const ADMIN_RESPONSE_MAX = 2000;

export const CreateTicketSchema = z.object({
  userId: UserIdSchema,
  orderId: OrderIdInputSchema,
  orderType: OrderTypeSchema.optional(),
  problemType: TicketProblemTypeSchema.default('Other'),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(TICKET_SUBJECT_MAX, `The subject can be at most ${TICKET_SUBJECT_MAX} characters.`),
  description: z
    .string({ error: 'Please describe the problem.' })
    .trim()
    .min(1, 'Please describe the problem.')
    .max(TICKET_DESCRIPTION_MAX, `The description can be at most ${TICKET_DESCRIPTION_MAX} characters.`),
});
export type CreateTicket = z.infer<typeof CreateTicketSchema>;

export const TicketSchema = z.object({
  _id: z.string(),
  id: z.number().int(),
  /** Order reference: "12" or "B-12". */
  orderId: z.string(),
  orderType: OrderTypeSchema,
  problemType: z.string(),
  subject: z.string(),
  description: z.string(),
  status: TicketStatusSchema,
  /** True for 'solved' and 'resolved'. */
  resolved: z.boolean(),
  adminResponse: z.string().nullable(),
  date: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** POST /api/createTicket answers 201 with this. */
export const CreateTicketAnswerSchema = z.object({ message: z.string(), ticket: TicketSchema });
export type CreateTicketAnswer = z.infer<typeof CreateTicketAnswerSchema>;

/** POST /api/getUserTickets { userId } answers the shopper's tickets, newest first. */
export const UserTicketsAnswerSchema = z.array(TicketSchema);
export type UserTicketsAnswer = z.infer<typeof UserTicketsAnswerSchema>;

/** What the owner sees of the order a ticket is about; null when the order no longer exists. */
export const TicketOrderSummarySchema = z.object({
  orderId: z.string(),
  orderType: OrderTypeSchema,
  /** Product names, comma-separated for a bundle. */
  items: z.string(),
  amount: z.number(),
  status: z.string(),
  date: z.string(),
});
export type TicketOrderSummary = z.infer<typeof TicketOrderSummarySchema>;

export const AdminTicketSchema = TicketSchema.extend({
  userId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string(),
  order: TicketOrderSummarySchema.nullable(),
});
export type AdminTicket = z.infer<typeof AdminTicketSchema>;

/** GET /api/getAllTickets (admin): every ticket, newest first. */
export const AllTicketsAnswerSchema = z.array(AdminTicketSchema);
export type AllTicketsAnswer = z.infer<typeof AllTicketsAnswerSchema>;

/** The statuses the owner can set; 'resolved' is accepted as another spelling of solved. */
export const ADMIN_TICKET_STATUSES = ['pending', 'solved', 'resolved'] as const;

/**
 * POST /api/updateTicket (admin). Give ticketId (preferred), or orderId alone to answer that order's
 * newest unresolved ticket (its newest ticket when all are resolved).
 */
export const UpdateTicketSchema = z
  .object({
    ticketId: idSchema('Please choose a ticket.').optional(),
    orderId: OrderIdInputSchema.optional(),
    orderType: OrderTypeSchema.optional(),
    status: z.enum(ADMIN_TICKET_STATUSES, { error: 'Status must be pending or solved.' }),
    adminResponse: z
      .string({ error: 'Please write a response.' })
      .trim()
      .max(ADMIN_RESPONSE_MAX, `The response can be at most ${ADMIN_RESPONSE_MAX} characters.`),
  })
  .refine((body) => body.ticketId !== undefined || body.orderId !== undefined, {
    message: 'ticketId or orderId is required.',
  });
export type UpdateTicket = z.infer<typeof UpdateTicketSchema>;

export const UpdateTicketAnswerSchema = z.object({ message: z.string(), ticket: AdminTicketSchema });
export type UpdateTicketAnswer = z.infer<typeof UpdateTicketAnswerSchema>;

// ---------------------------------------------------------------- ratings and reviews

export const FEEDBACK_TEXT_MAX = 2000;

/**
 * POST /api/submitFeedback is multipart/form-data with these text fields and an optional file field
 * `image` (JPEG, PNG or WebP, at most 5 MB). productId is required for a bundle order and optional for
 * a single one (its product). userId is optional; when sent it must be the token's user.
 */
export const SubmitFeedbackFieldsSchema = z.object({
  userId: UserIdSchema.optional(),
  orderId: OrderIdInputSchema,
  orderType: OrderTypeSchema.optional(),
  productId: z.coerce
    .number({ error: 'productId must be a number.' })
    .int({ error: 'productId must be a number.' })
    .positive({ error: 'productId must be a number.' })
    .max(MAX_ID, { error: 'productId must be a number.' })
    .optional(),
  rating: z.coerce
    .number({ error: `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.` })
    .int({ error: `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.` })
    .min(1, `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.`)
    .max(STAR_SCALE, `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.`),
  feedback: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `The review can be at most ${FEEDBACK_TEXT_MAX} characters.`)
    .default(''),
});
export type SubmitFeedbackFields = z.infer<typeof SubmitFeedbackFieldsSchema>;

/** One review as the product page shows it (product.feedback[]): name, rating, content, image, date. */
export const ReviewSchema = FeedbackSchema;
export type Review = z.infer<typeof ReviewSchema>;

export const SubmitFeedbackAnswerSchema = z.object({
  message: z.string(),
  review: ReviewSchema,
  productId: z.number().int(),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
});
export type SubmitFeedbackAnswer = z.infer<typeof SubmitFeedbackAnswerSchema>;

/** POST /api/getUserReviews { userId }: what the shopper has already reviewed, to hide Rate & Review. */
export const UserReviewSchema = z.object({
  orderId: z.string(),
  productId: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  image: z.string().nullable(),
  date: z.string(),
});
export type UserReview = z.infer<typeof UserReviewSchema>;
export const UserReviewsAnswerSchema = z.array(UserReviewSchema);
export type UserReviewsAnswer = z.infer<typeof UserReviewsAnswerSchema>;

// ---------------------------------------------------------------- the owner's order desk

/** Statuses the owner can set (SPEC §4); 'paid' is set only by payment. */
export const ADMIN_ORDER_STATUSES = ['completed', 'pending', 'cancelled', 'returned'] as const;
export const AdminOrderStatusSchema = z.enum(ADMIN_ORDER_STATUSES, {
  error: 'Status must be completed, pending, cancelled or returned.',
});
export type AdminOrderStatus = z.infer<typeof AdminOrderStatusSchema>;

export const ADMIN_ORDER_SEARCH_MAX = 100;

/** Query of GET /api/getAllOrders and /api/getAllBundleOrders: optional status and search text. */
export const AdminOrdersQuerySchema = z.object({
  status: z
    .enum(['pending', 'completed', 'cancelled', 'returned', 'paid'], {
      error: 'Status must be pending, completed, cancelled, returned or paid.',
    })
    .optional(),
  /** Customer name, e-mail or mobile (part of it), or an order id ("12", "B-12"). */
  q: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderItemSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  returnRequest: z.boolean(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

const adminOrderCommon = {
  /** The order's own number as a string ("12"), as SPEC §3 names it. */
  _id: z.string(),
  id: z.number().int(),
  /** "12" or "B-12": what tickets, reviews and /updateOrderStatus take. */
  orderRef: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  useremail: z.string(),
  usernumber: z.string(),
  /** The same list for both kinds, so the desk renders either. */
  items: z.array(AdminOrderItemSchema),
  /** Rupees paid for the whole order. */
  amount: z.number(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
  date: z.string(),
  status: z.string(),
  statusChangeDate: z.string().nullable(),
};

export const AdminSingleOrderSchema = z.object({
  ...adminOrderCommon,
  orderType: z.literal('single'),
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  returnRequest: z.boolean(),
});
export type AdminSingleOrder = z.infer<typeof AdminSingleOrderSchema>;

export const AdminBundleOrderSchema = z.object({
  ...adminOrderCommon,
  orderType: z.literal('bundle'),
  products: z.array(AdminOrderItemSchema),
  totalAmount: z.number(),
});
export type AdminBundleOrder = z.infer<typeof AdminBundleOrderSchema>;

export const AllOrdersAnswerSchema = z.object({ allOrders: z.array(AdminSingleOrderSchema) });
export type AllOrdersAnswer = z.infer<typeof AllOrdersAnswerSchema>;
export const AllBundleOrdersAnswerSchema = z.object({ bundleOrders: z.array(AdminBundleOrderSchema) });
export type AllBundleOrdersAnswer = z.infer<typeof AllBundleOrdersAnswerSchema>;

/**
 * POST /api/updateOrderStatus (admin). orderId "12" is a single order; "B-12" (or 12 with
 * orderType 'bundle') a bundle order. userId must be the order's customer (else 404).
 */
export const UpdateOrderStatusSchema = z.object({
  orderId: OrderIdInputSchema,
  orderType: OrderTypeSchema.optional(),
  userId: UserIdSchema,
  status: AdminOrderStatusSchema,
});
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;

export const UpdateOrderStatusAnswerSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  orderType: OrderTypeSchema,
  status: z.string(),
  statusChangeDate: z.string().nullable(),
});
export type UpdateOrderStatusAnswer = z.infer<typeof UpdateOrderStatusAnswerSchema>;

/** GET /api/subscribers.csv (admin): text/csv attachment, columns below, newest first. */
export const SUBSCRIBERS_CSV_COLUMNS = ['whatsappNumber', 'addedToGroup', 'subscribedAt'] as const;
