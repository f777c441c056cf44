// Issue 29 item 4: "Often bought together" (from orders, kept until an order lands), "Recently viewed" (per account,
// a visitor's list merged at sign-in) and "You may also like" on the cart.
import type { ProductCard } from '@zariya/shared/product';
import { RECENTLY_VIEWED_MAX } from '@zariya/shared/discovery-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOrderItems, bundleOrders, orders, products, users } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueChanged } from './catalog.cache.ts';
import { eq } from 'drizzle-orm';

describe.each(databaseKinds())('what to look at next on %s', (kind) => {
  let t: TestApp;
  const product: Record<string, { id: number; productname: string; newPrice: number }> = {};
  let buyers: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [key, productname, category, newPrice] of [
      ['saree', 'Kanjeevaram Silk Saree', 'Saree', 8999],
      ['blouse', 'Zari Blouse Piece', 'Saree', 1299],
      ['fall', 'Saree Fall and Pico', 'Accessories', 199],
      ['jhumka', 'Temple Jhumkas', 'Accessories', 899],
      ['kurta', 'Cotton Kurta', 'Women Ethnic', 1499],
      ['palazzo', 'Rayon Palazzo', 'Women Western', 999],
      ['organza', 'Organza Saree', 'Saree', 4999],
    ] as const) {
      product[key] = await insertProduct(t.db, { productname, category, newPrice });
    }
    buyers = [];
    for (let i = 0; i < 4; i++) {
      const [user] = await t.db
        .insert(users)
        .values({
          fullname: `Buyer ${i}`,
          contact: `98765000${10 + i}`,
          email: `buyer${i}@example.in`,
          passwordHash: 'x',
        })
        .returning();
      buyers.push(user.id);
    }
  });
  afterAll(async () => t?.close());

  const order = (userId: number, key: string, status = 'pending') =>
    t.db.insert(orders).values({
      userId,
      productId: product[key].id,
      productName: product[key].productname,
      quantity: 1,
      price: product[key].newPrice,
      status,
      userName: 'Buyer',
      userEmail: 'buyer@example.in',
      userNumber: '9876500000',
    });
  const names = (cards: ProductCard[]) => cards.map((c) => c.productname);
  const get = async (url: string, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductCard[];
  };

  it('"Often bought together": what the saree\'s buyers also bought, most buyers first, cancelled orders left out', async () => {
    expect(await get(`/products/${product.saree.id}/bought-together`)).toEqual([]);
    // Three buyers of the saree: all took the blouse, two the fall; one cancelled her jhumkas.
    for (const b of buyers.slice(0, 3)) {
      await order(b, 'saree');
      await order(b, 'blouse');
    }
    await order(buyers[0], 'fall');
    await order(buyers[1], 'fall');
    await order(buyers[2], 'jhumka', 'cancelled');
    // The kurta in a bundle order with the saree's buyer counts too.
    const [bundle] = await t.db
      .insert(bundleOrders)
      .values({
        userId: buyers[0],
        totalAmount: 1499,
        userName: 'B',
        userEmail: 'b@example.in',
        userNumber: '9876500000',
      })
      .returning();
    await t.db.insert(bundleOrderItems).values({
      bundleOrderId: bundle.id,
      productId: product.kurta.id,
      productName: 'Cotton Kurta',
      price: 1499,
      quantity: 1,
    });
    // Someone who never bought the saree does not count.
    await order(buyers[3], 'palazzo');
    catalogueChanged(t.db);
    expect(names(await get(`/products/${product.saree.id}/bought-together`))).toEqual([
      'Zari Blouse Piece',
      'Saree Fall and Pico',
      'Cotton Kurta',
    ]);
  });

  it('is kept in memory, and read again when an order lands (every order says the catalogue changed)', async () => {
    const before = names(await get(`/products/${product.saree.id}/bought-together`));
    await order(buyers[2], 'organza');
    // Until an order's write is announced the kept row answers.
    expect(names(await get(`/products/${product.saree.id}/bought-together`))).toEqual(before);
    catalogueChanged(t.db);
    expect(names(await get(`/products/${product.saree.id}/bought-together`))).toContain('Organza Saree');
    // A product the shop archived leaves the row.
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.organza.id));
    catalogueChanged(t.db);
    expect(names(await get(`/products/${product.saree.id}/bought-together`))).not.toContain('Organza Saree');
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, product.organza.id));
    catalogueChanged(t.db);
  });

  it('"You may also like" for a cart: bought with its products, then similar ones, none in the cart', async () => {
    const row = names(await get(`/products/also-like?ids=${product.saree.id},${product.fall.id}`));
    // The blouse (three buyers), then the organza and the kurta (one each; the newer product first).
    expect(row.slice(0, 3)).toEqual(['Zari Blouse Piece', 'Organza Saree', 'Cotton Kurta']);
    expect(row).not.toContain('Kanjeevaram Silk Saree');
    expect(row).not.toContain('Saree Fall and Pico');
    // Nobody bought with the palazzo's buyer's other things: similar products fill the row.
    const alone = names(await get(`/products/also-like?ids=${product.organza.id}`));
    expect(alone).toEqual(expect.arrayContaining(['Kanjeevaram Silk Saree', 'Zari Blouse Piece']));
    expect(alone).not.toContain('Organza Saree');
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/also-like?ids=1,x' });
    expect(bad.statusCode).toBe(400);
  });

  it("a visitor's recently viewed cards come in her order, removed products left out", async () => {
    const ids = [product.kurta.id, product.saree.id, 999_999];
    expect(names(await get(`/products/by-ids?ids=${ids.join(',')}`))).toEqual([
      'Cotton Kurta',
      'Kanjeevaram Silk Saree',
    ]);
    const tooMany = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/by-ids?ids=${tooMany}` })).statusCode,
    ).toBe(400);
  });

  it('"Recently viewed" per account: newest first, each product once, merged with the visitor\'s list at sign-in', async () => {
    const asha = await signUpShopper(t.app);
    const meera = await signUpShopper(t.app);
    const post = (
      who: { auth: Record<string, string> },
      items: Array<{ productId: number; viewedAt: string }>,
    ) => t.app.inject({ method: 'POST', url: '/api/recently-viewed', headers: who.auth, payload: { items } });
    expect((await t.app.inject({ method: 'GET', url: '/api/recently-viewed' })).statusCode).toBe(401);
    const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000).toISOString();
    expect((await post(asha, [{ productId: product.kurta.id, viewedAt: at(1) }])).statusCode).toBe(200);
    expect((await post(asha, [{ productId: product.saree.id, viewedAt: at(2) }])).statusCode).toBe(200);
    // At sign-in the browser sends what she viewed as a visitor: an earlier kurta view does not move it back.
    const merged = await post(asha, [
      { productId: product.jhumka.id, viewedAt: at(3) },
      { productId: product.kurta.id, viewedAt: at(0) },
      { productId: 999_999, viewedAt: at(4) },
    ]);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(names(merged.json())).toEqual(['Temple Jhumkas', 'Kanjeevaram Silk Saree', 'Cotton Kurta']);
    expect(names(await get('/recently-viewed', asha.auth))).toEqual([
      'Temple Jhumkas',
      'Kanjeevaram Silk Saree',
      'Cotton Kurta',
    ]);
    // Viewing the kurta again puts it first; Meera's list is her own.
    await post(asha, [{ productId: product.kurta.id, viewedAt: at(5) }]);
    expect(names(await get('/recently-viewed', asha.auth))[0]).toBe('Cotton Kurta');
    expect(await get('/recently-viewed', meera.auth)).toEqual([]);
    // At most RECENTLY_VIEWED_MAX kept.
    const many = [];
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 3; i++)
      many.push(await insertProduct(t.db, { productname: `Dupatta ${i}` }));
    for (let i = 0; i < many.length; i += RECENTLY_VIEWED_MAX) {
      await post(
        meera,
        many.slice(i, i + RECENTLY_VIEWED_MAX).map((p, k) => ({ productId: p.id, viewedAt: at(10 + i + k) })),
      );
    }
    const kept = names(await get('/recently-viewed', meera.auth));
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(kept[0]).toBe(`Dupatta ${RECENTLY_VIEWED_MAX + 2}`);
    expect(kept).not.toContain('Dupatta 0');
    const bad = await post(meera, [{ productId: product.kurta.id, viewedAt: 'yesterday' }]);
    expect(bad.statusCode).toBe(400);
  });
});
