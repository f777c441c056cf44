// The payment provider behind docs/architecture.md flow: Razorpay through its official SDK when keys are set,
// otherwise the built-in test provider with the same signature scheme and a secret kept in the database.
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export type ProviderOrder = { id: string; amountPaise: number };
/** A payment as the provider reports it; only `captured` money is the shop's. */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
};
export type ProviderRefund = { id: string; status: 'pending' | 'processed' | 'failed' };

export type PaymentProvider = {
  name: ProviderName;
  keyId: string;
  /** The secret checkout signatures are made with. */
  secret: () => Promise<string>;
  createOrder: (input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<ProviderOrder>;
  /** The provider's order made earlier with this receipt (a create whose answer was lost), if any. */
  findOrderByReceipt: (receipt: string) => Promise<ProviderOrder | undefined>;
  fetchPayment: (paymentId: string) => Promise<ProviderPayment>;
  /** Every payment tried against the order (the reconciler's question). */
  orderPayments: (orderId: string) => Promise<ProviderPayment[]>;
  /** Captures an only-authorized payment (a payment the provider did not capture by itself). */
  capture: (paymentId: string, amountPaise: number) => Promise<ProviderPayment>;
  /** Refunds (part of) a captured payment; the same idempotency key never refunds twice. */
  refund: (input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }) => Promise<ProviderRefund>;
};

export const TEST_KEY_ID = 'zariya_test';
const RAZORPAY_TIMEOUT_MS = 8000;
const TEST_SECRET_KEY = 'payments.test_secret';

/** One secret for every server process on this database, made at first use. */
async function testSecret(db: Db): Promise<string> {
  const [existing] = await db.select().from(settings).where(eq(settings.key, TEST_SECRET_KEY));
  if (existing) return existing.value;
  await db
    .insert(settings)
    .values({ key: TEST_SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, TEST_SECRET_KEY));
  return row.value;
}

/**
 * The test provider: no money moves. Its payments are made by POST /payments/test/pay and are captured at once;
 * the shop's own tables are its ledger, so it knows of no payment the shop has not seen. Its refunds are
 * recorded at once as processed, with an id that says they are test refunds.
 */
function testProvider(db: Db): PaymentProvider {
  let cached: string | undefined;
  const unknownPayment = (id: string): never => {
    throw new Error(`test provider: payment ${id} is only known once the shop has received it`);
  };
  return {
    name: 'test',
    keyId: TEST_KEY_ID,
    secret: async () => {
      cached ??= await testSecret(db);
      return cached;
    },
    createOrder: async ({ amountPaise }) => ({
      id: `order_test_${randomBytes(9).toString('base64url')}`,
      amountPaise,
    }),
    findOrderByReceipt: async () => undefined,
    fetchPayment: async (id) => unknownPayment(id),
    orderPayments: async () => [],
    capture: async (id) => unknownPayment(id),
    refund: async ({ idempotencyKey }) => ({
      id: `rfnd_test_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 14)}`,
      status: 'processed',
    }),
  };
}

type RazorpayEntity = Record<string, unknown>;
type RazorpayClient = {
  orders: {
    create: (body: Record<string, unknown>) => Promise<RazorpayEntity>;
    all: (query: Record<string, unknown>) => Promise<{ items: RazorpayEntity[] }>;
    fetchPayments: (orderId: string) => Promise<{ items: RazorpayEntity[] }>;
  };
  payments: {
    fetch: (id: string) => Promise<RazorpayEntity>;
    capture: (id: string, amount: number, currency: string) => Promise<RazorpayEntity>;
  };
  api: {
    rq: {
      defaults: { baseURL?: string; timeout?: number };
      post: (
        url: string,
        body: unknown,
        config: { headers: Record<string, string> },
      ) => Promise<{ data: RazorpayEntity }>;
    };
  };
};

const PAYMENT_STATES = new Set(['created', 'authorized', 'captured', 'refunded', 'failed']);

function toPayment(entity: RazorpayEntity): ProviderPayment {
  const status = String(entity.status);
  return {
    id: String(entity.id),
    orderId: String(entity.order_id),
    amountPaise: Number(entity.amount),
    status: (PAYMENT_STATES.has(status) ? status : 'failed') as ProviderPayment['status'],
  };
}

/** `hostUrl` replaces https://api.razorpay.com, for tests against a local stand-in. */
export function razorpayProvider(
  keys: { keyId: string; keySecret: string },
  hostUrl?: string,
): PaymentProvider {
  let client: Promise<RazorpayClient>;
  const sdk = () => {
    // Loaded only when Razorpay is configured; the SDK does the HTTP, auth and error shapes.
    client ??= import('razorpay').then(({ default: Razorpay }) => {
      const instance = new Razorpay({
        key_id: keys.keyId,
        key_secret: keys.keySecret,
      }) as unknown as RazorpayClient;
      if (hostUrl) instance.api.rq.defaults.baseURL = hostUrl;
      // The SDK waits forever by default; a shopper should hear back within the client's 10 s.
      instance.api.rq.defaults.timeout = RAZORPAY_TIMEOUT_MS;
      return instance;
    });
    return client;
  };
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    secret: async () => keys.keySecret,
    createOrder: async ({ amountPaise, receipt, notes }) => {
      const order = await (await sdk()).orders.create({
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { id: String(order.id), amountPaise: Number(order.amount) };
    },
    findOrderByReceipt: async (receipt) => {
      const { items } = await (await sdk()).orders.all({ receipt });
      const order = items.find((o) => o.receipt === receipt);
      return order ? { id: String(order.id), amountPaise: Number(order.amount) } : undefined;
    },
    fetchPayment: async (id) => toPayment(await (await sdk()).payments.fetch(id)),
    orderPayments: async (orderId) =>
      (await (await sdk()).orders.fetchPayments(orderId)).items.map(toPayment),
    capture: async (id, amountPaise) =>
      toPayment(await (await sdk()).payments.capture(id, amountPaise, 'INR')),
    refund: async ({ paymentId, amountPaise, idempotencyKey, notes }) => {
      // The SDK's refund call cannot send headers; its own HTTP client (auth, base URL, timeout) can, and
      // Razorpay reads the idempotency key from this header.
      const { data } = await (await sdk()).api.rq.post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        { headers: { 'X-Refund-Idempotency': idempotencyKey } },
      );
      const status = String(data.status);
      return {
        id: String(data.id),
        status: status === 'processed' || status === 'failed' ? status : 'pending',
      };
    },
  };
}

export function paymentProvider(config: Config, db: Db): PaymentProvider {
  return config.razorpay ? razorpayProvider(config.razorpay, config.razorpay.hostUrl) : testProvider(db);
}
