// Issue 29 item 4: "Similar" — same category, nearest in price, colour and material first.
import type { ProductCard } from '@zariya/shared/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('similar products on %s', (kind) => {
  let t: TestApp;
  let base: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const add = (
      productname: string,
      category: string,
      newPrice: number,
      colors: string[],
      material: string,
    ) => insertProduct(t.db, { productname, category, newPrice, colors, material });
    base = (await add('Maroon Silk Saree', 'Saree', 5000, ['Maroon', 'Gold'], 'Silk')).id;
    await add('Maroon Silk Twin', 'Saree', 5200, ['Maroon', 'Gold'], 'Silk');
    await add('Silk Saree in Blue', 'Saree', 5100, ['Blue'], 'Silk');
    await add('Cotton Saree, Maroon', 'Saree', 4800, ['maroon'], 'Cotton');
    await add('Far Dearer Saree', 'Saree', 40000, ['Maroon', 'Gold'], 'Silk');
    await add('Maroon Silk Kurta', 'Women Ethnic', 5000, ['Maroon', 'Gold'], 'Silk');
    const gone = await add('Archived Maroon Saree', 'Saree', 5000, ['Maroon', 'Gold'], 'Silk');
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
  });
  afterAll(async () => t?.close());

  const similar = async (id: number) => t.app.inject({ method: 'GET', url: `/api/products/${id}/similar` });

  it('ranks the same category by shared colours, material and nearness in price; never itself or archived', async () => {
    const res = await similar(base);
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as ProductCard[]).map((p) => p.productname);
    expect(names).toEqual([
      'Maroon Silk Twin',
      'Silk Saree in Blue',
      'Cotton Saree, Maroon',
      'Far Dearer Saree',
    ]);
    expect(Object.keys(res.json()[0])).toEqual(expect.arrayContaining(['id', 'new_price', 'image']));
  });

  it('answers 404 for a product not in the shop', async () => {
    expect((await similar(999999)).statusCode).toBe(404);
  });
});
