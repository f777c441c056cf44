// What the product page and the category lists say a shopper may buy counts other shoppers' live holds (issue 24,
// decision 0057), as the cart and checkout do: one shopper holds the last M, and another's product answer shows M
// sold out while L is still there, the lists filtered by size agree, and when the hold lapses M is back — by the
// clock, before the expiry job has run, and after it. The owner's edit page still reads the stored counts. Both
// databases, with the catalogue engine answering from memory.
import type { PaymentOrder } from '@zariya/shared/orders-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders, products, stockReservations } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { insertSplitProduct } from '../../test/split-stock.ts';
import { catalogueEngine } from './catalog.engine.ts';

const PRICE = 1000;
const COLOR = 'Maroon';

async function until(check: () => Promise<boolean>, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(databaseKinds())('availability less live holds on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.57'));

  const productAnswer = async (id: number, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Product;
  };
  const sizesOf = (p: Product) =>
    Object.fromEntries((p.variants ?? []).map((v) => [v.size, { available: v.available, stock: v.stock }]));
  /** The ids a category page filtered by this brand and size lists (the engine's pass, or SQL while it loads). */
  const listed = async (brand: string, size: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Saree', brand: [brand], size: [size], page: 1, limit: 48 },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ id: number; stock: number | null }>).map((c) => [c.id, c.stock]);
  };
  const hold = async (auth: Record<string, string>, productId: number, size: string) => {
    const res = await post(
      '/createOrder',
      { amount: singlePurchaseTotal(PRICE, 1, false), productId, quantity: 1, size, color: COLOR },
      auth,
    );
    expect(res.statusCode).toBe(201);
    return (res.json() as PaymentOrder).id;
  };
  const lapseAt = async (paymentOrderId: string, at: Date) => {
    await t.db
      .update(stockReservations)
      .set({ expiresAt: at })
      .where(eq(stockReservations.paymentOrderId, paymentOrderId));
    await t.db.update(paymentOrders).set({ expiresAt: at }).where(eq(paymentOrders.id, paymentOrderId));
  };

  it('a split product: the last M held by one shopper is sold out to another while L is not; back when it lapses', async () => {
    await until(async () => catalogueEngine(t.db)?.ready === true, 'the catalogue engine to load');
    const [first, second] = [await signUpShopper(t.app), await signUpShopper(t.app)];
    const brand = `Held Split ${kind}`;
    const { product } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 1, L: 3 },
    });
    await t.db.update(products).set({ brandname: brand }).where(eq(products.id, product.id));
    const before = await productAnswer(product.id, second.auth);
    expect(sizesOf(before)).toEqual({ M: { available: true, stock: 1 }, L: { available: true, stock: 3 } });
    expect(before.stock).toBe(4);
    expect(await listed(brand, 'M')).toEqual([[product.id, 4]]);

    const held = await hold(first.auth, product.id, 'M');
    // The second shopper's answer (and anyone's: the page is the same for all) counts the first one's hold.
    const during = await productAnswer(product.id, second.auth);
    expect(sizesOf(during)).toEqual({ M: { available: false, stock: 0 }, L: { available: true, stock: 3 } });
    expect(during.stock).toBe(3);
    expect(during.available).toBe(true);
    expect(sizesOf(await productAnswer(product.id))).toEqual(sizesOf(during));
    // The lists' "in stock in M" agree, from memory: no M to list; L still listed, its card net of the hold.
    expect(await listed(brand, 'M')).toEqual([]);
    expect(await listed(brand, 'L')).toEqual([[product.id, 3]]);
    // The owner's edit page reads the shelf as it is: one M, held or not.
    const stored = await productAnswer(product.id, t.admin);
    expect(sizesOf(stored)).toEqual({ M: { available: true, stock: 1 }, L: { available: true, stock: 3 } });
    expect(stored.version).toBe(during.version);

    // Fifteen minutes pass (the hold's expiry moved to the past): M is back, before the expiry job runs.
    await lapseAt(held, new Date(Date.now() - 1000));
    expect(sizesOf(await productAnswer(product.id, second.auth)).M).toEqual({ available: true, stock: 1 });
    expect(await listed(brand, 'M')).toEqual([[product.id, 4]]);
    await t.app.payments.runJob('holds.expire');
    expect(sizesOf(await productAnswer(product.id, second.auth)).M).toEqual({ available: true, stock: 1 });
    // The second shopper can hold it now, and the first one's page shows it taken.
    await hold(second.auth, product.id, 'M');
    expect(sizesOf(await productAnswer(product.id, first.auth)).M).toEqual({ available: false, stock: 0 });
  });

  it('a pooled product: a hold on its last piece sells out every size; the clock alone gives it back', async () => {
    await until(async () => catalogueEngine(t.db)?.ready === true, 'the catalogue engine to load');
    const [first, second] = [await signUpShopper(t.app), await signUpShopper(t.app)];
    const brand = `Held Pool ${kind}`;
    const product = await insertProduct(t.db, {
      brandname: brand,
      newPrice: PRICE,
      oldPrice: null,
      stock: 1,
      sizes: ['M', 'L'],
      colors: [COLOR],
    });
    expect((await productAnswer(product.id)).stock).toBe(1);
    const held = await hold(first.auth, product.id, 'L');
    const during = await productAnswer(product.id, second.auth);
    expect(during.stock).toBe(0);
    expect(during.available).toBe(false);
    expect((during.variants ?? []).map((v) => v.available)).toEqual([false, false]);
    expect(await listed(brand, 'M')).toEqual([]);
    // The hold lapses in a moment, and nothing writes when it does: no job, no NOTIFY. The kept answer and the
    // engine's lists follow the clock.
    await lapseAt(held, new Date(Date.now() + 1_500));
    expect((await productAnswer(product.id, second.auth)).stock).toBe(0);
    expect(await listed(brand, 'L')).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_700));
    const after = await productAnswer(product.id, second.auth);
    expect(after.stock).toBe(1);
    expect(after.available).toBe(true);
    expect(await listed(brand, 'L')).toEqual([[product.id, 1]]);
    expect(catalogueEngine(t.db)?.ready).toBe(true);
  });
});
