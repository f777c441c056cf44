// Shoppers for the journey and fault scripts: each signs up once, then goes round the purchase journey through
// the shop's real calls (home, a filtered category page, search, a product page and its data, add to cart,
// checkout, pay with the test provider, save the order, open it), spread round-robin over the server processes
// as a load balancer would. A connection refused (a process that is not there) is tried on the next process,
// as a load balancer's health check does; anything else is the shopper's answer. A paid order whose saving
// failed is saved again (the checkout's retry button) until it succeeds or the run's grace period ends.
import { signUpWithCode } from './support.ts';
import { randomBytes } from 'node:crypto';
import { CATEGORIES } from '@zariya/shared/constants';
import { PRICE_BAND_IDS } from '@zariya/shared/catalog';
import { PRODUCT_SORTS } from '@zariya/shared/listing';
import { singlePurchaseTotal } from '@zariya/shared/pricing';

export const STEPS = [
  'home',
  'category',
  'search',
  'product page',
  'product data',
  'add to cart',
  'checkout',
  'pay',
  'save order',
  'open order',
] as const;
export type Step = (typeof STEPS)[number];

export type Sample = { step: Step; at: number; ms: number; status: number; code?: string; server: string };

const WORDS = ['saree', 'silk', 'cotton', 'kurta', 'dupatta', 'lehenga', 'jhumka', 'dress', 'red', 'printed'];
const COLOURS = ['Red', 'Blue', 'Black', 'Green', 'Pink', 'Maroon', 'White', 'Yellow'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

type Answer = { status: number; body: unknown; code?: string };

/** The processes behind the "load balancer": round robin, skipping one that refused a connection lately. */
export class Balancer {
  private next = 0;
  private downUntil = new Map<string, number>();
  readonly samples: Sample[] = [];
  /** Requests moved to another process after a refused connection. */
  failovers = 0;
  /** Requests sent and not yet answered, by process and step. */
  readonly inFlight = new Map<string, number>();

  constructor(private readonly urls: string[]) {}

  private pickUrl(): string {
    for (let i = 0; i < this.urls.length; i++) {
      const url = this.urls[this.next++ % this.urls.length];
      if ((this.downUntil.get(url) ?? 0) <= Date.now()) return url;
    }
    return this.urls[this.next++ % this.urls.length];
  }

  async send(
    step: Step,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; ip: string; record?: boolean },
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const url = this.pickUrl();
      const at = Date.now();
      const started = performance.now();
      const key = `${url} ${step}`;
      this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
      try {
        const res = await fetch(`${url}${path}`, {
          method,
          headers: {
            'x-forwarded-for': options.ip,
            'accept-encoding': 'gzip, deflate, br',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        let body: unknown = text;
        if (res.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
        const code = (body as { code?: string })?.code;
        if (options.record !== false)
          this.samples.push({
            step,
            at,
            ms: performance.now() - started,
            status: res.status,
            code,
            server: url,
          });
        return { status: res.status, body, code };
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
        // Nothing was sent: another process can take it, as a load balancer would.
        if (cause === 'ECONNREFUSED' && attempt < this.urls.length) {
          this.downUntil.set(url, Date.now() + 1000);
          this.failovers++;
          continue;
        }
        if (options.record !== false)
          this.samples.push({
            step,
            at,
            ms: performance.now() - started,
            status: 0,
            code: cause,
            server: url,
          });
        return { status: 0, body: undefined, code: cause };
      } finally {
        this.inFlight.set(key, (this.inFlight.get(key) ?? 1) - 1);
      }
    }
  }
}

export type Shopper = { i: number; ip: string; token: string; userId: number };

/** Where every bench shopper has her orders delivered. */
export const BENCH_ADDRESS = {
  addressLine1: '1 Bench Street',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  country: 'India',
};

/**
 * Signs `count` shoppers up, a few at a time (each from her own address), each proving her mobile with the code the
 * shop put in its SMS outbox (`dataDir`, the cluster's data directory).
 */
export async function signUpShoppers(
  lb: Balancer,
  count: number,
  dataDir: string,
  tag = randomBytes(3).toString('hex'),
) {
  const shoppers: Shopper[] = [];
  const one = async (i: number) => {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const body = {
      fullname: `Shopper ${i}`,
      email: `shopper${i}.${tag}@example.in`,
      contact: `9${String(100_000_000 + i)}`,
      password: `Bench-shopper-${randomBytes(6).toString('hex')}-pass`,
      deliveryAddress: BENCH_ADDRESS,
    };
    // Before the clock: a sign-up that meets a busy moment (a 5xx) is tried again, as a shopper would.
    const send = async (payload: Record<string, unknown>) => {
      let res = await lb.send('home', 'POST', '/api/Signup', { ip, record: false, body: payload });
      for (let attempt = 0; attempt < 5 && (res.status === 0 || res.status >= 500); attempt++) {
        await sleep(1000);
        res = await lb.send('home', 'POST', '/api/Signup', { ip, record: false, body: payload });
      }
      return res;
    };
    const res = await signUpWithCode(send, body, dataDir);
    if (res.status !== 201) throw new Error(`sign-up ${res.status} ${JSON.stringify(res.body)}`);
    const answer = res.body as { token: string; userId: number };
    shoppers.push({ i, ip, token: answer.token, userId: Number(answer.userId) });
  };
  for (let i = 0; i < count; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => one(i + k + 1)));
  }
  return shoppers.sort((a, b) => a.i - b.i);
}

/** Every payment a shopper was given by the test provider, and whether the shop saved it as an order. */
export type Payment = { paymentId: string; paymentOrderId: string; orderId?: string; savedAt?: number };

export type JourneyOptions = {
  /** Whether a failed save of a paid order is retried, and until when (epoch ms). */
  retrySaveUntil: () => number;
  payments: Payment[];
};

type Card = { id: number };
type ProductData = {
  id: number;
  new_price: number;
  sizes?: string[];
  colors?: string[];
  available?: boolean;
};

/**
 * One round of the journey. Answers true when the order was bought and opened; a step that fails ends the round
 * (the shopper starts again), except saving a paid order, which is retried.
 */
export async function journey(lb: Balancer, s: Shopper, options: JourneyOptions): Promise<boolean> {
  const ok = (a: Answer) => a.status >= 200 && a.status < 300;
  const send = (step: Step, method: 'GET' | 'POST', path: string, body?: unknown) =>
    lb.send(step, method, path, { body, token: s.token, ip: s.ip });

  if (!ok(await send('home', 'GET', '/'))) return false;
  const category = pick(CATEGORIES);
  const listed = await send('category', 'POST', '/api/products/category', {
    category,
    price: [pick(PRICE_BAND_IDS)],
    color: [pick(COLOURS)],
    sort: pick(PRODUCT_SORTS),
    page: 1,
    limit: 24,
  });
  if (!ok(listed)) return false;
  const found = await send('search', 'POST', '/api/search', { query: pick(WORDS), page: 1, limit: 24 });
  if (!ok(found)) return false;
  const cards = [...(listed.body as Card[]), ...(found.body as Card[])];
  if (cards.length === 0) return false;
  const id = pick(cards).id;
  if (!ok(await send('product page', 'GET', `/product/${id}`))) return false;
  const data = await send('product data', 'GET', `/api/products/${id}`);
  if (!ok(data)) return false;
  const product = data.body as ProductData;
  const choice = { size: product.sizes?.[0] ?? 'Free Size', color: product.colors?.[0] ?? '' };

  let cart = await send('add to cart', 'POST', '/api/cart', { userId: s.userId, product: id, ...choice });
  // Left in her cart by an earlier round that failed later: she opens her cart instead.
  if (cart.code === 'ALREADY_IN_CART')
    cart = await send('add to cart', 'POST', '/api/getCartData', { userId: s.userId });
  if (!ok(cart)) return false;
  const lines = (cart.body as { cart: Array<{ lineId: number; productId: number }> }).cart;
  const line = lines.find((l) => l.productId === id) ?? lines[lines.length - 1];
  const created = await send('checkout', 'POST', '/api/createOrder', {
    amount: singlePurchaseTotal(product.new_price, 1, false),
    productId: id,
    quantity: 1,
    cartLineId: line?.lineId,
    ...choice,
  });
  if (!ok(created)) return false;
  const paymentOrderId = (created.body as { id: string }).id;
  const paid = await send('pay', 'POST', '/api/payments/test/pay', { orderId: paymentOrderId });
  if (!ok(paid)) return false;
  const proof = paid.body as Record<string, string>;
  const payment: Payment = { paymentId: proof.razorpay_payment_id, paymentOrderId };
  options.payments.push(payment);

  // The money is the shop's now: the order is saved, again if need be, as the retry button does.
  for (;;) {
    const saved = await send('save order', 'POST', '/api/saveOrder', {
      userId: s.userId,
      productId: id,
      ...choice,
      ...proof,
    });
    if (ok(saved)) {
      payment.orderId = String((saved.body as { order: { id: number | string } }).order.id);
      payment.savedAt = Date.now();
      break;
    }
    // A 4xx is the shop's final word (a refund is due, for instance); only outages are retried.
    if (saved.status !== 0 && saved.status < 500) return false;
    if (Date.now() > options.retrySaveUntil()) return false;
    await sleep(1000);
  }
  return ok(await send('open order', 'GET', `/api/order/${payment.orderId}`));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The shop's right answer to a shopper whose earlier round left the product in her cart: not an error. */
const isError = (s: Sample) => s.status === 0 || (s.status >= 400 && s.code !== 'ALREADY_IN_CART');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Per step: requests, p50/p95/p99 (ms) and errors by status (0 = no answer). */
export function stepTable(samples: Sample[]) {
  return STEPS.map((step) => {
    const mine = samples.filter((s) => s.step === step);
    const sorted = mine.map((s) => s.ms).sort((a, b) => a - b);
    const errors: Record<string, number> = {};
    for (const s of mine)
      if (isError(s)) errors[s.status || s.code || 0] = (errors[s.status || s.code || 0] ?? 0) + 1;
    return {
      step,
      requests: mine.length,
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      p99: round1(percentile(sorted, 99)),
      errors,
    };
  });
}

/** Errors by status (and by error code for answers that never came), for samples in [from, to). */
export function errorsBy(samples: Sample[], from = 0, to = Number.POSITIVE_INFINITY) {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    if (s.at < from || s.at >= to) continue;
    if (!isError(s)) continue;
    const key = `${s.step}: ${s.status === 0 ? `no answer (${s.code})` : `${s.status}${s.code ? ` ${s.code}` : ''}`}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
