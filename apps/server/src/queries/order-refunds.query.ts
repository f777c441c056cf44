// Named query (issue 31): the refunds on each order, added to the shopper's order pages (orders module). It reads
// the payments module's refunds table; orders does not import payments.
import type { RefundState } from '@zariya/shared/payment-lifecycle';
import { fromPaise } from '@zariya/shared/pricing';
import type { OrderRefund } from '@zariya/shared/refunds-api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refunds } from '../db/schema.ts';

/** The orders with the refunds on each (what the shopper's order pages show), oldest refund first. */
export async function withRefunds<T extends { id: number }>(
  db: Db,
  kind: 'single' | 'bundle',
  list: T[],
): Promise<Array<T & { refunds: OrderRefund[] }>> {
  const ids = list.map((o) => o.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderKind, kind), inArray(refunds.orderId, ids)))
          .orderBy(asc(refunds.id));
  return list.map((order) => ({
    ...order,
    refunds: rows
      .filter((r) => r.orderId === order.id)
      .map((row) => ({
        amount: fromPaise(row.amountPaise),
        status: row.status as RefundState,
        createdAt: row.createdAt.toISOString(),
        processedAt: row.processedAt ? row.processedAt.toISOString() : null,
      })),
  }));
}
