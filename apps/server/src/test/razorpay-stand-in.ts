// A local stand-in for Razorpay's REST API (https://razorpay.com/docs/api/), answering as the service documents
// for the calls the shop makes: orders (create, list by receipt, payments of an order), payments (fetch,
// capture), refunds (create with X-Refund-Idempotency). Basic auth with the key pair is checked. Tests act as the
// shopper's bank through pay(): a payment is authorized, or captured, against an order.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Order = {
  id: string;
  amount: number;
  receipt: string;
  notes: unknown;
  status: string;
  created_at: number;
};
type Payment = { id: string; order_id: string; amount: number; status: string; amount_refunded: number };
type Refund = {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  notes: unknown;
  key: string;
  body: string;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startRazorpayStandIn(keys: { keyId: string; keySecret: string }) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const calls: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }> =
    [];
  /** Makes the next refund calls fail as the service does when it is down. */
  let refundsDown = false;
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string, status = 400) =>
    send(res, status, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
    });
  const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items });
  const orderEntity = (o: Order) => ({
    ...o,
    entity: 'order',
    currency: 'INR',
    amount_paid: [...payments.values()]
      .filter((p) => p.order_id === o.id && p.status === 'captured')
      .reduce((a, p) => a + p.amount, 0),
  });
  const paymentEntity = (p: Payment) => ({
    ...p,
    entity: 'payment',
    currency: 'INR',
    captured: p.status === 'captured',
  });
  const refundEntity = (r: Refund) => ({
    id: r.id,
    entity: 'refund',
    amount: r.amount,
    currency: 'INR',
    payment_id: r.payment_id,
    notes: r.notes,
    status: r.status,
    speed_requested: 'normal',
  });

  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = text ? JSON.parse(text) : {};
      calls.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
      if (req.headers.authorization !== auth) return badRequest(res, 'Authentication failed', 401);
      const parts = url.pathname.split('/').filter(Boolean); // v1, entity, id, action
      if (parts[0] !== 'v1') return badRequest(res, 'The requested URL was not found on the server.', 404);
      if (parts[1] === 'orders' && req.method === 'POST' && parts.length === 2) {
        if (!Number.isInteger(body.amount) || body.amount < 100)
          return badRequest(res, 'The amount must be atleast INR 1.00');
        if (typeof body.receipt === 'string' && body.receipt.length > 40)
          return badRequest(res, 'receipt: the length must be no more than 40.');
        const order: Order = {
          id: newId('order'),
          amount: body.amount,
          receipt: body.receipt,
          notes: body.notes ?? [],
          status: 'created',
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(res, 200, orderEntity(order));
      }
      if (parts[1] === 'orders' && req.method === 'GET' && parts.length === 2) {
        const receipt = url.searchParams.get('receipt');
        return send(
          res,
          200,
          collection([...orders.values()].filter((o) => !receipt || o.receipt === receipt).map(orderEntity)),
        );
      }
      if (parts[1] === 'orders' && parts[3] === 'payments' && req.method === 'GET') {
        if (!orders.has(parts[2])) return badRequest(res, 'The id provided does not exist');
        return send(
          res,
          200,
          collection([...payments.values()].filter((p) => p.order_id === parts[2]).map(paymentEntity)),
        );
      }
      if (parts[1] === 'payments' && parts.length === 3 && req.method === 'GET') {
        const payment = payments.get(parts[2]);
        return payment
          ? send(res, 200, paymentEntity(payment))
          : badRequest(res, 'The id provided does not exist');
      }
      if (parts[1] === 'payments' && parts[3] === 'capture' && req.method === 'POST') {
        const payment = payments.get(parts[2]);
        if (!payment) return badRequest(res, 'The id provided does not exist');
        if (payment.status === 'captured') return badRequest(res, 'This payment has already been captured');
        if (payment.status !== 'authorized')
          return badRequest(
            res,
            'Only payments which have been authorized and not yet captured can be captured',
          );
        if (body.amount !== payment.amount)
          return badRequest(res, 'Capture amount must be equal to the amount authorized');
        payment.status = 'captured';
        return send(res, 200, paymentEntity(payment));
      }
      if (parts[1] === 'payments' && parts[3] === 'refund' && req.method === 'POST') {
        if (refundsDown)
          return send(res, 502, {
            error: {
              code: 'SERVER_ERROR',
              description: 'The server encountered an error. The incident has been reported to admins.',
            },
          });
        const payment = payments.get(parts[2]);
        if (!payment) return badRequest(res, 'The id provided does not exist');
        const key = String(req.headers['x-refund-idempotency'] ?? '');
        if (key) {
          const earlier = [...refunds.values()].find((r) => r.key === key);
          if (earlier) {
            if (earlier.body !== text)
              return badRequest(
                res,
                'Different request with the same idempotency key has already been processed.',
              );
            return send(res, 200, refundEntity(earlier));
          }
        }
        if (payment.status !== 'captured') return badRequest(res, 'The payment has not been captured');
        const amount = body.amount ?? payment.amount - payment.amount_refunded;
        if (amount > payment.amount - payment.amount_refunded)
          return badRequest(res, 'The refund amount provided is greater than amount captured');
        payment.amount_refunded += amount;
        const refund: Refund = {
          id: newId('rfnd'),
          payment_id: payment.id,
          amount,
          status: 'processed',
          notes: body.notes ?? [],
          key,
          body: text,
        };
        refunds.set(refund.id, refund);
        return send(res, 200, refundEntity(refund));
      }
      return badRequest(res, 'The requested URL was not found on the server.', 404);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    payments,
    refunds,
    calls,
    setRefundsDown(down: boolean) {
      refundsDown = down;
    },
    /** The shopper pays the order: authorized only, or captured (as with automatic capture). */
    pay(orderId: string, options: { capture?: boolean; amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      const payment: Payment = {
        id: newId('pay'),
        order_id: orderId,
        amount: options.amount ?? order.amount,
        status: options.capture === false ? 'authorized' : 'captured',
        amount_refunded: 0,
      };
      payments.set(payment.id, payment);
      if (payment.status === 'captured') order.status = 'paid';
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', keys.keySecret)
          .update(`${orderId}|${payment.id}`)
          .digest('hex'),
      };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
