// The fulfilment track of every order (issue 13, decision 0028): placed → packed → shipped → delivered, or
// returned to origin (RTO, pay-on-delivery orders only). The spec status (pending / completed / cancelled /
// returned, + paid for bundles) is derived from it in the one order lifecycle (order-lifecycle.ts), whose moves
// these steps are. The server applies a step as one guarded UPDATE (… WHERE fulfilment IN (statesBefore(to))).
import { z } from 'zod';
import { statesBefore } from './payment-lifecycle.ts';

export const FULFILMENT_STATES = ['placed', 'packed', 'shipped', 'delivered', 'rto'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

export const FULFILMENT_MOVES: Readonly<Record<FulfilmentState, readonly FulfilmentState[]>> = {
  placed: ['packed', 'shipped'],
  packed: ['shipped'],
  shipped: ['delivered', 'rto'],
  delivered: [],
  rto: [],
};

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'Payment method must be online or cod.',
});

export const FULFILMENT_LABELS: Readonly<Record<FulfilmentState, string>> = {
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  rto: 'Returned to origin',
};

export const fulfilmentStatesBefore = (to: FulfilmentState) => statesBefore(FULFILMENT_MOVES, to);

/** The spec statuses of an order that is closed: no fulfilment step applies any more. */
const CLOSED = ['cancelled', 'returned'];

/**
 * Why this step may not be taken, or null. RTO is for pay-on-delivery orders only (a prepaid parcel the
 * courier brings back is a return the owner refunds through the order desk); a cancelled or returned order
 * takes no step.
 */
export function fulfilmentRefusal(
  order: { fulfilment: FulfilmentState; status: string; paymentMethod: PaymentMethod },
  to: FulfilmentState,
): string | null {
  if (CLOSED.includes(order.status.trim().toLowerCase()))
    return `This order is ${order.status.trim().toLowerCase()}; it cannot be marked ${FULFILMENT_LABELS[to].toLowerCase()}.`;
  if (to === 'rto' && order.paymentMethod !== 'cod')
    return 'Only a pay-on-delivery order can be marked returned to origin.';
  if (!FULFILMENT_MOVES[order.fulfilment].includes(to))
    return `An order that is ${FULFILMENT_LABELS[order.fulfilment].toLowerCase()} cannot be marked ${FULFILMENT_LABELS[to].toLowerCase()}.`;
  return null;
}

export type FulfilmentButton = { to: FulfilmentState; label: string };

/** The owner's next-step buttons for an order, in the order shown. */
export function fulfilmentButtons(order: {
  fulfilment: FulfilmentState;
  status: string;
  paymentMethod: PaymentMethod;
}): FulfilmentButton[] {
  const labels: Record<FulfilmentState, string> = {
    placed: 'Placed',
    packed: 'Mark packed',
    shipped: 'Mark shipped',
    delivered: order.paymentMethod === 'cod' ? 'Delivered, cash collected' : 'Mark delivered',
    rto: 'Returned to origin',
  };
  return FULFILMENT_MOVES[order.fulfilment]
    .filter((to) => fulfilmentRefusal(order, to) === null)
    .map((to) => ({ to, label: labels[to] }));
}

// ── Couriers ───────────────────────────────────────────────────────────────────────────────────

/** Couriers an Indian shop commonly ships with, and where a shopper follows an AWB on their sites. */
export const KNOWN_COURIERS: ReadonlyArray<{ name: string; trackingUrl: string }> = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track-v2/package/{awb}' },
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={awb}' },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { name: 'Xpressbees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track/{awb}' },
  { name: 'Ecom Express', trackingUrl: 'https://ecomexpress.in/tracking/?awb_field={awb}' },
  {
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  },
  { name: 'Shiprocket', trackingUrl: 'https://shiprocket.co/tracking/{awb}' },
];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The courier's own tracking page for an AWB, or null for a courier the shop does not know. */
export function trackingUrlFor(courier: string, awb: string): string | null {
  const wanted = squash(courier);
  const known = KNOWN_COURIERS.find((c) => {
    const name = squash(c.name);
    return wanted === name || (wanted.startsWith(name) && name.length >= 4);
  });
  return known ? known.trackingUrl.replace('{awb}', encodeURIComponent(awb.trim())) : null;
}

// ── Calls ──────────────────────────────────────────────────────────────────────────────────────

export const AWB_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** POST /api/admin/orders/:orderRef/fulfilment: one step; `shipped` needs the courier and AWB (manual). */
export const FulfilmentStepSchema = z
  .object({
    to: z.enum(['packed', 'shipped', 'delivered', 'rto'], {
      error: 'Step must be packed, shipped, delivered or rto.',
    }),
    /** For `shipped`: 'manual' (courier + AWB typed) or 'shiprocket' (booked there, AWB assigned). */
    via: z.enum(['manual', 'shiprocket']).optional(),
    courier: z
      .string()
      .trim()
      .min(2, 'Please enter the courier.')
      .max(60, 'Courier name is too long.')
      .optional(),
    awb: z
      .string()
      .trim()
      .regex(AWB_PATTERN, 'The AWB number is 6 to 40 letters, digits or dashes.')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.to === 'shipped' && (b.via ?? 'manual') === 'manual') {
      if (!b.courier)
        ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Please enter the courier.' });
      if (!b.awb) ctx.addIssue({ code: 'custom', path: ['awb'], message: 'Please enter the AWB number.' });
    }
  });
export type FulfilmentStep = z.input<typeof FulfilmentStepSchema>;

export const FulfilmentRefParamsSchema = z.object({ orderRef: z.string().trim().max(20) });

export const TrackingEventSchema = z.object({
  at: z.string(),
  status: z.string(),
  activity: z.string(),
  location: z.string(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const ShipmentSchema = z.object({
  provider: z.enum(['manual', 'shiprocket']),
  courier: z.string(),
  awb: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
  events: z.array(TrackingEventSchema),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** What every order carries about its fulfilment (orders-api's order shapes). */
export const FulfilmentFieldsSchema = {
  paymentMethod: PaymentMethodSchema,
  fulfilment: z.enum(FULFILMENT_STATES),
  /** Rupees added for paying on delivery (0 for online payment). */
  codFee: z.number(),
  shipment: ShipmentSchema.nullable(),
};

export const FulfilmentAnswerSchema = z.object({
  message: z.string(),
  orderRef: z.string(),
  fulfilment: z.enum(FULFILMENT_STATES),
  status: z.string(),
  shipment: ShipmentSchema.nullable(),
});
export type FulfilmentAnswer = z.infer<typeof FulfilmentAnswerSchema>;

/** GET /api/admin/shipping-provider: whether parcels can be booked at Shiprocket or only recorded by hand. */
export const ShippingProviderAnswerSchema = z.object({ provider: z.enum(['manual', 'shiprocket']) });

/** GET /api/admin/cod-to-collect: pay-on-delivery cash out with couriers (shipped, not yet delivered). */
export const CodToCollectSchema = z.object({ amount: z.number(), orders: z.number().int() });
export type CodToCollect = z.infer<typeof CodToCollectSchema>;
