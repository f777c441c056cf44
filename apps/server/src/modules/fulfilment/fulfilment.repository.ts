// Drizzle queries of the fulfilment track: an order locked with what a step needs, the guarded step itself, and
// shipments with their tracking events.
import type { FulfilmentState } from '@zariya/shared/fulfilment';
import type { OrderRef } from '@zariya/shared/order-refs';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrders, orders, shipments, trackingEvents } from '../../db/schema.ts';
import type { Booked, ScanInput } from './shipping-provider.ts';

/** The order with what a step needs, read (and locked) by the named query the notices share. */
export {
  type OrderWithLines as LockedOrder,
  orderWithLines as lockOrder,
} from '../../queries/order-with-lines.query.ts';

/** One step, only from the states it may leave (FULFILMENT_MOVES); false when the order was elsewhere. */
export async function moveFulfilment(
  tx: Db,
  ref: OrderRef,
  to: FulfilmentState,
  from: FulfilmentState[],
  at: Date,
  status: string | null,
): Promise<boolean> {
  const table = ref.type === 'single' ? orders : bundleOrders;
  const rows = await tx
    .update(table)
    .set({ fulfilment: to, fulfilmentChangedAt: at, ...(status ? { status, statusChangeDate: at } : {}) })
    .where(and(eq(table.id, ref.id), inArray(table.fulfilment, from)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function insertShipment(tx: Db, ref: OrderRef, provider: string, booked: Booked, at: Date) {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderKind: ref.type,
      orderId: ref.id,
      provider,
      courier: booked.courier,
      awb: booked.awb,
      trackingUrl: booked.trackingUrl,
      providerOrderId: booked.providerOrderId ?? null,
      providerShipmentId: booked.providerShipmentId ?? null,
      shippedAt: at,
    })
    .returning();
  return row;
}

export async function findShipmentByAwb(db: Db, awb: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb));
  return row;
}

export async function findShipment(db: Db, ref: OrderRef) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderKind, ref.type), eq(shipments.orderId, ref.id)));
  return row;
}

/** Stores scans; one already stored (same time, status and activity) is skipped. Answers how many were new. */
export async function insertScans(db: Db, shipmentId: number, scans: ScanInput[]): Promise<number> {
  if (scans.length === 0) return 0;
  const rows = await db
    .insert(trackingEvents)
    .values(
      scans.map((s) => ({
        shipmentId,
        at: s.at,
        status: s.status,
        activity: s.activity,
        location: s.location,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  return rows.length;
}

/** Counts one more failed attempt (NDR) on a shipment, with the courier's reason; answers its number. */
export async function addFailedAttempt(db: Db, shipmentId: number, reason: string): Promise<number> {
  const [row] = await db
    .update(shipments)
    .set({ failedAttempts: sql`${shipments.failedAttempts} + 1`, failedReason: reason })
    .where(eq(shipments.id, shipmentId))
    .returning({ attempt: shipments.failedAttempts });
  return row.attempt;
}

/** Marks the shopper's answer to this attempt, once: false when it was answered or a later one came. */
export async function markAnswered(db: Db, shipmentId: number, attempt: number): Promise<boolean> {
  const rows = await db
    .update(shipments)
    .set({ answeredAttempt: attempt })
    .where(
      and(
        eq(shipments.id, shipmentId),
        eq(shipments.failedAttempts, attempt),
        lt(shipments.answeredAttempt, attempt),
      ),
    )
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** Gives an answer's claim back (the courier did not take it). */
export async function unmarkAnswered(db: Db, shipmentId: number, attempt: number) {
  await db
    .update(shipments)
    .set({ answeredAttempt: attempt - 1 })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.answeredAttempt, attempt)));
}
