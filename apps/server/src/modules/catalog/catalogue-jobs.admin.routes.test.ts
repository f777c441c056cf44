// Issue 27: the catalogue import (a job, all-or-nothing, creates and updates, the round trip export → import →
// export) and bulk edits of the product list (price by percent and amount with their floors and rounding, stock,
// category, archive, one audit entry per product, a Support person refused); on PGlite and PostgreSQL.
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import type { CatalogueJob } from '@zariya/shared/catalogue-jobs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants } from '../../db/schema.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { postCsv } from '../../test/csv-upload.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { presetStaffToken } from '../../test/staff.ts';

const SHOP_HEADER = SHOP_CSV_COLUMNS.join(',');
const shopCsv = (rows: Array<Partial<Record<(typeof SHOP_CSV_COLUMNS)[number], string>>>) =>
  Papa.unparse(rows, { columns: [...SHOP_CSV_COLUMNS] });
const NEW_ROW = {
  handle: 'new-kurta',
  title: 'New Kurta',
  brand: 'Rangriti',
  category: 'Women Ethnic',
  description: 'Soft.',
  material: 'Cotton',
  available: 'TRUE',
  status: 'active',
  stock_mode: 'pooled',
  stock: '5',
  sizes: 'S',
  size: 'S',
  sku: 'NEWK-S',
  price: '999',
};

describe.each(databaseKinds())('catalogue import and bulk edits on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const poll = async (url: string): Promise<CatalogueJob> => {
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.admin });
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json() as CatalogueJob;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the job did not finish');
  };

  const exportShop = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue.csv?layout=shop',
      headers: t.admin,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  const importFile = (csv: string) => postCsv(t, '/api/admin/catalogue/import', csv, t.admin);

  const runImport = async (csv: string) => {
    const res = await importFile(csv);
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    return { jobId, job: await poll(`/api/admin/catalogue/jobs/${jobId}`) };
  };

  describe('import', () => {
    it('checks the file again before queueing it: a bad row is answered at once, nothing written', async () => {
      const before = await t.db.select({ id: products.id }).from(products);
      const csv = shopCsv([
        NEW_ROW,
        { ...NEW_ROW, handle: 'bad-one', title: 'Bad One', category: 'Nowhere', price: 'abc', sku: 'BAD-1' },
      ]);
      const res = await importFile(csv);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/problem/);
      expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    });

    it('creates new products and updates existing ones in one job, with a report', async () => {
      const existing = await insertProduct(t.db, {
        productname: 'Chanderi Kurta',
        brandname: 'Rangriti',
        category: 'Women Ethnic',
        sizes: ['S', 'M'],
        colors: [],
        newPrice: 1499,
        oldPrice: 2999,
        stock: 30,
      });
      const exported = Papa.parse<Record<string, string>>(await exportShop(), {
        header: true,
        skipEmptyLines: true,
      });
      const rows = exported.data.filter((r) => r.title === 'Chanderi Kurta');
      expect(rows).toHaveLength(2);
      // The owner raises the price in her spreadsheet and adds a new product with two sizes.
      for (const r of rows) r.price = '1599';
      const dupattaRow = (color: string, sku: string) => ({
        ...rows[0],
        handle: 'mulmul-dupatta',
        title: 'Mulmul Dupatta',
        category: 'Accessories',
        price: '499',
        mrp: '',
        sizes: 'Free Size',
        colors: 'Indigo, Rust',
        size: 'Free Size',
        color,
        sku,
        stock: '4',
        images: '',
      });
      const added = [dupattaRow('Indigo', 'MUL-IND'), dupattaRow('Rust', 'MUL-RUS')];
      const csv = Papa.unparse([...rows, ...added], { columns: exported.meta.fields });
      const { jobId, job } = await runImport(csv);
      expect(job.status, job.problems.join('\n')).toBe('done');
      expect(job.counts).toMatchObject({ created: 1, updated: 1 });
      expect(job.done).toBe(job.total);

      const [kurta] = await t.db.select().from(products).where(eq(products.id, existing.id));
      expect(kurta.newPrice).toBe(1599);
      expect(kurta.stock).toBe(30);
      const [dupatta] = await t.db.select().from(products).where(eq(products.productname, 'Mulmul Dupatta'));
      expect(dupatta).toMatchObject({
        category: 'Accessories',
        newPrice: 499,
        stock: 4,
        stockMode: 'pooled',
      });
      const variants = await t.db
        .select({ sku: productVariants.sku, color: productVariants.color })
        .from(productVariants)
        .where(eq(productVariants.productId, dupatta.id));
      expect(variants.map((v) => v.sku).sort()).toEqual(['MUL-IND', 'MUL-RUS']);

      const report = await t.app.inject({
        method: 'GET',
        url: `/api/admin/catalogue/jobs/${jobId}/report.csv`,
        headers: t.admin,
      });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = Papa.parse<Record<string, string>>(report.body, {
        header: true,
        skipEmptyLines: true,
      }).data;
      expect(lines.map((l) => l.outcome).sort()).toEqual(['created', 'updated']);

      // The same file again changes nothing.
      const again = await runImport(csv);
      expect(again.job.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    });

    it('round trip: export → import → export is the same file', async () => {
      await insertProduct(t.db, { productname: 'Round Trip Saree', sizes: [], colors: ['Maroon'], stock: 7 });
      const first = await exportShop();
      const { job } = await runImport(first);
      expect(job.status, job.problems.join('\n')).toBe('done');
      expect(job.counts.created).toBe(0);
      expect(await exportShop()).toBe(first);
    });

    it("round trip in Shopify's layout too: its photo addresses are the shop's own, kept as they were", async () => {
      await insertProduct(t.db, {
        productname: 'Shopify Trip Kurta',
        sizes: ['S', 'M'],
        colors: ['Indigo', 'Rust'],
        images: ['/uploads/products/t1.webp', '/uploads/products/t2.webp'],
        stock: 9,
      });
      const shopify = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/catalogue.csv?layout=shopify',
            headers: t.admin,
          })
        ).body;
      const first = await shopify();
      const { job } = await runImport(first);
      expect(job.status, job.problems.join('\n')).toBe('done');
      expect(job.counts).toMatchObject({ created: 0, updated: 0 });
      expect(await shopify()).toBe(first);
    });

    it('writes nothing when a row fails while writing (all or nothing), and the report says why', async () => {
      const count = async () => (await t.db.select({ id: products.id }).from(products)).length;
      const before = await count();
      const [kurta] = await t.db.select().from(products).where(eq(products.productname, 'Chanderi Kurta'));
      // A database that refuses the third product (a stand-in for any failure while writing).
      await t.db.execute(sql`create or replace function zz_test_refuse() returns trigger language plpgsql as $$
        begin if new.productname = 'Boom' then raise exception 'refused by the test'; end if; return new; end $$`);
      await t.db.execute(sql`create trigger zz_test_refuse before insert on products
        for each row execute function zz_test_refuse()`);
      try {
        const { job } = await runImport(
          shopCsv([
            { ...NEW_ROW, handle: 'first-new', title: 'First New', sku: 'FIRST-S' },
            { ...NEW_ROW, handle: 'boom', title: 'Boom', sku: 'BOOM-S' },
          ]),
        );
        expect(job.status).toBe('failed');
        expect(job.problems.join(' ')).toMatch(/wrote nothing.*refused by the test/);
        expect(await count()).toBe(before);
        const [same] = await t.db.select().from(products).where(eq(products.id, kurta.id));
        expect(same).toEqual(kurta);
      } finally {
        await t.db.execute(sql`drop trigger zz_test_refuse on products`);
        await t.db.execute(sql`drop function zz_test_refuse()`);
      }
    });
  });

  describe('bulk edits', () => {
    let ids: number[];
    beforeAll(async () => {
      const a = await insertProduct(t.db, {
        productname: 'Bulk A',
        category: 'Women Western',
        newPrice: 1499,
        oldPrice: 1600,
      });
      const b = await insertProduct(t.db, {
        productname: 'Bulk B',
        category: 'Women Western',
        newPrice: 5,
        oldPrice: null,
      });
      const c = await insertProduct(t.db, {
        productname: 'Bulk C',
        category: 'Women Western',
        newPrice: 999,
        oldPrice: 1999,
      });
      ids = [a.id, b.id, c.id];
    });

    const bulk = async (body: unknown, headers = t.admin) =>
      t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers, payload: body as object });
    const runBulk = async (body: unknown) => {
      const res = await bulk(body);
      expect(res.statusCode, res.body).toBe(202);
      const { jobId, total } = res.json() as { jobId: number; total: number };
      const job = await poll(`/api/admin/products/bulk/${jobId}`);
      expect(job.done).toBe(total);
      return job;
    };
    const rows = async () =>
      t.db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id);

    it('raises prices by 10 %, rounded to whole rupees, the MRP kept at least the price; one audit entry each', async () => {
      const job = await runBulk({
        selection: { ids },
        action: { type: 'price', mode: 'percent', value: 10 },
      });
      expect(job.status).toBe('done');
      expect(job.counts).toMatchObject({ changed: 3 });
      const [a, b, c] = await rows();
      expect([a.newPrice, a.oldPrice]).toEqual([1649, 1649]); // 1648.9 → 1649; MRP 1600 raised to the price
      expect([b.newPrice, b.oldPrice]).toEqual([6, null]); // 5.5 → 6
      expect([c.newPrice, c.oldPrice, c.discountPercent]).toEqual([1099, 1999, 45]);
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'bulk-price'), inArray(auditLog.entityId, ids.map(String))));
      expect(entries).toHaveLength(3);
      const ofA = entries.find((e) => e.entityId === String(ids[0]))!;
      expect(ofA).toMatchObject({ entity: 'product', staffName: expect.any(String) });
      expect(ofA.changes).toContainEqual({ field: 'newPrice', before: 1499, after: 1649 });
    });

    it('lowers by an amount, never below ₹1', async () => {
      await runBulk({ selection: { ids }, action: { type: 'price', mode: 'amount', value: -100 } });
      const [a, b, c] = await rows();
      expect([a.newPrice, b.newPrice, c.newPrice]).toEqual([1549, 1, 999]);
    });

    it('sets stock on pooled products and moves them to a category, by filter', async () => {
      await runBulk({ selection: { ids }, action: { type: 'stock', stock: 12 } });
      expect((await rows()).map((r) => r.stock)).toEqual([12, 12, 12]);
      const job = await runBulk({
        selection: { filter: { query: 'Bulk', category: 'Women Western' } },
        action: { type: 'category', category: 'Salwar & Suits' },
      });
      expect(job.counts.changed).toBe(3);
      expect((await rows()).map((r) => r.category)).toEqual([
        'Salwar & Suits',
        'Salwar & Suits',
        'Salwar & Suits',
      ]);
    });

    it('archives, and an archived product is left as it is the second time', async () => {
      await runBulk({ selection: { ids: [ids[2]] }, action: { type: 'archive' } });
      const [, , c] = await rows();
      expect(c.archivedAt).not.toBeNull();
      expect(c.available).toBe(false);
      const again = await runBulk({ selection: { ids: [ids[2]] }, action: { type: 'archive' } });
      expect(again.counts).toMatchObject({ unchanged: 1 });
    });

    it('answers bad input with a readable 400 and writes nothing', async () => {
      const before = await rows();
      for (const [body, message] of [
        [{ selection: { ids: [] }, action: { type: 'archive' } }, /at least one/],
        [{ selection: { ids }, action: { type: 'price', mode: 'percent', value: -95 } }, /-90 to 1000/],
        [{ selection: { ids }, action: { type: 'price', mode: 'amount', value: 10.5 } }, /whole rupees/],
        [{ selection: { ids }, action: { type: 'stock', stock: -1 } }, /negative/],
        [{ selection: { ids }, action: { type: 'category', category: 'Shoes' } }, /Category must be one of/],
        [{ selection: { ids }, action: { type: 'paint' } }, /one action/],
      ] as const) {
        const res = await bulk(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect(await rows()).toEqual(before);
    });

    it('refuses a Support person (403), and reads nothing of another kind of job', async () => {
      const token = await presetStaffToken(t.db, 'support', 'support-bulk@zariya.test');
      const res = await bulk(
        { selection: { ids }, action: { type: 'archive' } },
        { authorization: `Bearer ${token}` },
      );
      expect(res.statusCode).toBe(403);
      const importRes = await postCsv(t, '/api/admin/catalogue/import', SHOP_HEADER, {
        authorization: `Bearer ${token}`,
      });
      expect(importRes.statusCode).toBe(403);
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/bulk/999999',
        headers: t.admin,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
