// The owner's variant grid (issue 24, decision 0043 phase 2 step 3): split with counts (the pool before and the sum
// after in the stock history), count edits, back to pooled, a left-out cell kept out when sizes change, counted
// combinations not dropped, a split product's stock owned by the grid, addproduct with per-cell counts, and every
// bad input a readable 400 with nothing written.
import { MAX_ID } from '@zariya/shared/input';
import { gridCell } from '@zariya/shared/test-fixtures';
import type { Product } from '@zariya/shared/product';
import type { AdminVariant, StockHistory } from '@zariya/shared/variants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants, variantStockMoves } from '../db/schema.ts';
import { insertProduct } from '../test/fixtures.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { productPage, variantGrid } from '../test/product-reads.ts';
import { databaseKinds } from '../test/harness.ts';
import { jaipurKurta, postAddProduct, solidJpeg } from '../test/multipart.ts';

type Grid = { stockMode: string; stock: number | null; variants: AdminVariant[] };

const jpeg = await solidJpeg(64, 80, '#800000');

describe.each(databaseKinds())('variant grid on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const put = (id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}/variants`, payload, headers: t.admin });
  const grid = (id: number) => variantGrid(t, id);
  const page = (id: number) => productPage(t, id);
  const historyOf = async (id: number | string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock-history${query}`,
      headers: t.admin,
    });
    return res;
  };
  const edit = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/updateproducts/${id}`, payload, headers: t.admin });
  const cell = gridCell;
  /** Everything a refused call must leave as it was. */
  const snapshot = async (id: number) => ({
    product: await t.db.select().from(products).where(eq(products.id, id)),
    variants: await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(productVariants.id),
    moves: await t.db.select().from(variantStockMoves).where(eq(variantStockMoves.productId, id)),
  });
  const keyed = (g: Grid) => Object.fromEntries(g.variants.map((v) => [`${v.size}/${v.color}`, v.stock]));

  it('splits a pooled product with counts: the sum is its stock, the history has the pool before and the sum after', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red', 'Blue'], stock: 9 });
    // The S × Blue count varies; the other three cells stay as first saved.
    const splitWith = (sBlue: number) => ({
      mode: 'split',
      cells: [
        cell('S', 'Red', 2),
        cell('S', 'Blue', sBlue),
        cell('M', 'Red', 5, { price: 1500 }),
        cell('M', 'Blue', 1),
      ],
    });
    const res = await put(p.id, splitWith(0));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Grid & { message: string };
    expect(saved).toMatchObject({ stockMode: 'split', stock: 8 });
    expect(keyed(saved)).toEqual({ 'S/Red': 2, 'S/Blue': 0, 'M/Red': 5, 'M/Blue': 1 });
    expect(saved.variants.find((v) => v.size === 'M' && v.color === 'Red')).toMatchObject({
      new_price: 1500,
      price: 1500,
    });

    const shown = await page(p.id);
    expect(shown.stock).toBe(8);
    expect(shown.variants!.find((v) => v.size === 'S' && v.color === 'Blue')).toMatchObject({
      stock: 0,
      available: false,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ stock: 8, stockMode: 'split' });

    const history = await historyOf(p.id);
    expect(history.statusCode, history.body).toBe(200);
    const { moves } = history.json() as StockHistory;
    const pool = moves.find((m) => m.variantId === null)!;
    expect(pool).toMatchObject({ reason: 'split', before: 9, after: 8, delta: -1, actor: 'admin' });
    const mRed = moves.find((m) => m.size === 'M' && m.color === 'Red')!;
    expect(mRed).toMatchObject({ reason: 'split', before: null, after: 5, actor: 'admin' });
    expect(mRed.sku).toMatch(/^ZR-\d+-M-RED$/);
    // Newest first.
    expect(moves.map((m) => m.id)).toEqual([...moves.map((m) => m.id)].sort((a, b) => b - a));

    // A count edited on a split product: 'edit', before → after; the product's stock follows.
    const edited = await put(p.id, splitWith(4));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().stock).toBe(12);
    const sBlue = saved.variants.find((v) => v.size === 'S' && v.color === 'Blue')!;
    const one = (await historyOf(p.id, `?variantId=${sBlue.id}`)).json() as StockHistory;
    expect(one.moves[0]).toMatchObject({
      reason: 'edit',
      before: 0,
      after: 4,
      delta: 4,
      variantId: sBlue.id,
    });
    expect(one.moves.every((m) => m.variantId === sBlue.id)).toBe(true);

    // Back to pooled: the pool is the sum, the variants count nothing, the history says so.
    const pooled = await put(p.id, { mode: 'pooled', cells: [cell('S', 'Red', null)] });
    expect(pooled.statusCode, pooled.body).toBe(200);
    expect(pooled.json()).toMatchObject({ stockMode: 'pooled', stock: 12 });
    expect(Object.values(keyed(pooled.json()))).toEqual([null, null, null, null]);
    const variantRows = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    expect(variantRows.every((v) => v.stock === null)).toBe(true);
    expect((await page(p.id)).stock).toBe(12);
    const after = (await historyOf(p.id)).json() as StockHistory;
    expect(after.moves.filter((m) => m.reason === 'pool')).toHaveLength(5);
    expect(after.moves.find((m) => m.reason === 'pool' && m.variantId === null)).toMatchObject({
      after: 12,
    });
  });

  it('a left-out cell is archived and stays out when sizes or colours are edited later; the grid brings it back', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red', 'Blue'], stock: 3 });
    const res = await put(p.id, {
      mode: 'split',
      cells: [
        cell('S', 'Red', 1),
        cell('S', 'Blue', 0, { made: false }),
        cell('M', 'Red', 1),
        cell('M', 'Blue', 1),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(keyed(res.json()))).toEqual(['S/Red', 'M/Red', 'M/Blue']);

    const grown = await edit(p.id, { sizes: ['S', 'M', 'L'] });
    expect(grown.statusCode, grown.body).toBe(200);
    const g = await grid(p.id);
    expect(keyed(g)).toEqual({ 'S/Red': 1, 'M/Red': 1, 'M/Blue': 1, 'L/Red': 0, 'L/Blue': 0 });
    expect(g.stock).toBe(3);
    // Colours edited too (and back): still out.
    expect((await edit(p.id, { colors: ['Red', 'Blue', 'Green'] })).statusCode).toBe(200);
    expect((await edit(p.id, { colors: ['Red', 'Blue'] })).statusCode).toBe(200);
    expect(Object.keys(keyed(await grid(p.id)))).not.toContain('S/Blue');

    // Made again in the grid: the same row (its SKU) returns.
    const [left] = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    const back = await put(p.id, { mode: 'split', cells: [cell('S', 'Blue', 2)] });
    expect(back.statusCode, back.body).toBe(200);
    expect(keyed(back.json())['S/Blue']).toBe(2);
    expect(back.json().stock).toBe(5);
    expect(left).toBeDefined();
  });

  it('a pooled product may leave a cell out too, and it stays out', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red'], stock: 3 });
    const res = await put(p.id, { mode: 'pooled', cells: [cell('M', 'Red', null, { made: false })] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stockMode: 'pooled', stock: 3 });
    expect(Object.keys(keyed(res.json()))).toEqual(['S/Red']);
    expect((await edit(p.id, { sizes: ['M', 'S', 'L'] })).statusCode).toBe(200);
    expect(Object.keys(keyed(await grid(p.id)))).toEqual(['S/Red', 'L/Red']);
  });

  it('refuses to drop a combination that still counts pieces: in the grid and through updateproducts', async () => {
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red'], stock: 3 });
    expect(
      (await put(p.id, { mode: 'split', cells: [cell('S', 'Red', 3), cell('M', 'Red', 0)] })).statusCode,
    ).toBe(200);
    const before = await snapshot(p.id);

    const leftOut = await put(p.id, { mode: 'split', cells: [cell('S', 'Red', null, { made: false })] });
    expect(leftOut.statusCode).toBe(400);
    expect(leftOut.json()).toMatchObject({ code: 'VARIANT_STILL_COUNTED' });
    expect(leftOut.json().error).toMatch(/S \/ Red still has 3 pieces/);
    const viaSizes = await edit(p.id, { sizes: ['M'] });
    expect(viaSizes.statusCode).toBe(400);
    expect(viaSizes.json()).toMatchObject({ code: 'VARIANT_STILL_COUNTED' });
    expect(viaSizes.json().error).toMatch(/S \/ Red still has 3 pieces/);
    const viaColours = await edit(p.id, { colors: ['Blue'] });
    expect(viaColours.statusCode).toBe(400);
    expect(await snapshot(p.id)).toEqual(before);

    // A count of 0 may go: M/Red through the lists, S/Red once set to 0 in the same grid.
    expect((await edit(p.id, { sizes: ['S'] })).statusCode).toBe(200);
    expect((await edit(p.id, { sizes: ['S', 'M'] })).statusCode).toBe(200);
    const zeroed = await put(p.id, {
      mode: 'split',
      cells: [cell('S', 'Red', 0, { made: false }), cell('M', 'Red', 2)],
    });
    expect(zeroed.statusCode, zeroed.body).toBe(200);
    expect(zeroed.json()).toMatchObject({ stock: 2 });
    expect(Object.keys(keyed(zeroed.json()))).toEqual(['M/Red']);
  });

  it('updateproducts with another stock on a split product is refused; the same stock and other fields pass', async () => {
    const p = await insertProduct(t.db, { sizes: ['S'], colors: ['Red', 'Blue'], stock: 3 });
    expect(
      (await put(p.id, { mode: 'split', cells: [cell('S', 'Red', 1), cell('S', 'Blue', 2)] })).statusCode,
    ).toBe(200);
    const before = await snapshot(p.id);
    const refused = await edit(p.id, { stock: 10, productname: 'Renamed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'STOCK_PER_VARIANT' });
    expect(refused.json().error).toMatch(/variant grid/);
    expect((await edit(p.id, { stock: null })).statusCode).toBe(400);
    expect(await snapshot(p.id)).toEqual(before);
    const same = await edit(p.id, { stock: 3, productname: 'Renamed' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().product).toMatchObject({ stock: 3, productname: 'Renamed', stockMode: 'split' });
  });

  it('addproduct with per-cell counts adds a split product', async () => {
    const res = await postAddProduct(
      t.app,
      t.admin,
      jaipurKurta('Grid Kurta', ['S', 'M'], ['indigo', 'Rust'], {
        stock: '50',
        variants: JSON.stringify([
          cell('S', 'indigo', 4, { sku: 'jt-kurta-s-ind' }),
          cell('S', 'Rust', 0, { made: false }),
          cell('M', 'indigo', 2, { price: 1399 }),
          cell('M', 'Rust', null),
        ]),
      }),
      [{ field: 'image', filename: 'front.jpg', data: jpeg }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product as Product;
    expect(product).toMatchObject({ stockMode: 'split', stock: 6 });
    expect(product.variants!.map((v) => [v.size, v.color, v.stock, v.sku, v.price])).toEqual([
      ['S', 'Indigo', 4, 'JT-KURTA-S-IND', 1299],
      ['M', 'Indigo', 2, expect.stringMatching(/^ZR-\d+-M-INDIGO$/), 1399],
      ['M', 'Rust', null, expect.stringMatching(/^ZR-\d+-M-RUST$/), 1299],
    ]);
    const moves = (await historyOf(product.id)).json() as StockHistory;
    expect(moves.moves.find((m) => m.variantId === null)).toMatchObject({
      reason: 'split',
      before: 50,
      after: 6,
    });
    // Later edits of the lists keep S/Rust out.
    expect((await edit(product.id, { sizes: ['S', 'M', 'L'] })).statusCode).toBe(200);
    expect(Object.keys(keyed(await grid(product.id)))).toEqual([
      'S/Indigo',
      'M/Indigo',
      'M/Rust',
      'L/Indigo',
      'L/Rust',
    ]);
  });

  it("addproduct with variants_mode 'pooled' keeps one pool and takes the cells' made, price and SKU", async () => {
    const fields = jaipurKurta('Pooled Grid Kurta', ['S', 'M'], ['Red'], {
      new_price: '999',
      stock: '7',
      variants: JSON.stringify([
        cell('S', 'Red', 5, { price: 1099 }),
        cell('M', 'Red', null, { made: false }),
      ]),
    });
    const res = await postAddProduct(t.app, t.admin, { ...fields, variants_mode: 'pooled' }, [
      { field: 'image', filename: 'front.jpg', data: jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product as Product;
    expect(product).toMatchObject({ stockMode: 'pooled', stock: 7 });
    expect(product.variants!.map((v) => [v.size, v.stock, v.price])).toEqual([['S', null, 1099]]);
    expect(((await historyOf(product.id)).json() as StockHistory).moves).toEqual([]);

    const bad = await postAddProduct(t.app, t.admin, { ...fields, variants_mode: 'both' }, [
      { field: 'image', filename: 'front.jpg', data: jpeg },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("variants_mode must be 'split' or 'pooled'.");
  });

  it('addproduct refuses bad cells before storing anything', async () => {
    const count = async () => (await t.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    for (const [variants, pattern] of [
      [JSON.stringify([cell('XL', 'Red', 1)]), /"XL" is not one of this product's sizes/],
      [JSON.stringify([cell('S', 'Red', -1)]), /whole number of pieces/],
      ['not json', /Variants must be a JSON list/],
      [JSON.stringify([{ size: 'S' }]), /colour/],
    ] as const) {
      const res = await postAddProduct(
        t.app,
        t.admin,
        {
          brandname: 'B',
          productname: 'Refused',
          category: 'Saree',
          new_price: '999',
          material: 'Silk',
          sizes_0: 'S',
          color_0: 'Red',
          variants,
        },
        [{ field: 'image', filename: 'front.jpg', data: jpeg }],
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(pattern);
    }
    expect(await count()).toBe(before);
  });

  it('every bad grid is a readable 400 and writes nothing', async () => {
    const other = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const [otherVariant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, other.id));
    const p = await insertProduct(t.db, { sizes: ['S', 'M'], colors: ['Red'], stock: 5 });
    const before = await snapshot(p.id);
    const cases: Array<[object, number, string, RegExp]> = [
      [{ mode: 'split', cells: [cell('XL', 'Red', 1)] }, 400, 'VARIANT_UNKNOWN_SIZE', /"XL" is not one of/],
      [
        { mode: 'split', cells: [cell('S', 'Green', 1)] },
        400,
        'VARIANT_UNKNOWN_COLOR',
        /"Green" is not one of/,
      ],
      [{ mode: 'split', cells: [cell('S', 'Red', -1)] }, 400, 'VARIANT_BAD_STOCK', /S \/ Red: Stock must be/],
      [{ mode: 'split', cells: [cell('S', 'Red', 1.5)] }, 400, 'VARIANT_BAD_STOCK', /whole number/],
      [{ mode: 'split', cells: [cell('S', 'Red', 1, { price: -3 })] }, 400, 'VARIANT_BAD_PRICE', /price/],
      [{ mode: 'split', cells: [cell('S', 'Red', 1, { oldPrice: 0 })] }, 400, 'VARIANT_BAD_PRICE', /price/],
      [{ mode: 'split', cells: [cell('S', 'Red', 1, { sku: 'bad sku!' })] }, 400, 'SKU_INVALID', /An SKU is/],
      [
        { mode: 'split', cells: [cell('S', 'Red', 1, { sku: otherVariant.sku })] },
        400,
        'SKU_TAKEN',
        /already used/,
      ],
      [
        { mode: 'split', cells: [cell('S', 'Red', 1, { sku: 'A-1' }), cell('M', 'Red', 1, { sku: 'a-1' })] },
        400,
        'SKU_TAKEN',
        /given to two cells/,
      ],
      [
        { mode: 'split', cells: [cell('S', 'Red', 1), cell('S', 'Red', 2)] },
        400,
        'VARIANT_DUPLICATE',
        /listed twice/,
      ],
      [
        {
          mode: 'split',
          cells: [cell('S', 'Red', 0, { made: false }), cell('M', 'Red', 0, { made: false })],
        },
        400,
        'VARIANT_NONE_MADE',
        /at least one/,
      ],
      [{ mode: 'both', cells: [cell('S', 'Red', 1)] }, 400, 'VALIDATION_ERROR', /split' or 'pooled/],
      [{ mode: 'split', cells: [] }, 400, 'VALIDATION_ERROR', /at least one cell/],
      [
        { mode: 'split', cells: [cell('S', 'Red', '3' as unknown as number)] },
        400,
        'VALIDATION_ERROR',
        /Stock must be a number/,
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await put(p.id, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
      expect(res.json().code, res.body).toBe(code);
      expect(res.json().error).toMatch(message);
    }
    expect(await snapshot(p.id)).toEqual(before);
  });

  it('ids: a missing product 404, over MAX_ID 400; another product’s variant in the history 404', async () => {
    const p = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const other = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const [otherVariant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, other.id));
    const body = { mode: 'split', cells: [cell('S', 'Red', 1)] };
    expect((await put(MAX_ID, body)).statusCode).toBe(404);
    const over = await put(MAX_ID + 1, body);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Product id must be a number.');
    expect((await historyOf(MAX_ID + 1)).statusCode).toBe(400);
    expect((await historyOf(p.id, `?variantId=${MAX_ID + 1}`)).json().error).toBe(
      'Variant id must be a number.',
    );
    const foreign = await historyOf(p.id, `?variantId=${otherVariant.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('VARIANT_NOT_FOUND');
    expect((await historyOf(MAX_ID)).statusCode).toBe(404);
  });

  it('needs the owner, and both calls are in the OpenAPI document', async () => {
    const p = await insertProduct(t.db, { sizes: ['S'], colors: ['Red'] });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/variants`,
      payload: { mode: 'split', cells: [cell('S', 'Red', 1)] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/products/${p.id}/stock-history` })).statusCode,
    ).toBe(401);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/admin/products/{id}/variants');
    expect(paths).toContain('/api/admin/products/{id}/stock-history');
    expect(doc.json().paths['/api/admin/products/{id}/variants'].put).toBeDefined();
  });
});
