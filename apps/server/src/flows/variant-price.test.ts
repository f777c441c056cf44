// A variant's own price is what the shopper pays (decision 0043 "Not done here", closed by issue 25's wiring step):
// the cart line, Buy Now, a saved bundle and the payment order all price each line with `variantPrice` — the
// variant's own price and MRP when it has one, else the product's — on PGlite and PostgreSQL.
import type { CartData, PaymentOrder } from '@zariya/shared/orders-api';
import { cartSummary, singlePurchaseTotal } from '@zariya/shared/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundleOrderItems, productVariants } from '../db/schema.ts';
import { signUpShopper } from '../test/accounts.ts';
import { apiCalls, freshAddresses, savedBundleId } from '../test/api-calls.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { databaseKinds } from '../test/harness.ts';
import { insertSplitProduct } from '../test/split-stock.ts';

const PRICE = 1000;
const OWN = 1250;
const OWN_MRP = 2500;
const COLOR = 'Maroon';

describe.each(databaseKinds())('a variant’s own price on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.47'));

  /** A split product at ₹1,000 whose L sells at its own ₹1,250 (MRP ₹2,500). */
  async function product() {
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 10, L: 10 },
    });
    const large = variants.find((v) => v.size === 'L')!;
    await t.db
      .update(productVariants)
      .set({ newPrice: OWN, oldPrice: OWN_MRP })
      .where(eq(productVariants.id, large.id));
    return product;
  }

  it('prices each cart line at its variant’s price, and the saved bundle and its payment charge it', async () => {
    const s = await signUpShopper(t.app);
    const p = await product();
    for (const size of ['M', 'L']) {
      const added = await post('/cart', { userId: s.userId, product: p.id, size, color: COLOR }, s.auth);
      expect(added.statusCode, added.body).toBe(201);
    }
    const cart = (await post('/getCartData', { userId: s.userId }, s.auth)).json() as CartData;
    expect(cart.cart.map((l) => [l.size, l.new_price, l.old_price, l.lineTotal])).toEqual([
      ['M', PRICE, p.oldPrice, PRICE],
      ['L', OWN, OWN_MRP, OWN],
    ]);
    const expected = cartSummary(
      [
        { unitPrice: PRICE, quantity: 1, couponApplied: false },
        { unitPrice: OWN, quantity: 1, couponApplied: false },
      ],
      { bundleCoupon: false },
    );
    expect(cart.summary.totalAmount).toBe(expected.totalAmount);
    const bundleOrderId = await savedBundleId(post, s, cart.summary.totalAmount);
    const items = await t.db
      .select()
      .from(bundleOrderItems)
      .where(eq(bundleOrderItems.bundleOrderId, bundleOrderId));
    expect(items.map((i) => [i.size, i.price])).toEqual([
      ['M', PRICE],
      ['L', OWN],
    ]);
    const created = await post('/createOrder', { amount: expected.totalAmount, bundleOrderId }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PaymentOrder).amount).toBe(Math.round(expected.totalAmount * 100));
  });

  it('charges Buy Now the chosen variant’s price, and refuses the product’s price for it', async () => {
    const s = await signUpShopper(t.app);
    const p = await product();
    const choice = { productId: p.id, quantity: 2, size: 'L', color: COLOR };
    const stale = await post(
      '/createOrder',
      { amount: singlePurchaseTotal(PRICE, 2, false), ...choice },
      s.auth,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('AMOUNT_MISMATCH');
    const amount = singlePurchaseTotal(OWN, 2, false);
    const created = await post('/createOrder', { amount, ...choice }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PaymentOrder).amount).toBe(Math.round(amount * 100));
    // The size without its own price sells at the product's.
    const m = await post(
      '/createOrder',
      { amount: singlePurchaseTotal(PRICE, 1, false), ...choice, quantity: 1, size: 'M' },
      s.auth,
    );
    expect(m.statusCode, m.body).toBe(201);
  });
});
