// Variants, phase 1 (issue 24, decision 0043): a product added or edited has one variant per size × colour, kept
// in step with its lists (removed ones archived, never deleted; restored when they come back), pooled on the
// product's stock; the product page answers them; the owner reads them and edits their SKU and price.
import type { Product } from '@zariya/shared/product';
import { combinations, skuBase } from '@zariya/shared/variants';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { productPage, variantGrid } from '../../test/product-reads.ts';
import { databaseKinds } from '../../test/harness.ts';
import { jaipurKurta, postAddProduct, solidJpeg } from '../../test/multipart.ts';

const jpeg = await solidJpeg(64, 80, '#800000');

describe.each(databaseKinds())('variants on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const page = (id: number) => productPage(t, id);
  const ownerList = (id: number) => variantGrid(t, id);
  const putVariant = (id: number | string, variantId: number | string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants/${variantId}`,
      payload,
      headers: t.admin,
    });
  const edit = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/updateproducts/${id}`, payload, headers: t.admin });
  const rows = (productId: number) =>
    t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.id);
  const keys = (list: Array<{ size: string; color: string }>) => list.map((v) => `${v.size}/${v.color}`);

  it('addproduct makes one pooled variant per size × colour, with generated SKUs, on its page', async () => {
    const res = await postAddProduct(
      t.app,
      t.admin,
      jaipurKurta('Block-print Kurta', ['S', 'M', 'L'], ['Indigo', 'Rust'], {
        old_price: '2599',
        stock: '6',
      }),
      [{ field: 'image', filename: 'front.jpg', data: jpeg }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().product as Product;
    expect(saved.stockMode).toBe('pooled');
    expect(saved.stock).toBe(6);
    expect(keys(saved.variants!)).toEqual(keys(combinations(['S', 'M', 'L'], ['Indigo', 'Rust'])));

    const shown = await page(saved.id);
    expect(shown.stock).toBe(6);
    expect(shown.stockMode).toBe('pooled');
    expect(shown.variants).toHaveLength(6);
    expect(shown.variants![0]).toEqual({
      id: expect.any(Number),
      size: 'S',
      color: 'Indigo',
      sku: `ZR-${saved.id}-S-INDIGO`,
      stock: null,
      price: 1299,
      oldPrice: 2599,
      available: true,
    });
    // Pooled: every variant sells from the product's stock; no variant counts pieces of its own.
    const stored = await rows(saved.id);
    expect(stored.every((v) => v.stock === null && v.archivedAt === null)).toBe(true);
    expect(stored.map((v) => v.sku)).toEqual(
      combinations(['S', 'M', 'L'], ['Indigo', 'Rust']).map((k) => skuBase(saved.id, k.size, k.color)),
    );
  });

  it('a product without sizes or colours has one variant; sold out in the pool, every variant is', async () => {
    const p = await insertProduct(t.db, { sizes: [], colors: [], stock: 0, available: false });
    const shown = await page(p.id);
    expect(shown.variants).toEqual([
      expect.objectContaining({ size: '', color: '', sku: `ZR-${p.id}`, available: false, stock: null }),
    ]);
    const uncounted = await insertProduct(t.db, { sizes: ['Free Size'], colors: [], stock: null });
    expect((await page(uncounted.id)).variants).toEqual([
      expect.objectContaining({ size: 'Free Size', color: '', available: true }),
    ]);
    expect((await page(uncounted.id)).stock).toBeNull();
  });

  it('updateproducts adds new combinations, archives removed ones (never deletes) and restores them', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red'], stock: 4 });
    const before = await rows(p.id);
    expect(before).toHaveLength(2);

    const grown = await edit(p.id, { sizes: ['S', 'M', 'L'], colors: ['Red', 'Green'] });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(keys(grown.json().product.variants)).toEqual([
      'S/Red',
      'S/Green',
      'M/Red',
      'M/Green',
      'L/Red',
      'L/Green',
    ]);
    // The rows that were there keep their ids and SKUs.
    const grownRows = await rows(p.id);
    expect(grownRows.slice(0, 2).map((v) => [v.id, v.sku])).toEqual(before.map((v) => [v.id, v.sku]));

    const shrunk = await edit(p.id, { sizes: ['M', 'L'], colors: ['Green'] });
    expect(shrunk.statusCode).toBe(200);
    expect(keys((await page(p.id)).variants!)).toEqual(['M/Green', 'L/Green']);
    const afterShrink = await rows(p.id);
    expect(afterShrink).toHaveLength(6);
    expect(
      afterShrink
        .filter((v) => v.archivedAt !== null)
        .map((v) => `${v.size}/${v.color}`)
        .sort(),
    ).toEqual(['L/Red', 'M/Red', 'S/Green', 'S/Red'].sort());

    // S/Red comes back: the same row, with its SKU, not a new one.
    const sRed = before.find((v) => v.size === 'S')!;
    expect((await edit(p.id, { sizes: ['S', 'M', 'L'], colors: ['Red'] })).statusCode).toBe(200);
    const restored = await rows(p.id);
    expect(restored).toHaveLength(6);
    const back = restored.find((v) => v.id === sRed.id)!;
    expect(back).toMatchObject({ archivedAt: null, sku: sRed.sku });
    expect(keys((await page(p.id)).variants!)).toEqual(['S/Red', 'M/Red', 'L/Red']);
    // The product's pool is untouched by all this.
    expect((await page(p.id)).stock).toBe(4);
  });

  it('an edit that changes neither sizes nor colours leaves the variants alone', async () => {
    const p = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const [v] = await rows(p.id);
    expect((await edit(p.id, { new_price: 1111, sizes: ['S'] })).statusCode).toBe(200);
    expect(await rows(p.id)).toEqual([v]);
  });

  it('the owner reads the variants and edits SKU and price; the page follows', async () => {
    const p = await insertProduct(t.db, {
      sizes: ['S', 'M'],
      colors: ['Red'],
      newPrice: 900,
      oldPrice: 1800,
    });
    const listed = await ownerList(p.id);
    expect(listed.stockMode).toBe('pooled');
    expect(listed.variants.map((v) => [v.size, v.new_price, v.old_price, v.price, v.position])).toEqual([
      ['S', null, null, 900, 1],
      ['M', null, null, 900, 2],
    ]);
    const m = listed.variants[1];
    const saved = await putVariant(p.id, m.id, { sku: ' kurta-m-red ', new_price: 1000, old_price: 2000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().variant).toMatchObject({
      sku: 'KURTA-M-RED',
      new_price: 1000,
      price: 1000,
      oldPrice: 2000,
    });
    const shown = (await page(p.id)).variants!;
    expect(shown[1]).toMatchObject({ sku: 'KURTA-M-RED', price: 1000, oldPrice: 2000 });
    expect(shown[0]).toMatchObject({ price: 900, oldPrice: 1800 });

    // Back to the product's price, and a generated SKU again.
    const reset = await putVariant(p.id, m.id, { sku: '', new_price: null, old_price: null });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().variant).toMatchObject({ sku: `ZR-${p.id}-M-RED`, price: 900, oldPrice: 1800 });
  });

  it('refuses bad input with readable 400s, another product’s variant with 404, a taken SKU with 409', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: [] });
    const other = await insertProduct(t.db, { sizes: ['L'], colors: [] });
    const [s, m] = (await ownerList(p.id)).variants;
    const [l] = (await ownerList(other.id)).variants;
    const before = await rows(p.id);

    const refused = async (payload: object, status: number, code: string, text: RegExp) => {
      const res = await putVariant(p.id, s.id, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, error: expect.stringMatching(text) });
    };
    await refused({ new_price: -5 }, 400, 'VARIANT_BAD_PRICE', /whole number of rupees/);
    await refused({ new_price: 99.5 }, 400, 'VARIANT_BAD_PRICE', /whole number of rupees/);
    await refused({ old_price: 0 }, 400, 'VARIANT_BAD_PRICE', /whole number of rupees/);
    await refused({ sku: 'no spaces please' }, 400, 'SKU_INVALID', /letters, digits/);
    await refused({ sku: m.sku.toLowerCase() }, 409, 'SKU_TAKEN', /already used/);
    await refused({ sku: l.sku }, 409, 'SKU_TAKEN', /already used/);
    await refused({ new_price: 'cheap' }, 400, 'VALIDATION_ERROR', /Price must be a number/);

    const foreign = await putVariant(p.id, l.id, { new_price: 500 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('VARIANT_NOT_FOUND');
    const missing = await putVariant(2_000_000_000, s.id, { new_price: 500 });
    expect(missing.json().code).toBe('PRODUCT_NOT_FOUND');
    for (const bad of ['0', '2147483648', 'abc', '1.5']) {
      const res = await putVariant(p.id, bad, { new_price: 500 });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('Variant id must be a number.');
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/products/2147483648/variants',
          headers: t.admin,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/products/2000000000/variants',
          headers: t.admin,
        })
      ).statusCode,
    ).toBe(404);
    // Nothing was written by any refusal.
    expect(await rows(p.id)).toEqual(before);
    // An archived combination is no longer the owner's to edit here.
    await edit(p.id, { sizes: ['M'] });
    expect((await putVariant(p.id, s.id, { new_price: 500 })).statusCode).toBe(404);
  });

  it('needs the owner: no token, no variants', async () => {
    const p = await insertProduct(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/${p.id}/variants` });
    expect(res.statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/variants/1`,
      payload: { sku: 'X' },
    });
    expect(put.statusCode).toBe(401);
  });

  it('a product deleted (named by nothing) takes its variants with it', async () => {
    const gone = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${gone.id}`, headers: t.admin });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rows(gone.id)).toEqual([]);
    expect(await t.db.select().from(products).where(eq(products.id, gone.id))).toEqual([]);
  });

  it('the variant calls are in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/admin/products/{id}/variants');
    expect(paths).toContain('/api/admin/products/{id}/variants/{variantId}');
  });

  it('the SKUs SQL generates are the ones the shared rule spells', async () => {
    const cases: Array<[number, string, string]> = [
      [1, 'M', 'Red'],
      [22, 'Free Size', 'Rani pink'],
      [3, '', 'Off-white'],
      [4, '', ''],
      [5, '3XL', 'लाल'],
      [6, 'x'.repeat(40), 'ümlaut Ärger'],
      [7, 'i', 'ı'],
      [8, '  m_2 ', '#AABBCC'],
    ];
    for (const [id, size, color] of cases) {
      const result = (await t.db.execute(
        sql`select zariya_sku_base(${id}::int, ${size}, ${color}) as sku`,
      )) as unknown as {
        rows: Array<{ sku: string }>;
      };
      expect(result.rows[0].sku, `${id} ${size} ${color}`).toBe(skuBase(id, size, color));
    }
    // A taken SKU: the next free suffix, as freeSku counts.
    const p = await insertProduct(t.db, { sizes: ['M'], colors: [] });
    const [v] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, p.id), eq(productVariants.size, 'M')));
    const next = (await t.db.execute(sql`select zariya_free_sku(${v.sku}) as sku`)) as unknown as {
      rows: Array<{ sku: string }>;
    };
    expect(next.rows[0].sku).toBe(`${v.sku}-2`);
  });
});
