// Named query (issue 31): an order with its shipment, read for a notice after the fact (the notifications module's
// e-mail and WhatsApp jobs); no lock. It reads the orders' and the fulfilment's tables through the two queries.
import type { OrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../db/client.ts';
import { shipmentsOf } from './order-shipments.query.ts';
import { orderWithLines } from './order-with-lines.query.ts';

/** Undefined for an unknown order or a bundle never placed. */
export async function orderForNotice(db: Db, ref: OrderRef) {
  const order = await orderWithLines(db, ref, false);
  if (!order?.placed) return undefined;
  const shipment = (await shipmentsOf(db, ref.type, [ref.id])).get(ref.id) ?? null;
  return { ...order, shipment };
}
