// Journey: a shopper pays for one item and for a two-item bundle; the owner finds the orders on the
// order desk, filters them by status and changes their status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session } from './support/browser.ts';
import { type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

type Product = {
  id: number;
  productname: string;
  new_price: number;
  available: boolean;
  stock: number;
  sizes: string[];
  colors: string[];
};
type PaymentResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

async function call<T>(path: string, body: unknown, shopper: Shopper): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Demo products a shopper can buy now: in stock, with sizes and colours, and free shipping (₹1,000+). */
async function buyableProducts(): Promise<Product[]> {
  const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_asc`);
  const all = (await res.json()) as Product[];
  return all.filter(
    (p) => p.available && p.stock >= 3 && p.new_price >= 1000 && p.sizes.length > 0 && p.colors.length > 0,
  );
}

const choice = (p: Product) => ({ size: p.sizes[0], color: p.colors[0] });

/** Buy Now through the test payment provider: createOrder → test pay → saveOrder. */
async function buySingle(shopper: Shopper, product: Product): Promise<number> {
  const payment = await call<{ id: string }>(
    '/createOrder',
    {
      userId: shopper.userId,
      amount: product.new_price,
      productId: product.id,
      quantity: 1,
      ...choice(product),
    },
    shopper,
  );
  const paid = await call<PaymentResult>('/payments/test/pay', { orderId: payment.id }, shopper);
  const saved = await call<{ order: { id: number } }>(
    '/saveOrder',
    {
      userId: shopper.userId,
      productId: product.id,
      amount: product.new_price,
      quantity: 1,
      deliveryAddress: shopper.deliveryAddress,
      ...choice(product),
      ...paid,
    },
    shopper,
  );
  return saved.order.id;
}

/** Cart checkout of two products: cart → saveBundleOrder → createOrder → test pay → mark paid. */
async function buyBundle(shopper: Shopper, products: Product[]): Promise<number> {
  for (const p of products) {
    await call('/cart', { userId: shopper.userId, product: p.id, ...choice(p) }, shopper);
  }
  const { cart, summary } = await call<{ cart: unknown[]; summary: { totalAmount: number } }>(
    '/getCartData',
    { userId: shopper.userId },
    shopper,
  );
  const { bundleOrderId } = await call<{ bundleOrderId: number }>(
    '/saveBundleOrder',
    { userId: shopper.userId, products: cart, totalAmount: summary.totalAmount },
    shopper,
  );
  const payment = await call<{ id: string }>(
    '/createOrder',
    { userId: shopper.userId, amount: summary.totalAmount, bundleOrderId },
    shopper,
  );
  const paid = await call<PaymentResult>('/payments/test/pay', { orderId: payment.id }, shopper);
  await call(
    '/updateBundleOrderStatus',
    {
      userId: shopper.userId,
      bundleOrderId,
      status: 'paid',
      deliveryAddress: shopper.deliveryAddress,
      ...paid,
    },
    shopper,
  );
  return bundleOrderId;
}

describe('admin order desk', () => {
  let s: Session;
  let shopper: Shopper;
  let single: Product;
  let orderId = 0;
  let bundleId = 0;

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), `Deskjourney ${Date.now().toString(36)}`);
    const [first, second, third] = await buyableProducts();
    single = first;
    orderId = await buySingle(shopper, single);
    bundleId = await buyBundle(shopper, [second, third]);

    s = await openBrowser(DESKTOP);
    await openAdmin(s.page);
  });
  afterAll(async () => s?.close());

  const card = (name: string) => s.page.getByRole('article', { name });

  it("finds the shopper's single order by her e-mail, with her details, the item and the amount", async () => {
    await s.page.getByRole('link', { name: 'All Orders', exact: true }).click();
    await s.page.waitForURL('**/allorders');
    await s.page.getByLabel('Search orders').fill(shopper.email);
    const order = card(`Order #${orderId}`);
    await expect.poll(() => order.count()).toBe(1);
    await expect.poll(() => s.page.getByRole('article').count()).toBe(1);
    const text = (await order.textContent()) ?? '';
    expect(text).toContain('Deskjourney');
    expect(text).toContain(shopper.email);
    expect(text).toContain(shopper.mobile);
    expect(text).toContain(single.productname);
    expect(text).toContain(`Size ${single.sizes[0]}`);
    expect(text).toContain(`₹${single.new_price.toLocaleString('en-IN')}`);
    expect(text).toContain('Bengaluru');
    expect(text.toLowerCase()).toContain('pending');
  });

  it('filters by status: the pending order is not among completed ones', async () => {
    await s.page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect.poll(() => s.page.getByText('No orders found').count()).toBe(1);
    await s.page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(() => card(`Order #${orderId}`).count()).toBe(1);
  });

  it('marks the order completed: it leaves the pending list and shows under completed', async () => {
    const order = card(`Order #${orderId}`);
    await order.getByRole('button', { name: 'Completed' }).click();
    await expect.poll(() => s.page.getByText(`Order #${orderId} is now completed.`).count()).toBe(1);
    await expect.poll(() => order.count()).toBe(0);

    await s.page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect.poll(() => order.count()).toBe(1);
    expect(await order.textContent()).toContain('Status changed');
    expect(await order.getByRole('button', { name: 'Completed' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Pending', 'Cancelled', 'Returned']) {
      expect(await order.getByRole('button', { name }).count()).toBe(1);
    }
  });

  it('hides Cancelled once the order is cancelled, and Returned once returned', async () => {
    await s.page.getByLabel('Status', { exact: true }).selectOption('');
    const order = card(`Order #${orderId}`);
    await order.getByRole('button', { name: 'Cancelled' }).click();
    // Asked first (issue 32 item 5).
    await s.page
      .getByRole('dialog', { name: `Cancel Order #${orderId}?` })
      .getByRole('button', { name: /^Cancel (order|and refund)/ })
      .click();
    await expect.poll(() => order.getByRole('button', { name: 'Cancelled' }).count()).toBe(0);
    expect(await order.getByRole('button', { name: 'Returned' }).count()).toBe(1);
    await order.getByRole('button', { name: 'Returned' }).click();
    await expect.poll(() => order.getByRole('button', { name: 'Returned' }).count()).toBe(0);
    expect(await order.getByRole('button', { name: 'Cancelled' }).count()).toBe(1);
    await s.page.reload();
    await expect
      .poll(async () => (await card(`Order #${orderId}`).textContent())?.includes('returned'))
      .toBe(true);
  });

  it('finds an order by its number', async () => {
    await s.page.getByLabel('Search orders').fill(`#${orderId}`);
    await expect.poll(() => card(`Order #${orderId}`).count()).toBe(1);
  });

  it('shows the bundle order under Bundle orders and marks it completed', async () => {
    await s.page.getByLabel('Search orders').fill(shopper.email);
    await s.page.getByRole('button', { name: 'Bundle orders' }).click();
    const bundle = card(`Bundle order B-${bundleId}`);
    await expect.poll(() => bundle.count()).toBe(1);
    expect((await bundle.textContent())?.toLowerCase()).toContain('paid');
    await bundle.getByRole('button', { name: 'Completed' }).click();
    await expect.poll(() => s.page.getByText(`Bundle order B-${bundleId} is now completed.`).count()).toBe(1);
    await s.page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect.poll(() => bundle.count()).toBe(1);
  });
});
