// Payment orders as stored by the shop: what is being bought, at what amount, and whether it has been paid.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';

export type PurchaseItem = {
  productId: number;
  productName: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  couponApplied: boolean;
};

/** What a payment order pays for, fixed by the server when the order is created. */
export type Purchase = {
  kind: 'single' | 'bundle';
  items: PurchaseItem[];
  /** Rupees, shipping included. */
  totalAmount: number;
  deliveryAddress: DeliveryAddress | null;
  bundleOrderId: number | null;
  cartLineId: number | null;
};

export type PaymentOrderRow = Omit<typeof paymentOrders.$inferSelect, 'purchase'> & { purchase: Purchase };

const asRow = (row: typeof paymentOrders.$inferSelect): PaymentOrderRow => ({
  ...row,
  purchase: row.purchase as unknown as Purchase,
});

export async function insertPaymentOrder(
  tx: Db,
  values: {
    id: string;
    provider: string;
    userId: number;
    purchase: Purchase;
    amountPaise: number;
    expiresAt: Date;
  },
) {
  await tx.insert(paymentOrders).values({
    id: values.id,
    provider: values.provider,
    userId: values.userId,
    kind: values.purchase.kind,
    amountPaise: values.amountPaise,
    currency: 'INR',
    purchase: values.purchase as unknown as Record<string, unknown>,
    expiresAt: values.expiresAt,
  });
}

export async function findPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ? asRow(row) : undefined;
}

/**
 * Marks the payment order paid by `paymentId` unless it already is. Only one caller (browser, replay or webhook)
 * gets the row back; the others wait for its transaction and then see it paid.
 */
export async function claimPaymentOrder(tx: Db, id: string, paymentId: string) {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId })
    .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'paid')))
    .returning();
  return row ? asRow(row) : undefined;
}

/** Paid, but the goods were gone: kept for the shop to refund. */
export async function markRefundDue(db: Db, id: string, paymentId: string) {
  await db
    .update(paymentOrders)
    .set({ status: 'refund_due', paymentId })
    .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'paid')));
}
