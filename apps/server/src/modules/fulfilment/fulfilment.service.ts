// The fulfilment track (decision 0028): the owner's steps placed → packed → shipped → delivered, or returned to
// origin for a pay-on-delivery order. Each step is one transaction with the order row locked and a guarded
// UPDATE (shared FULFILMENT_MOVES); delivered moves the SPEC status to completed, RTO to cancelled with the stock
// put back through the inventory module. Shipping books the parcel with the shipping provider first.
import {
  FULFILMENT_LABELS,
  type FulfilmentAnswer,
  type FulfilmentState,
  type FulfilmentStep,
  fulfilmentStatesBefore,
  type Shipment,
} from '@zariya/shared/fulfilment';
import { lifecycleOf, moveLifecycle, specStatus } from '@zariya/shared/order-lifecycle';
import { normaliseStatus, stockMove } from '@zariya/shared/order-status';
import { type OrderRef, orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { orderEvent } from '../../lib/order-events.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { catalogueChanged } from '../catalog/catalog.cache.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './fulfilment.repository.ts';
import { scansOf } from './shiprocket.ts';
import { type ShippingProvider, ShippingProviderError, type ShipRequest } from './shipping-provider.ts';
import { issueInvoiceOnPayment } from '../invoices/invoices.service.ts';

const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

/** Adds each order's shipment (courier, AWB, link, scans) to orders mapped by orders/order-mapper.ts. */
export async function withShipments<T extends { id: number; shipment: Shipment | null }>(
  db: Db,
  kind: 'single' | 'bundle',
  list: T[],
): Promise<T[]> {
  const found = await repo.shipmentsOf(
    db,
    kind,
    list.map((o) => o.id),
  );
  return list.map((o) => ({ ...o, shipment: found.get(o.id) ?? null }));
}

function refOf(text: string): OrderRef {
  const ref = parseOrderRef(text);
  if (!ref) throw orderNotFound();
  return ref;
}

/** The order and where the step takes it in the one order lifecycle (shared order-lifecycle.ts), or a 409. */
function assertStep(order: repo.LockedOrder | undefined, to: FulfilmentState) {
  if (!order?.placed) throw orderNotFound();
  const after = moveLifecycle(
    lifecycleOf(order),
    { kind: 'step', to },
    { paymentMethod: order.paymentMethod, shipped: false },
  );
  if ('refusal' in after) throw conflict(after.refusal, 'FULFILMENT_STEP_REFUSED');
  return { order, after };
}

function shipRequest(order: repo.LockedOrder): ShipRequest {
  return {
    orderRef: orderRef(order.ref.type, order.ref.id),
    placedAt: order.createdAt,
    customer: order.customer,
    address: order.deliveryAddress,
    items: order.lines.map((l) => ({
      name: [l.productName, l.size, l.color].filter(Boolean).join(' / '),
      sku: `P${l.productId}${l.size ? `-${l.size}` : ''}`.slice(0, 40),
      units: l.quantity,
      sellingPrice: l.unitPrice,
    })),
    paymentMethod: order.paymentMethod,
    subTotal: order.goodsTotal,
    codFee: order.codFee,
  };
}

export type StepDeps = { db: Db; shipping: { provider: ShippingProvider; manual: ShippingProvider } };

export type StepResult = FulfilmentAnswer & { shippedNow: boolean };

export async function takeStep(deps: StepDeps, refText: string, step: FulfilmentStep, now = new Date()) {
  const { db } = deps;
  const ref = refOf(refText);
  const to = step.to as FulfilmentState;
  let booked: Awaited<ReturnType<ShippingProvider['ship']>> | undefined;
  let providerName = 'manual';
  if (to === 'shipped') {
    // Checked before booking, so no parcel is booked for an order that cannot ship.
    const { order } = assertStep(await repo.lockOrder(db, ref, false), to);
    const provider = step.via === 'shiprocket' ? deps.shipping.provider : deps.shipping.manual;
    if (step.via === 'shiprocket' && provider.name !== 'shiprocket')
      throw conflict(
        'Shiprocket is not set up for this shop. Enter the courier and AWB instead.',
        'SHIPROCKET_OFF',
      );
    providerName = provider.name;
    try {
      booked = await provider.ship(
        shipRequest(order),
        step.courier && step.awb ? { courier: step.courier, awb: step.awb } : undefined,
      );
    } catch (err) {
      if (err instanceof ShippingProviderError)
        throw new AppError(
          502,
          'SHIPPING_PROVIDER_ERROR',
          'Shiprocket could not book this parcel. Please try again.',
        );
      throw err;
    }
  }
  let stockMoved = false;
  const answer = await inTransaction(db, async (tx) => {
    const { order, after } = assertStep(await repo.lockOrder(tx, ref), to);
    const next = specStatus(after);
    const status = next !== normaliseStatus(order.status) ? next : null;
    if (status && stockMove(order.status, status) === 'put-back') {
      // Returned to origin: the parcel is back on the shelf.
      await inventory.returnPieces(tx, inventory.piecesOf(order.lines));
      stockMoved = true;
    }
    if (!(await repo.moveFulfilment(tx, ref, to, fulfilmentStatesBefore(to), now, status)))
      throw conflict('This order changed meanwhile. Please reload.', 'FULFILMENT_STEP_REFUSED');
    if (booked) await repo.insertShipment(tx, ref, providerName, booked, now);
    if (after.deliveredNow && order.paymentMethod === 'cod') {
      // A COD order's tax invoice is issued when the cash is collected, in this transaction (under a savepoint:
      // a shop whose GST setup cannot price it still records the delivery; the invoice page issues it later).
      await issueInvoiceOnPayment(tx, orderRef(ref.type, ref.id), now);
    }
    return { status: status ?? order.status };
  });
  if (stockMoved) catalogueChanged(db);
  // After the commit: the shopper's notice is a background job (notifications module).
  if (to === 'shipped' || to === 'delivered') orderEvent(db, { ref, kind: to });
  const shipment = (await repo.shipmentsOf(db, ref.type, [ref.id])).get(ref.id) ?? null;
  return {
    message: `Order marked ${FULFILMENT_LABELS[to].toLowerCase()}.`,
    orderRef: orderRef(ref.type, ref.id),
    fulfilment: to,
    status: answer.status,
    shipment,
    shippedNow: to === 'shipped',
  } satisfies StepResult;
}

/** Asks the provider for an order's scans and stores the new ones (the owner's "Refresh tracking"). */
export async function refreshTracking(deps: StepDeps, refText: string) {
  const ref = refOf(refText);
  const shipment = await repo.findShipment(deps.db, ref);
  if (!shipment) throw notFound('This order has not been shipped yet.', 'NOT_SHIPPED');
  const provider = shipment.provider === 'shiprocket' ? deps.shipping.provider : deps.shipping.manual;
  let scans: Awaited<ReturnType<ShippingProvider['track']>> = [];
  if (provider.name === shipment.provider) {
    try {
      scans = await provider.track(shipment.awb);
    } catch (err) {
      if (err instanceof ShippingProviderError)
        throw new AppError(
          502,
          'SHIPPING_PROVIDER_ERROR',
          'Tracking could not be fetched. Please try again.',
        );
      throw err;
    }
  }
  const added = await repo.insertScans(deps.db, shipment.id, scans);
  return { message: added ? `${added} new tracking updates.` : 'No new tracking updates.', added };
}

/** Shiprocket's tracking webhook: the scans of a known AWB are stored once; any other AWB is ignored. */
export async function recordShiprocketUpdate(
  db: Db,
  body: { awb?: unknown; current_status?: unknown; current_timestamp?: unknown; scans?: unknown },
) {
  const awb = typeof body.awb === 'string' || typeof body.awb === 'number' ? String(body.awb).trim() : '';
  if (!awb) return { status: 'ignored' as const };
  const shipment = await repo.findShipmentByAwb(db, awb);
  if (!shipment) return { status: 'ignored' as const };
  const scans = Array.isArray(body.scans) ? scansOf(body.scans) : [];
  if (
    scans.length === 0 &&
    typeof body.current_status === 'string' &&
    typeof body.current_timestamp === 'string'
  )
    scans.push(
      ...scansOf([
        { date: body.current_timestamp, status: body.current_status, activity: body.current_status },
      ]),
    );
  await repo.insertScans(db, shipment.id, scans);
  return { status: 'stored' as const };
}

/**
 * An order with its shipment, read for a notice after the fact (notifications module); no lock.
 * Undefined for an unknown order or a bundle never placed.
 */
export async function orderForNotice(db: Db, ref: OrderRef) {
  const order = await repo.lockOrder(db, ref, false);
  if (!order?.placed) return undefined;
  const shipment = (await repo.shipmentsOf(db, ref.type, [ref.id])).get(ref.id) ?? null;
  return { ...order, shipment };
}

/** Whether a parcel was booked for the order (a delivered order reopened goes back to shipped, else placed). */
export const hasShipment = async (db: Db, ref: OrderRef) => (await repo.findShipment(db, ref)) !== undefined;
