import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('product lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < 18; i++) await insertProduct(t.db, { category: 'Saree', productname: `Saree ${i}` });
    await insertProduct(t.db, {
      category: 'Women Western',
      productname: 'Wrap Dress',
      newPrice: 500,
      oldPrice: 1000,
    });
    await insertProduct(t.db, {
      category: 'Women Western',
      productname: 'Denim Jacket',
      newPrice: 2000,
      oldPrice: null,
    });
  });
  afterAll(async () => t?.close());

  it('lists every product with the total in X-Total-Count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('20');
    const body = res.json();
    expect(body).toHaveLength(20);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      brandname: expect.any(String),
      new_price: expect.any(Number),
      colors: ['Maroon', 'Gold'],
      available: true,
    });
  });

  it('gives the last 15 of a category, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=Saree&sort=newest&limit=15',
    });
    const body = res.json();
    expect(body).toHaveLength(15);
    expect(res.headers['x-total-count']).toBe('18');
    expect(body[0].productname).toBe('Saree 17');
    // Cards carry no date: each product's own answer has it.
    const dates = await Promise.all(
      body.map(async (p: { id: number }) =>
        Date.parse((await t.app.inject({ url: `/api/products/${p.id}` })).json().date),
      ),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('pages through a category', async () => {
    const page2 = await t.app.inject({ method: 'GET', url: '/api/products?category=Saree&limit=10&page=2' });
    expect(page2.json()).toHaveLength(8);
    expect(page2.json()[0].productname).toBe('Saree 7');
  });

  it('lists a category by POST /products/category and sorts by price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Women Western', sort: 'price_asc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { productname: string }) => p.productname)).toEqual([
      'Wrap Dress',
      'Denim Jacket',
    ]);
    expect(res.json()[1].old_price).toBeNull();
  });

  it('refuses an unknown category or sort with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Shoes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Unknown category.', code: 'VALIDATION_ERROR' });
    const badSort = await t.app.inject({ method: 'GET', url: '/api/products?sort=cheapest' });
    expect(badSort.statusCode).toBe(400);
    const badLimit = await t.app.inject({ method: 'GET', url: '/api/products?limit=100000' });
    expect(badLimit.statusCode).toBe(400);
  });

  it('finds one product by id, and 404s an unknown one', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${list[0].id}` });
    expect(one.json().productname).toBe(list[0].productname);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found.', code: 'PRODUCT_NOT_FOUND' });
    const junk = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(junk.statusCode).toBe(400);
  });
});
