// Drizzle queries of the fulfilment track: an order locked with what a step needs, the guarded step itself, and
// shipments with their tracking events.
import type { FulfilmentState, PaymentMethod, Shipment } from '@zariya/shared/fulfilment';
import type { OrderRef } from '@zariya/shared/order-refs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BundleOrderRow,
  bundleOrderRow,
  type SingleOrderRow,
  singleOrderRow,
} from '../../db/order-rows.ts';
import { bundleOrders, orders, shipments, trackingEvents } from '../../db/schema.ts';
import type { Booked, ScanInput } from './shipping-provider.ts';

export type LockedOrder = {
  ref: OrderRef;
  userId: number;
  status: string;
  fulfilment: FulfilmentState;
  paymentMethod: PaymentMethod;
  /** False for a bundle saved at checkout and never placed: not an order yet. */
  placed: boolean;
  goodsTotal: number;
  codFee: number;
  createdAt: Date;
  deliveryAddress: (typeof orders.$inferSelect)['deliveryAddress'];
  customer: { name: string; email: string; phone: string };
  lines: Array<{
    productId: number;
    productName: string;
    quantity: number;
    unitPrice: number;
    size: string;
    color: string;
  }>;
};

/** What a step needs of an order of either kind, from the columns both kinds have. */
const lockedHeader = (ref: OrderRef, row: SingleOrderRow | BundleOrderRow) => ({
  ref,
  userId: row.userId,
  status: row.status,
  fulfilment: row.fulfilment as FulfilmentState,
  paymentMethod: row.paymentMethod as PaymentMethod,
  codFee: row.codFee,
  createdAt: row.createdAt,
  deliveryAddress: row.deliveryAddress,
  customer: { name: row.userName, email: row.userEmail, phone: row.userNumber },
});

/** The order with what a step needs; its row locked until the transaction ends unless `lock` is false. */
export async function lockOrder(tx: Db, ref: OrderRef, lock = true): Promise<LockedOrder | undefined> {
  if (ref.type === 'single') {
    const row = await singleOrderRow(tx, ref.id, lock);
    if (!row) return undefined;
    return {
      ...lockedHeader(ref, row),
      placed: true,
      goodsTotal: row.price,
      lines: [
        {
          productId: row.productId,
          productName: row.productName,
          quantity: row.quantity,
          unitPrice: Math.round((row.price / row.quantity) * 100) / 100,
          size: row.size,
          color: row.color,
        },
      ],
    };
  }
  const bundle = await bundleOrderRow(tx, ref.id, lock);
  if (!bundle) return undefined;
  const { row, items } = bundle;
  return {
    ...lockedHeader(ref, row),
    placed: row.paymentId !== null || row.paymentMethod === 'cod',
    goodsTotal: row.totalAmount,
    lines: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      quantity: i.quantity,
      unitPrice: i.price,
      size: i.size,
      color: i.color,
    })),
  };
}

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

/** Shipments of these orders with their events, oldest event first, by order id. */
export async function shipmentsOf(
  db: Db,
  kind: 'single' | 'bundle',
  ids: number[],
): Promise<Map<number, Shipment>> {
  const found = new Map<number, Shipment>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderKind, kind), inArray(shipments.orderId, ids)));
  if (rows.length === 0) return found;
  const events = await db
    .select()
    .from(trackingEvents)
    .where(
      inArray(
        trackingEvents.shipmentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(trackingEvents.at), asc(trackingEvents.id));
  for (const row of rows) {
    found.set(row.orderId, {
      provider: row.provider === 'shiprocket' ? 'shiprocket' : 'manual',
      courier: row.courier,
      awb: row.awb,
      trackingUrl: row.trackingUrl,
      shippedAt: row.shippedAt.toISOString(),
      events: events
        .filter((e) => e.shipmentId === row.id)
        .map((e) => ({
          at: e.at.toISOString(),
          status: e.status,
          activity: e.activity,
          location: e.location,
        })),
    });
  }
  return found;
}
