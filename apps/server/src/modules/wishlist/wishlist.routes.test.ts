import { WISHLIST_MAX_ITEMS, WISHLIST_MESSAGES } from '@zariya/shared/wishlist-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products, wishlistItems } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('wishlist on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let meera: Shopper;

  beforeAll(async () => {
    t = await createTestApp(kind);
    asha = await signUpShopper(t.app);
    meera = await signUpShopper(t.app);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    who?: { auth: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who?.auth, payload: payload as object });
  const rowsOf = (userId: number) =>
    t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));

  it('hearts a product once, keeps the price it had, and lists it with its card', async () => {
    const kurta = await insertProduct(t.db, { productname: 'Chikankari Kurta', newPrice: 1899, stock: 4 });
    const first = await call('PUT', `/wishlist/${kurta.id}`, asha);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(WISHLIST_MESSAGES.added);
    const again = await call('PUT', `/wishlist/${kurta.id}`, asha);
    expect(again.statusCode).toBe(200);
    const { items } = (await call('GET', '/wishlist', asha)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productId: kurta.id,
      priceWhenAdded: 1899,
      status: 'available',
      backInStock: false,
      priceDrop: null,
      product: { id: kurta.id, productname: 'Chikankari Kurta', new_price: 1899 },
    });
    // Another shopper's list is her own.
    expect((await call('GET', '/wishlist', meera)).json().items).toEqual([]);
  });

  it('marks "Price dropped" with the amount and "Back in stock" after the product ran out and came back', async () => {
    const saree = await insertProduct(t.db, { productname: 'Banarasi Saree', newPrice: 5999, stock: 2 });
    await call('PUT', `/wishlist/${saree.id}`, meera);
    // Sold out, restocked, and cheaper: every writer of products passes the trigger.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, saree.id));
    await t.db.update(products).set({ stock: 5, newPrice: 4999 }).where(eq(products.id, saree.id));
    const [item] = (await call('GET', '/wishlist', meera)).json().items;
    expect(item).toMatchObject({
      status: 'available',
      backInStock: true,
      priceDrop: 1000,
      priceWhenAdded: 5999,
    });
  });

  it('hearted while out of stock: "Out of stock" now, "Back in stock" once available', async () => {
    const lehenga = await insertProduct(t.db, {
      productname: 'Bandhani Lehenga',
      stock: 0,
      available: false,
    });
    expect((await call('PUT', `/wishlist/${lehenga.id}`, meera)).statusCode).toBe(200);
    const before = (await call('GET', '/wishlist', meera)).json().items[0];
    expect(before).toMatchObject({ productId: lehenga.id, status: 'out_of_stock', backInStock: false });
    await t.db.update(products).set({ stock: 3, available: true }).where(eq(products.id, lehenga.id));
    const after = (await call('GET', '/wishlist', meera)).json().items[0];
    expect(after).toMatchObject({ productId: lehenga.id, status: 'available', backInStock: true });
  });

  it('shows a product the owner removed as no longer available, and lets her remove it', async () => {
    const dupatta = await insertProduct(t.db, { productname: 'Phulkari Dupatta' });
    await call('PUT', `/wishlist/${dupatta.id}`, asha);
    await t.db
      .update(products)
      .set({ archivedAt: new Date(), available: false })
      .where(eq(products.id, dupatta.id));
    const item = (await call('GET', '/wishlist', asha))
      .json()
      .items.find((i: { productId: number }) => i.productId === dupatta.id);
    expect(item).toMatchObject({ status: 'unavailable', backInStock: false, priceDrop: null });
    const removed = await call('DELETE', `/wishlist/${dupatta.id}`, asha);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(WISHLIST_MESSAGES.removed);
    expect(removed.json().items.some((i: { productId: number }) => i.productId === dupatta.id)).toBe(false);
  });

  it('refuses to heart a removed (archived) product, an unknown id or a bad id, writing nothing', async () => {
    const gone = await insertProduct(t.db, { archivedAt: new Date(), available: false });
    const before = (await rowsOf(asha.userId)).length;
    const archived = await call('PUT', `/wishlist/${gone.id}`, asha);
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toEqual({
      error: WISHLIST_MESSAGES.noLongerAvailable,
      code: 'PRODUCT_UNAVAILABLE',
    });
    const unknown = await call('PUT', '/wishlist/987654', asha);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: WISHLIST_MESSAGES.productNotFound, code: 'PRODUCT_NOT_FOUND' });
    for (const bad of ['abc', '0', '-3', '99999999999', '1.5']) {
      const res = await call('PUT', `/wishlist/${bad}`, asha);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: 'Please give a valid product id.', code: 'VALIDATION_ERROR' });
    }
    expect((await rowsOf(asha.userId)).length).toBe(before);
  });

  it('a deleted product leaves the wishlist with it; hearting it again is a 404', async () => {
    const scarf = await insertProduct(t.db, { productname: 'Pashmina Scarf' });
    await call('PUT', `/wishlist/${scarf.id}`, asha);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${scarf.id}`,
      headers: { authorization: `Bearer ${await adminToken(t.app)}` },
    });
    expect(deleted.statusCode).toBe(200);
    const items = (await call('GET', '/wishlist', asha)).json().items;
    expect(items.some((i: { productId: number }) => i.productId === scarf.id)).toBe(false);
    expect((await call('PUT', `/wishlist/${scarf.id}`, asha)).statusCode).toBe(404);
  });

  it('answers 404 for removing what is not in her wishlist', async () => {
    const res = await call('DELETE', '/wishlist/987654', asha);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: WISHLIST_MESSAGES.notInWishlist, code: 'NOT_IN_WISHLIST' });
  });

  it('needs a login for every account call (401), while the visitor preview is public', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['PUT', '/wishlist/1'],
      ['DELETE', '/wishlist/1'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect((await call('POST', '/wishlist/merge', undefined, { productIds: [1] })).statusCode).toBe(401);
    const a = await insertProduct(t.db);
    const gone = await insertProduct(t.db, { archivedAt: new Date() });
    const preview = await call('GET', `/wishlist/preview?ids=${a.id},${gone.id},987654`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().items.map((i: { productId: number }) => i.productId)).toEqual([a.id]);
    const bad = await call('GET', '/wishlist/preview?ids=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please give a valid product id.', code: 'VALIDATION_ERROR' });
  });

  it('merges a visitor’s hearts once: unknown and removed ids are skipped, a second merge changes nothing', async () => {
    const priya = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 1200 });
    const b = await insertProduct(t.db, { stock: 0 });
    const gone = await insertProduct(t.db, { archivedAt: new Date() });
    await call('PUT', `/wishlist/${a.id}`, priya);
    const ids = [a.id, b.id, gone.id, 987654, b.id];
    const first = await call('POST', '/wishlist/merge', priya, { productIds: ids });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '1 product added to your wishlist.',
      merged: [a.id, b.id],
      skipped: [gone.id, 987654],
    });
    const rowsAfterFirst = await rowsOf(priya.userId);
    const second = await call('POST', '/wishlist/merge', priya, { productIds: ids });
    expect(second.json()).toMatchObject({ message: 'Your wishlist is up to date.', merged: [a.id, b.id] });
    expect(await rowsOf(priya.userId)).toEqual(rowsAfterFirst);
    expect(second.json().items.find((i: { productId: number }) => i.productId === b.id).status).toBe(
      'out_of_stock',
    );
  });

  it('refuses a malformed merge with a readable 400 and writes nothing', async () => {
    const priya = await signUpShopper(t.app);
    const a = await insertProduct(t.db);
    for (const [payload, error] of [
      [{ productIds: [a.id, 'abc'] }, 'Please give a valid product id.'],
      [{ productIds: 'abc' }, 'productIds must be a list of product ids.'],
      [{}, 'productIds must be a list of product ids.'],
      [
        { productIds: Array.from({ length: 201 }, (_, i) => i + 1) },
        'At most 200 products can be merged at once.',
      ],
    ] as const) {
      const res = await call('POST', '/wishlist/merge', priya, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ error: error, code: 'VALIDATION_ERROR' });
    }
    expect(await rowsOf(priya.userId)).toEqual([]);
  });

  it('moves an item to the cart with its size and colour; without them nothing moves', async () => {
    const kurti = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Teal'], stock: 3 });
    const priya = await signUpShopper(t.app);
    await call('PUT', `/wishlist/${kurti.id}`, priya);
    const missing = await call('POST', `/wishlist/${kurti.id}/move-to-cart`, priya, { color: 'Teal' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please select a size.', code: 'CHOICE_REQUIRED' });
    expect(await rowsOf(priya.userId)).toHaveLength(1);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, priya.userId))).toEqual([]);

    const moved = await call('POST', `/wishlist/${kurti.id}/move-to-cart`, priya, {
      size: 'M',
      color: 'Teal',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ message: WISHLIST_MESSAGES.moved, items: [] });
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.userId, priya.userId));
    expect(lines).toMatchObject([{ productId: kurti.id, size: 'M', color: 'Teal' }]);
  });

  it('keeps an out-of-stock or removed item on the wishlist when moving it fails', async () => {
    const priya = await signUpShopper(t.app);
    const sold = await insertProduct(t.db, { stock: 1 });
    const gone = await insertProduct(t.db);
    await call('PUT', `/wishlist/${sold.id}`, priya);
    await call('PUT', `/wishlist/${gone.id}`, priya);
    await t.db.update(products).set({ stock: 0, available: false }).where(eq(products.id, sold.id));
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    const soldOut = await call('POST', `/wishlist/${sold.id}/move-to-cart`, priya, {
      size: 'Free Size',
      color: 'Gold',
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().code).toBe('OUT_OF_STOCK');
    const removed = await call('POST', `/wishlist/${gone.id}/move-to-cart`, priya, {});
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({
      error: WISHLIST_MESSAGES.noLongerAvailable,
      code: 'PRODUCT_UNAVAILABLE',
    });
    for (const [body, error] of [
      [{ size: 5 }, 'Please choose a size from the list.'],
      [{ color: ['Teal'] }, 'Please choose a colour from the list.'],
      [{ size: 'M'.repeat(41) }, 'The size is too long.'],
    ] as const) {
      const bad = await call('POST', `/wishlist/${sold.id}/move-to-cart`, priya, body);
      expect(bad.statusCode, error).toBe(400);
      expect(bad.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    }
    const notMine = await call('POST', '/wishlist/987654/move-to-cart', priya, {});
    expect(notMine.statusCode).toBe(404);
    expect(await rowsOf(priya.userId)).toHaveLength(2);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, priya.userId))).toEqual([]);
  });

  it('keeps one row per product under parallel hearts and merges, and refuses past the limit', async () => {
    const priya = await signUpShopper(t.app);
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    const answers = await Promise.all([
      call('PUT', `/wishlist/${a.id}`, priya),
      call('PUT', `/wishlist/${a.id}`, priya),
      call('POST', '/wishlist/merge', priya, { productIds: [a.id, b.id] }),
      call('POST', '/wishlist/merge', priya, { productIds: [b.id, a.id] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await rowsOf(priya.userId)).map((r) => r.productId).sort()).toEqual([a.id, b.id].sort());

    // Fill the list to the limit straight in the database; one more heart is refused, a merge skips it.
    const many = await Promise.all(Array.from({ length: WISHLIST_MAX_ITEMS - 2 }, () => insertProduct(t.db)));
    await t.db
      .insert(wishlistItems)
      .values(many.map((p) => ({ userId: priya.userId, productId: p.id, priceWhenAdded: p.newPrice })));
    const extra = await insertProduct(t.db);
    const refused = await call('PUT', `/wishlist/${extra.id}`, priya);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: WISHLIST_MESSAGES.full, code: 'WISHLIST_FULL' });
    const merged = await call('POST', '/wishlist/merge', priya, { productIds: [extra.id] });
    expect(merged.json()).toMatchObject({ skipped: [extra.id], merged: [] });
    expect(await rowsOf(priya.userId)).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});
