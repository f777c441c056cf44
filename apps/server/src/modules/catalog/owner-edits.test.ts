// The owner's edits (issue 32 item 1, issue 31): what she saves is what she reads back at once; an edit keeps
// what it was not sent, and one made from a product that changed since she opened it is refused, never written
// over the newer one.
import type { Product, ProductCard } from '@zariya/shared/product';
import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';

describe.each(databaseKinds())('owner edits on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const read = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: t.admin });
    expect(res.statusCode).toBe(200);
    return { product: res.json() as Product, cacheControl: res.headers['cache-control'] };
  };
  const list = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?sort=newest&page=1&limit=50',
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    return { cards: res.json() as ProductCard[], cacheControl: res.headers['cache-control'] };
  };
  const put = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/updateproducts/${id}`, payload, headers: t.admin });

  const seeded = () =>
    insertProduct(t.db, {
      productname: 'Chanderi Kurta',
      newPrice: 1500,
      oldPrice: 3000,
      stock: 4,
      material: 'Chanderi silk',
      description: 'Hand-block printed.',
      specifications: [{ key: 'Fabric', value: 'Chanderi' }],
      images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
    });

  it('shows a saved price in the list and the product at once, in answers no cache may keep', async () => {
    const row = await seeded();
    // Both read once before the save, as the owner's list and edit page do.
    await list();
    const before = await read(row.id);
    const saved = await put(row.id, { new_price: 1200, version: before.product.version });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await read(row.id);
    expect(after.product.new_price).toBe(1200);
    expect(after.cacheControl).toBe('no-store');
    const { cards, cacheControl } = await list();
    expect(cards.find((c) => c.id === row.id)?.new_price).toBe(1200);
    expect(cacheControl).toBe('no-store');
  });

  it('keeps both of two edits made within a second (price, then stock), each sending only its change', async () => {
    const row = await seeded();
    const opened = (await read(row.id)).product;
    const [price, stock] = [
      await put(row.id, { new_price: 999, version: opened.version }),
      await put(row.id, { stock: 9 }),
    ];
    expect(price.statusCode, price.body).toBe(200);
    expect(stock.statusCode, stock.body).toBe(200);
    const now = (await read(row.id)).product;
    expect(now).toMatchObject({ new_price: 999, stock: 9, old_price: 3000, material: 'Chanderi silk' });
    expect(now.images).toEqual(['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']);
  });

  it('refuses an edit made from a product that changed since it was opened, and keeps the newer one', async () => {
    const row = await seeded();
    const opened = (await read(row.id)).product;
    expect(opened.version).toMatch(/^[\w-]{8,}$/);
    const first = await put(row.id, { new_price: 1100, version: opened.version });
    expect(first.statusCode).toBe(200);
    expect(first.json().product.version).not.toBe(opened.version);

    // The second tab still holds the product as it was: its whole form goes back with the old price.
    const stale = await put(row.id, { ...opened, stock: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'PRODUCT_CHANGED',
      error:
        'This product was changed after you opened it (by another edit or an order). Nothing was saved: ' +
        'open it again to see the latest and make your change there.',
    });
    expect((await read(row.id)).product).toMatchObject({ new_price: 1100, stock: 4 });

    // Saved again from the fresh product, the change goes through.
    const fresh = (await read(row.id)).product;
    const again = await put(row.id, { stock: 2, version: fresh.version });
    expect(again.statusCode).toBe(200);
    expect(again.json().product).toMatchObject({ new_price: 1100, stock: 2 });
  });

  it("takes the spec's edit flow: a card from the admin list sent back whole keeps what a card does not carry", async () => {
    const row = await seeded();
    const card = (await list()).cards.find((c) => c.id === row.id)!;
    expect(card).not.toHaveProperty('material');
    const res = await put(row.id, { ...card, productname: 'Chanderi Kurta Set' });
    expect(res.statusCode, res.body).toBe(200);
    const now = (await read(row.id)).product;
    expect(now).toMatchObject({
      productname: 'Chanderi Kurta Set',
      material: 'Chanderi silk',
      description: 'Hand-block printed.',
      specifications: [{ key: 'Fabric', value: 'Chanderi' }],
      images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
      new_price: 1500,
      stock: 4,
    });
  });

  it('still refuses a required field sent blank', async () => {
    const row = await seeded();
    for (const [field, error] of [
      ['material', 'Material is required.'],
      ['productname', 'Product name is required.'],
      ['brandname', 'Brand name is required.'],
      ['new_price', 'Offer price is required.'],
    ] as const) {
      const res = await put(row.id, { [field]: ' ' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });

  it('keeps Indian colour names, and the colour filter offers and finds them (issue 32 item 16)', async () => {
    const row = await seeded();
    const res = await put(row.id, { colors: ['mustard', ' rani pink', 'Bottle Green', 'Mehendi'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.colors).toEqual(['Mustard', 'RaniPink', 'BottleGreen', 'Mehendi']);

    const facets = await t.app.inject({ method: 'GET', url: '/api/products/facets?category=Saree' });
    const colours = facets.json().colors as Array<{ value: string; label: string }>;
    expect(colours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'RaniPink', label: 'Rani Pink' }),
        expect.objectContaining({ value: 'Mehendi', label: 'Mehendi' }),
      ]),
    );
    const found = await t.app.inject({ method: 'GET', url: '/api/products?color=rani%20pink&limit=100' });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as ProductCard[]).map((c) => c.id)).toContain(row.id);
  });
});
