// The payment provider behind the ARCHITECTURE flow: Razorpay through its official SDK when keys are set,
// otherwise the built-in test provider with the same signature scheme and a secret kept in the database.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export type ProviderOrder = { id: string };

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

function testProvider(db: Db): PaymentProvider {
  let cached: string | undefined;
  return {
    name: 'test',
    keyId: TEST_KEY_ID,
    secret: async () => {
      cached ??= await testSecret(db);
      return cached;
    },
    createOrder: async () => ({ id: `order_test_${randomBytes(9).toString('base64url')}` }),
  };
}

type RazorpayClient = {
  orders: { create: (body: Record<string, unknown>) => Promise<{ id: string }> };
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
};

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
      return { id: order.id };
    },
  };
}

export function paymentProvider(config: Config, db: Db): PaymentProvider {
  return config.razorpay ? razorpayProvider(config.razorpay) : testProvider(db);
}
