// A local stand-in for Shiprocket's external API (https://apidocs.shiprocket.in), answering as the service
// documents for the calls the shop makes: auth/login (e-mail + password → bearer token), courier serviceability,
// orders/create/adhoc, courier/assign/awb, courier/track/awb/{awb} and ndr/{awb}/action (a failed attempt's
// answer: action re-attempt | return with comments, answered 202). Calls without the current token get 401,
// as Shiprocket's do; expireToken() makes the current one stale, to test the renewal.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const UNSERVED_PINCODE = '799999';

/** A courier's scan as Shiprocket reports it (tracking answers and webhooks): the parcel picked up. */
export const PICKED_UP_SCAN = {
  date: '2026-03-02 18:31:00',
  status: 'X-PPOM',
  activity: 'Shipment picked up',
  location: 'Mumbai_Andheri (Maharashtra)',
  'sr-status': '42',
  'sr-status-label': 'PICKED UP',
};

export async function startShiprocketStandIn(account: { email: string; password: string }) {
  let token = '';
  let logins = 0;
  let nextId = 100;
  const orders = new Map<number, { shipmentId: number; body: Record<string, unknown>; awb?: string }>();
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const ndrActions: Array<{ awb: string; body: Record<string, unknown>; authorization: string }> = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => resolve(raw ? JSON.parse(raw) : undefined));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/v1\/external/, '');
    const body = (await readBody(req)) as Record<string, unknown> | undefined;
    calls.push({ method: req.method ?? '', path: `${path}${url.search}`, body });
    if (req.method === 'POST' && path === '/auth/login') {
      if (body?.email !== account.email || body?.password !== account.password)
        return send(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
      logins += 1;
      token = randomBytes(24).toString('hex');
      return send(res, 200, {
        id: 1,
        first_name: 'API',
        last_name: 'User',
        email: account.email,
        company_id: 7,
        token,
      });
    }
    if (!token || req.headers.authorization !== `Bearer ${token}`)
      return send(res, 401, { message: 'Token has expired', status_code: 401 });

    if (req.method === 'GET' && path === '/courier/serviceability/') {
      const pincode = url.searchParams.get('delivery_postcode');
      if (pincode === UNSERVED_PINCODE)
        return send(res, 404, { status: 404, message: `Delivery postcode ${pincode} is not serviceable` });
      const cod = url.searchParams.get('cod') === '1';
      return send(res, 200, {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_company_id: 10,
              courier_name: 'Delhivery Surface',
              estimated_delivery_days: '4',
              cod: 1,
              rate: 72,
            },
            {
              courier_company_id: 24,
              courier_name: 'Xpressbees Surface',
              estimated_delivery_days: '5',
              cod: cod ? 0 : 1,
              rate: 65,
            },
          ].filter((c) => !cod || c.cod === 1),
        },
      });
    }
    if (req.method === 'POST' && path === '/orders/create/adhoc') {
      for (const field of [
        'order_id',
        'order_date',
        'pickup_location',
        'billing_pincode',
        'billing_phone',
        'order_items',
        'payment_method',
        'sub_total',
        'weight',
      ]) {
        if (body?.[field] === undefined || body[field] === '')
          return send(res, 422, {
            message: 'Oops! Invalid Data.',
            errors: { [field]: [`The ${field} field is required.`] },
            status_code: 422,
          });
      }
      const id = nextId++;
      orders.set(id, { shipmentId: id + 1000, body: body! });
      return send(res, 200, {
        order_id: id,
        shipment_id: id + 1000,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: null,
        courier_company_id: null,
        courier_name: null,
      });
    }
    if (req.method === 'POST' && path === '/courier/assign/awb') {
      const order = [...orders.values()].find((o) => o.shipmentId === Number(body?.shipment_id));
      if (!order) return send(res, 400, { message: 'Invalid shipment id', status_code: 400 });
      order.awb ??= `SR${order.shipmentId}${randomBytes(3).toString('hex').toUpperCase()}`;
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: 10,
            awb_code: order.awb,
            courier_name: 'Delhivery Surface',
            shipment_id: order.shipmentId,
            assigned_date_time: {
              date: '2026-03-02 10:00:00.000000',
              timezone_type: 3,
              timezone: 'Asia/Kolkata',
            },
          },
        },
      });
    }
    const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
    if (req.method === 'GET' && track) {
      const awb = decodeURIComponent(track[1]);
      const known = [...orders.values()].some((o) => o.awb === awb);
      if (!known) return send(res, 200, { tracking_data: { track_status: 0, error: 'Awb not found' } });
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: 6,
          shipment_track: [{ awb_code: awb, courier_company_id: 10, current_status: 'In Transit' }],
          shipment_track_activities: [
            {
              date: '2026-03-03 09:15:00',
              status: 'X-DLL2F',
              activity: 'Shipment in transit to destination hub',
              location: 'Bhiwandi_DC (Maharashtra)',
              'sr-status': '18',
              'sr-status-label': 'IN TRANSIT',
            },
            PICKED_UP_SCAN,
          ],
          track_url: `https://shiprocket.co/tracking/${awb}`,
        },
      });
    }
    const ndr = /^\/ndr\/([^/]+)\/action$/.exec(path);
    if (req.method === 'POST' && ndr) {
      const awb = decodeURIComponent(ndr[1]);
      if (![...orders.values()].some((o) => o.awb === awb))
        return send(res, 400, { message: 'AWB is not in NDR', status_code: 400 });
      const errors: Record<string, string[]> = {};
      if (body?.action !== 're-attempt' && body?.action !== 'return' && body?.action !== 'fake-attempt')
        errors.action = ['The selected action is invalid.'];
      if (typeof body?.comments !== 'string' || body.comments === '')
        errors.comments = ['The comments field is required.'];
      if (body?.deferred_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(body.deferred_date)))
        errors.deferred_date = ['The deferred date does not match the format Y-m-d.'];
      if (Object.keys(errors).length > 0)
        return send(res, 422, { message: 'Oops! Invalid Data.', errors, status_code: 422 });
      ndrActions.push({ awb, body: body!, authorization: req.headers.authorization ?? '' });
      return send(res, 202, { status: 'Data Updated Sucessfully' });
    }
    send(res, 404, { message: 'Not found', status_code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1/external`;
  return {
    url,
    /** The app's settings for this account on the stand-in. */
    env: { SHIPROCKET_EMAIL: account.email, SHIPROCKET_PASSWORD: account.password, SHIPROCKET_API_URL: url },
    calls,
    orders,
    /** The NDR actions taken, with the bearer they came with. */
    ndrActions,
    /** The bearer the stand-in accepts now. */
    currentToken: () => token,
    logins: () => logins,
    /** Makes the current token stale, as after its 10 days. */
    expireToken: () => {
      token = `stale-${token}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
