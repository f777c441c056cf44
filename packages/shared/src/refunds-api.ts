// Refund contracts: the owner's Refunds view and refund call, and what a shopper's order says about its money.
import { z } from 'zod';
import { REFUND_REASONS, REFUND_STATES } from './payment-lifecycle.ts';

export const RefundStateSchema = z.enum(REFUND_STATES);
export const RefundReasonSchema = z.enum(REFUND_REASONS);

/** One refund as the owner sees it. Amounts in rupees. */
export const RefundViewSchema = z.object({
  id: z.number().int(),
  /** '12' or 'B-12' when the refund belongs to an order; null for a payment that never became one. */
  orderRef: z.string().nullable(),
  paymentId: z.string(),
  paymentOrderId: z.string(),
  userId: z.number().int(),
  amount: z.number(),
  reason: RefundReasonSchema,
  reasonLabel: z.string(),
  status: RefundStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type RefundView = z.infer<typeof RefundViewSchema>;

export const RefundListQuerySchema = z.object({ status: RefundStateSchema.optional() });
export const RefundListSchema = z.object({
  refunds: z.array(RefundViewSchema),
  /** Rupees per state over every refund, for the view's tabs. */
  totals: z.record(RefundStateSchema, z.object({ count: z.number().int(), amount: z.number() })),
});
export type RefundList = z.infer<typeof RefundListSchema>;

export const RefundIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Refund not found.' })
    .int('Refund not found.')
    .min(1, 'Refund not found.')
    .max(2_147_483_647, 'Refund not found.'),
});

/** POST /admin/refunds: refund a cancelled or returned paid order, in full (no amount) or in part. */
export const OwnerRefundSchema = z.object({
  orderId: z.union([z.string().trim().max(20), z.number().int().positive()], { error: 'Order not found.' }),
  amount: z
    .number({ error: 'Enter the amount to refund in rupees.' })
    .positive('Enter the amount to refund in rupees.')
    .max(10_000_000, 'Enter the amount to refund in rupees.')
    .optional(),
  reason: z.enum(['cancelled', 'returned', 'other']).optional(),
});
export type OwnerRefund = z.input<typeof OwnerRefundSchema>;

export const RefundAnswerSchema = z.object({ message: z.string(), refund: RefundViewSchema });
export type RefundAnswer = z.infer<typeof RefundAnswerSchema>;

/** A refund on a shopper's order: the order page says "Refund of ₹X initiated" or "… refunded on <date>". */
export const OrderRefundSchema = z.object({
  amount: z.number(),
  status: RefundStateSchema,
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;
