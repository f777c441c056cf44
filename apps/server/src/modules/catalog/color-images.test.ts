// Photos per colour (issue 24, decision 0043): the owner sets which of a product's photos each colour shows; bad
// maps are refused with nothing written; removing an image or a colour through updateproducts drops it from the map.
import type { Product } from '@zariya/shared/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('photos per colour on %s', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => t?.close());

  const images = ['/images/a.jpg', '/images/b.jpg', '/images/c.jpg'];
  const put = (id: number | string, payload: unknown, headers = auth) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/color-images`,
      payload: payload as object,
      headers,
    });
  const stored = async (id: number) =>
    (await t.db.select({ m: products.colorImages }).from(products).where(eq(products.id, id)))[0]?.m;
  const page = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Product;
  };

  it('saves the map, answers it, and the product page shows it', async () => {
    const p = await insertProduct(t.db, { images, colors: ['Maroon', 'Gold'] });
    const res = await put(p.id, {
      colorImages: { Maroon: ['/images/b.jpg', '/images/a.jpg'], Gold: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Photos per colour saved.',
      colorImages: { Maroon: ['/images/b.jpg', '/images/a.jpg'] },
    });
    expect(await stored(p.id)).toEqual({ Maroon: ['/images/b.jpg', '/images/a.jpg'] });
    expect((await page(p.id)).colorImages).toEqual({ Maroon: ['/images/b.jpg', '/images/a.jpg'] });
    // An empty map clears it.
    expect((await put(p.id, { colorImages: {} })).json().colorImages).toEqual({});
    expect(await stored(p.id)).toEqual({});
  });

  it('refuses a bad map with a readable 400 and writes nothing', async () => {
    const p = await insertProduct(t.db, { images, colors: ['Maroon', 'Gold'] });
    await put(p.id, { colorImages: { Gold: ['/images/c.jpg'] } });
    const cases: Array<[unknown, string, RegExp]> = [
      [{ colorImages: { Green: ['/images/a.jpg'] } }, 'VARIANT_UNKNOWN_COLOR', /"Green" is not one of/],
      [{ colorImages: { Maroon: ['/images/z.jpg'] } }, 'INVALID_IMAGE', /not one of this product's photos/],
      [{ colorImages: { Maroon: ['/images/a.jpg', '/images/a.jpg'] } }, 'INVALID_IMAGE', /listed twice/],
      [{ colorImages: { Maroon: [...images, '/images/a.jpg'] } }, 'INVALID_IMAGE', /at most 3 photos/],
      [{ colorImages: { Maroon: '/images/a.jpg' } }, 'VALIDATION_ERROR', /list of paths/],
      [{}, 'VALIDATION_ERROR', /colorImages/],
    ];
    for (const [payload, code, message] of cases) {
      const res = await put(p.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().error ?? res.json().message).toMatch(message);
    }
    expect(await stored(p.id)).toEqual({ Gold: ['/images/c.jpg'] });
  });

  it('answers 404 for no such product, 400 for a bad id, 401 without the token', async () => {
    expect((await put(999_999, { colorImages: {} })).statusCode).toBe(404);
    const bad = await put('abc', { colorImages: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/must be a number/);
    expect((await put(1, { colorImages: {} }, {})).statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/admin/products/{id}/color-images']?.put).toBeTruthy();
  });

  it('updateproducts removing an image or a colour drops it from the map', async () => {
    const p = await insertProduct(t.db, { images, colors: ['Maroon', 'Gold'] });
    await put(p.id, {
      colorImages: { Maroon: ['/images/a.jpg', '/images/b.jpg'], Gold: ['/images/c.jpg'] },
    });
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/updateproducts/${p.id}`, payload, headers: auth });
    let res = await edit({ images: ['/images/b.jpg', '/images/c.jpg'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(p.id)).toEqual({ Maroon: ['/images/b.jpg'], Gold: ['/images/c.jpg'] });
    res = await edit({ colors: ['Maroon'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(p.id)).toEqual({ Maroon: ['/images/b.jpg'] });
    // An edit that removes nothing keeps the map.
    res = await edit({ productname: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(p.id)).toEqual({ Maroon: ['/images/b.jpg'] });
  });
});
