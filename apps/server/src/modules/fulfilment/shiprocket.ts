// The Shiprocket-compatible shipping provider: its documented HTTP API (https://apidocs.shiprocket.in) with an
// API user's e-mail and password. Login gives a bearer token (valid 10 days; kept 9, and renewed once on a 401);
// serviceability by pincode; an order created "adhoc" and an AWB assigned to its shipment; tracking by AWB; the
// answer to a failed delivery attempt (NDR action).
// Scans also arrive at the shop's webhook (shiprocket.routes.ts). Tested against test/shiprocket-stand-in.ts.
import type {
  NdrAction,
  ScanInput,
  Serviceability,
  ShippingProvider,
  ShipRequest,
} from './shipping-provider.ts';
import { ShippingProviderError } from './shipping-provider.ts';
import { trackingUrlFor } from '@zariya/shared/fulfilment';

export type ShiprocketConfig = {
  email: string;
  password: string;
  /** https://apiv2.shiprocket.in/v1/external unless SHIPROCKET_API_URL says otherwise. */
  baseUrl: string;
  /** The pickup location's name as set up in the Shiprocket panel. */
  pickupLocation: string;
  /** The pickup pincode, for serviceability. */
  pickupPincode: string;
};

export const SHIPROCKET_DEFAULT_URL = 'https://apiv2.shiprocket.in/v1/external';
const TOKEN_LIFETIME_MS = 9 * 24 * 3_600_000;
// A folded garment in a courier bag; the owner corrects the weight in Shiprocket's panel when it differs.
const PARCEL = { length: 30, breadth: 25, height: 5, weight: 0.5 };

/** Shiprocket writes times in India's time without a zone: "2026-03-01 18:31:00" or "01 03 2026 18:31:00". */
export function shiprocketTime(text: string | undefined | null): Date | null {
  if (!text) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (m) return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+05:30`);
  m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+05:30`);
  return null;
}

const istStamp = (d: Date) => {
  const ist = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
};

type Scan = {
  date?: string;
  status?: string;
  activity?: string;
  location?: string;
  'sr-status-label'?: string;
};

/** Shiprocket's scan objects (tracking answer and webhook alike) as the shop's scans, oldest first. */
export function scansOf(list: Scan[] | undefined): ScanInput[] {
  return (list ?? [])
    .map((s) => ({
      at: shiprocketTime(s.date),
      status: String(s['sr-status-label'] || s.status || '').slice(0, 80),
      activity: String(s.activity ?? '').slice(0, 300),
      location: String(s.location ?? '').slice(0, 120),
    }))
    .filter((s): s is ScanInput => s.at !== null && s.status !== '')
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function shiprocketProvider(
  config: ShiprocketConfig,
  fetchImpl: typeof fetch = fetch,
): ShippingProvider {
  let token: { value: string; until: number } | null = null;

  async function login(): Promise<string> {
    const res = await fetchImpl(`${config.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.email, password: config.password }),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
    if (!res.ok || !body.token) throw new ShippingProviderError(`Shiprocket login failed (${res.status})`);
    token = { value: body.token, until: Date.now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<T> {
    const bearer = token && token.until > Date.now() ? token.value : await login();
    const res = await fetchImpl(`${config.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401 && !retried) {
      token = null;
      return call(method, path, body, true);
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (!res.ok)
      throw new ShippingProviderError(`Shiprocket ${path} answered ${res.status}: ${answer.message ?? ''}`);
    return answer;
  }

  return {
    name: 'shiprocket',

    async serviceability({ deliveryPincode, cod, weightKg }): Promise<Serviceability> {
      const query = new URLSearchParams({
        pickup_postcode: config.pickupPincode,
        delivery_postcode: deliveryPincode,
        cod: cod ? '1' : '0',
        weight: String(weightKg),
      });
      type Answer = {
        status?: number;
        data?: {
          available_courier_companies?: Array<{
            courier_name: string;
            estimated_delivery_days?: string;
            cod?: number;
          }>;
        };
      };
      let answer: Answer;
      try {
        answer = await call<Answer>('GET', `/courier/serviceability/?${query}`);
      } catch (err) {
        // Shiprocket answers 404 for a pincode no courier serves.
        if (err instanceof ShippingProviderError && / 404:/.test(err.message))
          return { serviceable: false, couriers: [] };
        throw err;
      }
      const couriers = (answer.data?.available_courier_companies ?? []).map((c) => ({
        name: c.courier_name,
        etdDays: c.estimated_delivery_days ? Number(c.estimated_delivery_days) : null,
        cod: c.cod === 1,
      }));
      return { serviceable: couriers.length > 0, couriers };
    },

    async ship(request: ShipRequest) {
      const a = request.address;
      const [first, ...rest] = request.customer.name.trim().split(/\s+/);
      const created = await call<{ order_id?: number; shipment_id?: number }>(
        'POST',
        '/orders/create/adhoc',
        {
          order_id: request.orderRef,
          order_date: istStamp(request.placedAt),
          pickup_location: config.pickupLocation,
          billing_customer_name: first ?? request.customer.name,
          billing_last_name: rest.join(' '),
          billing_address: a?.addressLine1 ?? '',
          billing_address_2: a?.addressLine2 ?? '',
          billing_city: a?.city ?? '',
          billing_pincode: a?.postalCode ?? '',
          billing_state: a?.state ?? '',
          billing_country: a?.country ?? 'India',
          billing_email: request.customer.email,
          billing_phone: request.customer.phone.replace(/\D/g, '').slice(-10),
          shipping_is_billing: true,
          order_items: request.items.map((i) => ({
            name: i.name,
            sku: i.sku,
            units: i.units,
            selling_price: i.sellingPrice,
          })),
          payment_method: request.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
          sub_total: request.subTotal,
          // What the courier collects on a COD parcel includes the shop's COD fee.
          transaction_charges: request.paymentMethod === 'cod' ? request.codFee : 0,
          ...PARCEL,
        },
      );
      if (!created.shipment_id) throw new ShippingProviderError('Shiprocket created no shipment');
      const assigned = await call<{
        awb_assign_status?: number;
        response?: { data?: { awb_code?: string; courier_name?: string } };
        message?: string;
      }>('POST', '/courier/assign/awb', { shipment_id: created.shipment_id });
      const data = assigned.response?.data;
      if (assigned.awb_assign_status !== 1 || !data?.awb_code)
        throw new ShippingProviderError(`Shiprocket assigned no AWB: ${assigned.message ?? ''}`);
      const courier = data.courier_name ?? 'Shiprocket';
      return {
        courier,
        awb: data.awb_code,
        trackingUrl: trackingUrlFor(courier, data.awb_code) ?? trackingUrlFor('Shiprocket', data.awb_code),
        providerOrderId: String(created.order_id ?? ''),
        providerShipmentId: String(created.shipment_id),
      };
    },

    async track(awb: string) {
      const answer = await call<{ tracking_data?: { shipment_track_activities?: Scan[] | null } }>(
        'GET',
        `/courier/track/awb/${encodeURIComponent(awb)}`,
      );
      return scansOf(answer.tracking_data?.shipment_track_activities ?? []);
    },

    // NDR: POST /ndr/{awb}/action with `action` (re-attempt | return) and `comments`; a re-attempt may carry the
    // day the shopper wants (deferred_date, YYYY-MM-DD) and corrected address lines. Shiprocket answers 202.
    async ndrAction(awb: string, a: NdrAction) {
      const body: Record<string, string> = { action: a.action, comments: a.comments.slice(0, 250) };
      if (a.action === 're-attempt') {
        if (a.deferredDate) body.deferred_date = a.deferredDate;
        if (a.address1) body.address1 = a.address1;
        if (a.address2) body.address2 = a.address2;
      }
      await call('POST', `/ndr/${encodeURIComponent(awb)}/action`, body);
    },
  };
}
