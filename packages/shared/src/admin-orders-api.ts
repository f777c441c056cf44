// The owner's order desk (product rules §7 getAllOrders, getAllBundleOrders, updateOrderStatus). Its orders are the
// order contract of orders-api.ts extended with what the desk needs, mapped from rows in one place
// (apps/server/src/lib/order-mapper.ts).
import { z } from 'zod';
import { UserIdSchema } from './accounts.ts';
import { CodRiskSchema } from './cod-risk.ts';
import { FULFILMENT_STATES, PAYMENT_METHODS } from './fulfilment.ts';
import { OrderIdInputSchema, OrderTypeSchema } from './order-refs.ts';
import { BundleOrderItemSchema, BundleOrderSchema, SingleOrderSchema } from './orders-api.ts';

/** Statuses the owner can set (product rules §4); 'paid' is set only by payment. */
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
  /** Paid online, or pay on delivery. */
  payment: z.enum(PAYMENT_METHODS, { error: 'Payment must be online or cod.' }).optional(),
  fulfilment: z
    .enum(FULFILMENT_STATES, { error: 'Fulfilment must be placed, packed, shipped, delivered or rto.' })
    .optional(),
  /** Customer name, e-mail or mobile (part of it), a SKU (part of it), or an order id ("12", "B-12"). */
  q: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** One product line on the desk: the order item's own fields, for a single order as for a bundle. */
export const AdminOrderItemSchema = BundleOrderItemSchema.pick({
  productId: true,
  productName: true,
  image: true,
  price: true,
  quantity: true,
  size: true,
  color: true,
  returnRequest: true,
  discountPaise: true,
  discounts: true,
}).extend({
  /** The variant the line sold (decision 0043); null for a line no variant was matched to. */
  variantId: z.number().nullable(),
  /** That variant's SKU, read through its id; null when there is none. */
  sku: z.string().nullable(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

/** What the desk adds to an order: its kind by name, its lines as one list, and the rupees paid. */
const deskFields = {
  items: z.array(AdminOrderItemSchema),
  /** Rupees paid for the whole order. */
  amount: z.number(),
  /** A COD order's return-to-origin risk with its reasons (decision 0047); null when paid online or not scored. */
  codRisk: CodRiskSchema.nullable(),
};

/** A single order as the shopper's contract has it (orders-api), with the desk's fields. */
export const AdminSingleOrderSchema = SingleOrderSchema.extend({
  orderType: z.literal('single'),
  ...deskFields,
});
export type AdminSingleOrder = z.infer<typeof AdminSingleOrderSchema>;

/** A bundle order as the shopper's contract has it (orders-api), with the desk's fields. */
export const AdminBundleOrderSchema = BundleOrderSchema.extend({
  orderType: z.literal('bundle'),
  ...deskFields,
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
