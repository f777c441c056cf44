// Named query (issue 31): each order's shipment (courier, AWB, link, scans), added to orders mapped by
// lib/order-mapper.ts on the shopper's order pages (orders module) and the owner's desk (admin-orders module). It
// reads the fulfilment module's tables; those modules do not import fulfilment.
import type { Shipment } from '@zariya/shared/fulfilment';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shipments, trackingEvents } from '../db/schema.ts';

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

/** Adds each order's shipment (courier, AWB, link, scans) to orders mapped by lib/order-mapper.ts. */
export async function withShipments<T extends { id: number; shipment: Shipment | null }>(
  db: Db,
  kind: 'single' | 'bundle',
  list: T[],
): Promise<T[]> {
  const found = await shipmentsOf(
    db,
    kind,
    list.map((o) => o.id),
  );
  return list.map((o) => ({ ...o, shipment: found.get(o.id) ?? null }));
}
