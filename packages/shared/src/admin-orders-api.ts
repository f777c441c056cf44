// The owner's order desk (SPEC §7 getAllOrders, getAllBundleOrders, updateOrderStatus).
import { z } from 'zod';
import { DeliveryAddressSchema, UserIdSchema } from './accounts.ts';
import { OrderIdInputSchema, OrderTypeSchema } from './order-refs.ts';

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
