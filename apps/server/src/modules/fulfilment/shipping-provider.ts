// The courier side of shipping (decision 0028): one interface, two implementations. `manual`: the owner books the
// courier herself and types the courier and AWB; the tracking link comes from the shop's table of couriers.
// `shiprocket` (shiprocket.ts): the order is booked at Shiprocket, which assigns the courier and AWB and reports
// scans to the shop's webhook.
import { trackingUrlFor } from '@zariya/shared/fulfilment';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { badRequest } from '../../errors.ts';

export type ShipRequest = {
  orderRef: string;
  placedAt: Date;
  customer: { name: string; email: string; phone: string };
  address: DeliveryAddress | null;
  items: Array<{ name: string; sku: string; units: number; sellingPrice: number }>;
  paymentMethod: 'online' | 'cod';
  /** Rupees: the goods total; for COD also what the courier collects, with the fee. */
  subTotal: number;
  codFee: number;
};

export type Booked = {
  courier: string;
  awb: string;
  trackingUrl: string | null;
  providerOrderId?: string;
  providerShipmentId?: string;
};

export type ScanInput = { at: Date; status: string; activity: string; location: string };

export type Serviceability = {
  serviceable: boolean;
  couriers: Array<{ name: string; etdDays: number | null; cod: boolean }>;
};

/**
 * The answer to a failed delivery attempt (Shiprocket's NDR action): try again (on a day, at corrected address
 * lines), or return the parcel to the shop.
 */
export type NdrAction =
  | { action: 're-attempt'; comments: string; deferredDate?: string; address1?: string; address2?: string }
  | { action: 'return'; comments: string };

export interface ShippingProvider {
  readonly name: 'manual' | 'shiprocket';
  /** Couriers that deliver from the shop's pickup pincode to this one (manual: not known, so every pincode). */
  serviceability(query: { deliveryPincode: string; cod: boolean; weightKg: number }): Promise<Serviceability>;
  /** Books the shipment; `typed` is the courier and AWB the owner entered (required by the manual provider). */
  ship(request: ShipRequest, typed?: { courier: string; awb: string }): Promise<Booked>;
  /** The courier's scans for an AWB, oldest first (manual: none, the owner's courier site has them). */
  track(awb: string): Promise<ScanInput[]>;
  /** Passes the shopper's answer to a failed attempt to the courier (manual: the owner calls her courier). */
  ndrAction(awb: string, action: NdrAction): Promise<void>;
}

export class ShippingProviderError extends Error {}

export const manualProvider: ShippingProvider = {
  name: 'manual',
  serviceability: async () => ({ serviceable: true, couriers: [] }),
  ship: async (_request, typed) => {
    if (!typed) throw badRequest('Please enter the courier and the AWB number.', 'AWB_REQUIRED');
    const awb = typed.awb.trim().toUpperCase();
    return { courier: typed.courier.trim(), awb, trackingUrl: trackingUrlFor(typed.courier, awb) };
  },
  track: async () => [],
  ndrAction: async () => {
    throw new ShippingProviderError('A parcel booked by hand is answered with its courier directly.');
  },
};
