// The catalogue as CSV (issue 27): the export in the shop's columns and Shopify's layout, the round trip (an
// export checked as an import has no problem), the dry run's problems by row and column with nothing written, and
// admin-only access; on PGlite and PostgreSQL.
import { SHOP_CSV_COLUMNS, SHOPIFY_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import type { CatalogueCheckAnswer } from '@zariya/shared/catalogue-csv-api';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { postCsv } from '../../test/csv-upload.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';

describe.each(databaseKinds())('catalogue CSV on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  beforeAll(async () => {
    await insertProduct(t.db, {
      productname: 'Chanderi Kurta',
      brandname: 'Rangriti',
      category: 'Women Ethnic',
      description: 'Soft chanderi, "hand" finished.\nDry clean.',
      sizes: ['S', 'M', 'L'],
      colors: ['Indigo', 'Rani Pink'],
      images: ['/uploads/products/k1.webp', '/uploads/products/k2.webp'],
      newPrice: 1499,
      oldPrice: 2999,
      stock: 30,
    });
    await insertProduct(t.db, {
      productname: 'Banarasi Silk Saree',
      category: 'Saree',
      sizes: [],
      colors: [],
      images: ['/uploads/products/s1.webp'],
      newPrice: 8999,
      oldPrice: null,
      stock: null,
    });
  });

  const download = (layout: string, headers = t.admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/catalogue.csv?layout=${layout}`, headers });
  const check = async (csv: string) => {
    const res = await postCsv(t, '/api/admin/catalogue/import/check', csv, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CatalogueCheckAnswer;
  };
  const table = (csv: string) =>
    Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  /** The export in this layout: its header line as given and one row per variant (the seeded shop's seven). */
  const exported = async (layout: string, headerLine: string) => {
    const res = await download(layout);
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]).toBe(headerLine);
    const rows = table(res.body);
    expect(rows).toHaveLength(7);
    return { res, rows };
  };

  it("exports one row per variant in the shop's columns", async () => {
    const { res, rows } = await exported('shop', SHOP_CSV_COLUMNS.join(','));
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="zariya-catalogue-shop-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows[0]).toMatchObject({
      title: 'Chanderi Kurta',
      size: 'S',
      color: 'Indigo',
      price: '1499',
      stock: '30',
    });
    expect(rows.map((r) => r.sku)).toContain('ZR-' + rows[0].product_id + '-L-RANIPINK');
    expect(rows[6]).toMatchObject({ title: 'Banarasi Silk Saree', size: '', color: '', stock: '' });
  });

  it("exports Shopify's layout with full photo addresses", async () => {
    const { rows } = await exported(
      'shopify',
      SHOPIFY_CSV_COLUMNS.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','),
    );
    expect(rows[0]).toMatchObject({
      Title: 'Chanderi Kurta',
      Vendor: 'Rangriti',
      Type: 'Women Ethnic',
      'Option1 Name': 'Size',
      'Option2 Name': 'Color',
      'Variant Inventory Qty': '30',
      'Variant Price': '1499',
      'Variant Compare At Price': '2999',
    });
    expect(rows[0]['Image Src']).toMatch(/^https?:\/\/.+\/api\/uploads\/products\/k1\.webp$/);
    expect(rows[6]).toMatchObject({ 'Option1 Name': 'Title', 'Option1 Value': 'Default Title' });
  });

  it.each(['shop', 'shopify'])(
    'round trip: the %s export checked as an import has no problem',
    async (layout) => {
      const file = (await download(layout)).body;
      const answer = await check(file);
      expect(answer.problems).toEqual([]);
      expect(answer).toMatchObject({ layout, rows: 7, creates: 0, updates: 2, variants: 7, ready: true });
    },
  );

  it('lists every problem by row and column and writes nothing', async () => {
    const before = await t.db.select().from(productVariants);
    const taken = before[0].sku;
    const csv = [
      'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty',
      'anarkali,Anarkali,,Zariya,Women Ethnic,TRUE,Size,M,Color,Red,AN-M-RED,2499,4',
      'anarkali,,,,,,,L,,Red,AN-M-RED,2499,2',
      'anarkali,,,,,,,XL,,Red,AN-XL-RED,Rs 2499,1',
      'lehenga,Lehenga,,Zariya,Lehengas,TRUE,Size,Free Size,,,LH-1,15999,',
      'dupatta,,,Zariya,Accessories,maybe,,,,,,,',
      `kurti,Kurti,,Zariya,Women Western,TRUE,,,,,${taken},799,-2`,
    ].join('\n');
    const answer = await check(csv);
    expect(answer.ready).toBe(false);
    expect(answer.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'Variant SKU', 'DUPLICATE_SKU'],
      [4, 'Variant Price', 'BAD_PRICE'],
      [5, 'Type', 'UNKNOWN_CATEGORY'],
      [6, 'Title', 'MISSING_FIELD'],
      [6, 'Published', 'BAD_VALUE'],
      [6, 'Variant Price', 'MISSING_FIELD'],
      [7, 'Variant Inventory Qty', 'BAD_STOCK'],
    ]);
    expect(answer.problems[0].message).toBe('SKU "AN-M-RED" is also on row 2.');
    // The taken SKU matched the kurti to the shop's product that owns it: an update, not a conflict.
    expect(answer.products.find((p) => p.handle === 'kurti')?.productId).toBe(before[0].productId);
    const after = await t.db.select().from(productVariants);
    expect(after).toEqual(before);
    expect(await t.db.$count(products)).toBe(2);
  });

  it('refuses an empty body and a file of no known layout with readable answers', async () => {
    const empty = await postCsv(t, '/api/admin/catalogue/import/check', '  ', t.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CSV_UNREADABLE', error: 'The file is empty.' });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import/check',
      headers: t.admin,
      payload: { csv: 'name,price\r\nX,1\r\n' },
    });
    expect(asJson.json().problems[0]).toMatchObject({ row: 1, code: 'UNKNOWN_LAYOUT' });
    const odd = await check('name,price\r\nX,1\r\n');
    expect(odd.problems[0]).toMatchObject({ row: 1, code: 'UNKNOWN_LAYOUT' });
    const layout = await download('excel');
    expect(layout.statusCode).toBe(400);
    expect(layout.json().error).toContain('Layout must be shop or shopify.');
  });

  it('is for the owner only', async () => {
    const shopper = await signUpShopper(t.app);
    for (const headers of [{}, shopper.auth]) {
      const res = await download('shop', headers);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('Chanderi');
      const dry = await postCsv(t, '/api/admin/catalogue/import/check', 'Handle,Title\r\n', headers);
      expect(dry.statusCode).toBe(401);
      expect(dry.json().code).toBe('ADMIN_REQUIRED');
    }
  });
});
