// The fulfilment track (decision 0028): the order locked for a step, the guarded step (shared FULFILMENT_MOVES)
// with the parcel booked with the shipping provider, shipments and their scans. The step itself, with its stock
// and invoice, is flows/fulfilment-step.flow.ts.
import { type FulfilmentState, type FulfilmentStep, fulfilmentStatesBefore } from '@zariya/shared/fulfilment';
import { courierReport } from '@zariya/shared/failed-delivery';
import { lifecycleOf, moveLifecycle } from '@zariya/shared/order-lifecycle';
import { type OrderRef, orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { shipmentsOf } from '../../queries/order-shipments.query.ts';
import * as repo from './fulfilment.repository.ts';
import { scansOf } from './shiprocket.ts';
import {
  type NdrAction,
  type ShippingProvider,
  ShippingProviderError,
  type ShipRequest,
} from './shipping-provider.ts';

const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

/** The order and where the step takes it in the one order lifecycle (shared order-lifecycle.ts), or a 409. */
export function assertStep(order: repo.LockedOrder | undefined, to: FulfilmentState) {
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

export type Booking = { booked: Awaited<ReturnType<ShippingProvider['ship']>>; providerName: string };

/**
 * Books the parcel of an order about to be shipped (before its transaction: no parcel is booked for an order
 * that cannot ship), with Shiprocket or as the courier and AWB the owner typed.
 */
export async function bookParcel(deps: StepDeps, ref: OrderRef, step: FulfilmentStep): Promise<Booking> {
  const { order } = assertStep(await repo.lockOrder(deps.db, ref, false), 'shipped');
  const provider = step.via === 'shiprocket' ? deps.shipping.provider : deps.shipping.manual;
  if (step.via === 'shiprocket' && provider.name !== 'shiprocket')
    throw conflict(
      'Shiprocket is not set up for this shop. Enter the courier and AWB instead.',
      'SHIPROCKET_OFF',
    );
  try {
    const booked = await provider.ship(
      shipRequest(order),
      step.courier && step.awb ? { courier: step.courier, awb: step.awb } : undefined,
    );
    return { booked, providerName: provider.name };
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

/** The order's row locked for a step, and where the step takes it. */
export const lockForStep = async (tx: Db, ref: OrderRef, to: FulfilmentState) =>
  assertStep(await repo.lockOrder(tx, ref), to);

/** The guarded step itself (… WHERE fulfilment IN the states before it), with the parcel when shipping. */
export async function recordStep(
  tx: Db,
  ref: OrderRef,
  to: FulfilmentState,
  status: string | null,
  booking: Booking | undefined,
  now: Date,
) {
  if (!(await repo.moveFulfilment(tx, ref, to, fulfilmentStatesBefore(to), now, status)))
    throw conflict('This order changed meanwhile. Please reload.', 'FULFILMENT_STEP_REFUSED');
  if (booking) await repo.insertShipment(tx, ref, booking.providerName, booking.booked, now);
}

/** The order's shipment with its scans, or null. */
export const shipmentOf = async (db: Db, ref: OrderRef) =>
  (await shipmentsOf(db, ref.type, [ref.id])).get(ref.id) ?? null;

export function refOf(text: string): OrderRef {
  const ref = parseOrderRef(text);
  if (!ref) throw orderNotFound();
  return ref;
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

export type CourierReport =
  | { kind: 'undelivered'; ref: OrderRef; attempt: number }
  | { kind: 'rto-delivered'; ref: OrderRef }
  | null;

/**
 * Shiprocket's tracking webhook: the scans of a known AWB are stored once; any other AWB is ignored. A new failed
 * attempt (UNDELIVERED, NDR) is counted on the shipment, and reported with a parcel back at the shop (RTO
 * DELIVERED) for the flow to act on (flows/failed-delivery.flow.ts).
 */
export async function recordShiprocketUpdate(
  db: Db,
  body: {
    awb?: unknown;
    current_status?: unknown;
    current_status_id?: unknown;
    current_timestamp?: unknown;
    scans?: unknown;
  },
): Promise<{ status: 'stored' | 'ignored'; report: CourierReport }> {
  const awb = typeof body.awb === 'string' || typeof body.awb === 'number' ? String(body.awb).trim() : '';
  if (!awb) return { status: 'ignored', report: null };
  const shipment = await repo.findShipmentByAwb(db, awb);
  if (!shipment) return { status: 'ignored', report: null };
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
  const added = await repo.insertScans(db, shipment.id, scans);
  const ref = { type: shipment.orderKind as OrderRef['type'], id: shipment.orderId };
  const kind = courierReport(body.current_status_id, body.current_status);
  // A delivery Shiprocket sends again stores nothing new, and counts no second attempt.
  if (kind === 'undelivered' && added > 0) {
    const reason = scans.at(-1)?.activity || String(body.current_status);
    return {
      status: 'stored',
      report: { kind, ref, attempt: await repo.addFailedAttempt(db, shipment.id, reason.slice(0, 300)) },
    };
  }
  if (kind === 'rto-delivered') return { status: 'stored', report: { kind, ref } };
  return { status: 'stored', report: null };
}

/** A shipment's failed attempts (NDR) for the shopper's answer page. */
export async function failedDeliveryOf(db: Db, ref: OrderRef) {
  const shipment = await repo.findShipment(db, ref);
  if (!shipment) return undefined;
  return shipment;
}

/**
 * Sends the shopper's answer to a failed attempt to the courier and records it once: on the shipment (answered)
 * and as a line on its tracking, which the owner's desk and her order page show.
 */
export async function answerFailedAttempt(
  deps: StepDeps,
  shipment: { id: number; awb: string; provider: string },
  attempt: number,
  action: NdrAction,
  line: string,
  now: Date,
) {
  // Claimed first, so two answers sent together reach the courier once; given back when the courier refuses.
  if (!(await repo.markAnswered(deps.db, shipment.id, attempt)))
    throw conflict('This delivery attempt has already been answered.', 'ALREADY_ANSWERED');
  const provider = shipment.provider === 'shiprocket' ? deps.shipping.provider : deps.shipping.manual;
  try {
    await provider.ndrAction(shipment.awb, action);
  } catch (err) {
    await repo.unmarkAnswered(deps.db, shipment.id, attempt);
    if (err instanceof ShippingProviderError)
      throw new AppError(
        502,
        'SHIPPING_PROVIDER_ERROR',
        'The courier could not take your answer just now. Please try again in a few minutes.',
      );
    throw err;
  }
  await repo.insertScans(deps.db, shipment.id, [
    { at: now, status: 'SHOPPER ANSWERED', activity: line.slice(0, 300), location: '' },
  ]);
}

/** Whether a parcel was booked for the order (a delivered order reopened goes back to shipped, else placed). */
export const hasShipment = async (db: Db, ref: OrderRef) => (await repo.findShipment(db, ref)) !== undefined;
