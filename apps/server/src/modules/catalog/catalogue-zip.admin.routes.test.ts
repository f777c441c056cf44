// Issue 27: photos from a zip beside the imported CSV. Real zips built here (test/zip.ts): a good import stores the
// photos through the shop's storage (local and S3) and the products point at them; the dry run names, by row and
// column, a photo missing from the zip or not an image; a `..` name, two entries of one name and a zip bomb are
// refused with a 4xx and nothing written; an import that fails after its photos were stored removes them again.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import type { CatalogueJob } from '@zariya/shared/catalogue-jobs';
import { inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds, type DatabaseKind, type StorageKind } from '../../test/harness.ts';
import { multipartPayload, solidJpeg } from '../../test/multipart.ts';
import { buildZip } from '../../test/zip.ts';

type Row = Partial<Record<(typeof SHOP_CSV_COLUMNS)[number], string>>;
const shopCsv = (rows: Row[]) => Papa.unparse(rows, { columns: [...SHOP_CSV_COLUMNS] });

let runs = 0;
/** One new product of the shop's layout, its handle and SKU unique to the test, naming `images`. */
function productRow(images: string, title = 'Zip Saree'): Row {
  runs++;
  const tag = `${Date.now().toString(36)}${runs}`;
  return {
    handle: `zip-${tag}`,
    title: `${title} ${tag}`,
    brand: 'Rangriti',
    category: 'Saree',
    description: 'Woven.',
    material: 'Silk',
    available: 'TRUE',
    status: 'active',
    stock_mode: 'pooled',
    stock: '4',
    sizes: 'Free Size',
    size: 'Free Size',
    sku: `ZIP-${tag}`.toUpperCase(),
    price: '2499',
    images,
  };
}

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await solidJpeg(60, 80, '#8a2b4f');
  png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#2b8a4f' } })
    .png()
    .toBuffer();
});

function suite(kind: DatabaseKind, storage: StorageKind, full: boolean) {
  const t = testAppWithAdmin(kind, { storage });

  const send = async (url: string, csv: string, zip?: Buffer) => {
    const { payload, headers } = await multipartPayload(
      { csv },
      zip ? [{ field: 'photos', filename: 'photos.zip', data: zip, type: 'application/zip' }] : [],
    );
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...t.admin } });
  };
  const dryRun = (csv: string, zip?: Buffer) => send('/api/admin/catalogue/import/check', csv, zip);
  const startImport = (csv: string, zip?: Buffer) => send('/api/admin/catalogue/import', csv, zip);

  const poll = async (jobId: number): Promise<CatalogueJob> => {
    for (let i = 0; i < 400; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/catalogue/jobs/${jobId}`,
        headers: t.admin,
      });
      const job = res.json() as CatalogueJob;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the job did not finish');
  };

  /** The files in the shop's storage: photos, and zips waiting for a job. */
  const files = async () => ({
    photos: (await t.app.storage.list('public/')).map((o) => o.key).sort(),
    imports: (await t.app.storage.list('private/imports/')).map((o) => o.key),
  });
  const productsNamed = (handles: string[]) =>
    t.db
      .select({ id: products.id, images: products.images, name: products.productname })
      .from(products)
      .where(inArray(products.productname, handles));

  /** Sends the import and expects a 4xx with `code`, and nothing written: no product, no file. */
  const refusedWithNothingWritten = async (rows: Row[], zip: Buffer, status: number, code: string) => {
    const before = await files();
    const check = await dryRun(shopCsv(rows), zip);
    expect(check.statusCode, check.body).toBe(status);
    expect(check.json().code).toBe(code);
    const res = await startImport(shopCsv(rows), zip);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await productsNamed(rows.map((r) => r.title!))).toEqual([]);
    expect(await files()).toEqual(before);
    return res.json().error as string;
  };

  it('imports a CSV with a zip of photos: each stored as uploads are, the products pointing at them', async () => {
    const before = await files();
    const saree = productRow('saree-01.jpg folder/saree-02.png');
    const kurta = productRow('nested/deeper/kurta.jpg', 'Zip Kurta');
    const zip = buildZip([
      { name: 'saree-01.jpg', data: jpeg },
      { name: 'folder/', data: Buffer.alloc(0), store: true },
      { name: 'folder/saree-02.png', data: png, store: true },
      { name: 'nested/deeper/Kurta.JPG', data: jpeg },
      { name: '__MACOSX/._saree-01.jpg', data: Buffer.from('mac resource fork') },
      { name: 'readme.txt', data: Buffer.from('not named by the file, never read') },
    ]);
    const csv = shopCsv([saree, kurta]);
    const check = await dryRun(csv, zip);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ ready: true, problemCount: 0, creates: 2 });

    const res = await startImport(csv, zip);
    expect(res.statusCode, res.body).toBe(202);
    const job = await poll(res.json().jobId);
    expect(job.status, job.problems.join('; ')).toBe('done');
    expect(job.counts).toMatchObject({ created: 2, photosFromZip: 3 });

    const rows = await productsNamed([saree.title!, kurta.title!]);
    const byName = new Map(rows.map((r) => [r.name, r.images]));
    expect(byName.get(saree.title!)).toHaveLength(2);
    expect(byName.get(kurta.title!)).toHaveLength(1);
    for (const path of [...byName.get(saree.title!)!, ...byName.get(kurta.title!)!]) {
      expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: `/api${path}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
    }
    const after = await files();
    // Every photo with its renditions, and the zip gone from the storage once the job ran.
    expect(after.photos.length - before.photos.length).toBeGreaterThanOrEqual(3 * 2);
    expect(after.imports).toEqual([]);
  });

  if (!full) return;

  it('lists a photo missing from the zip, or not an image, at its row and column; the import refuses it', async () => {
    const good = productRow('saree-01.jpg');
    const missing = productRow('folder/nowhere.jpg');
    const text = productRow('notes.jpg');
    const zip = buildZip([
      { name: 'saree-01.jpg', data: jpeg },
      { name: 'notes.jpg', data: Buffer.from('these are not pixels\n'.repeat(20)) },
    ]);
    const rows = [good, missing, text];
    const check = await dryRun(shopCsv(rows), zip);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json();
    expect(report.ready).toBe(false);
    expect(report.problems).toEqual([
      {
        row: 3,
        column: 'images',
        code: 'PHOTO_MISSING',
        message: 'The zip has no photo "folder/nowhere.jpg".',
      },
      {
        row: 4,
        column: 'images',
        code: 'PHOTO_NOT_IMAGE',
        message: '"notes.jpg" in the zip is not a JPEG, PNG or WebP image.',
      },
    ]);
    // Without the zip, every photo it names is missing.
    const alone = (await dryRun(shopCsv([good]))).json();
    expect(alone.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [2, 'PHOTO_MISSING'],
    ]);
    const before = await files();
    const res = await startImport(shopCsv(rows), zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/row 3, images: The zip has no photo/);
    expect(await productsNamed(rows.map((r) => r.title!))).toEqual([]);
    expect(await files()).toEqual(before);
  });

  it('refuses a non-image named by the file with a 400 and writes nothing', async () => {
    const row = productRow('script.png');
    const zip = buildZip([{ name: 'script.png', data: Buffer.from('#!/bin/sh\necho hello\n') }]);
    const before = await files();
    const res = await startImport(shopCsv([row]), zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/"script\.png" in the zip is not a JPEG, PNG or WebP image/);
    expect(await productsNamed([row.title!])).toEqual([]);
    expect(await files()).toEqual(before);
  });

  it('refuses a name leading out of the zip (..), whether or not the file names it', async () => {
    const error = await refusedWithNothingWritten(
      [productRow('saree-01.jpg')],
      buildZip([
        { name: 'saree-01.jpg', data: jpeg },
        { name: '../../etc/cron.d/evil.jpg', data: jpeg },
      ]),
      400,
      'ZIP_UNSAFE_NAME',
    );
    expect(error).toMatch(/\.\.\/\.\.\/etc\/cron\.d\/evil\.jpg/);
    await refusedWithNothingWritten(
      [productRow('saree-01.jpg')],
      buildZip([{ name: '/saree-01.jpg', data: jpeg }]),
      400,
      'ZIP_UNSAFE_NAME',
    );
  });

  it('refuses two entries of one name', async () => {
    await refusedWithNothingWritten(
      [productRow('saree-01.jpg')],
      buildZip([
        { name: 'saree-01.jpg', data: jpeg },
        { name: 'Saree-01.JPG', data: png },
      ]),
      400,
      'ZIP_DUPLICATE_NAME',
    );
  });

  it('refuses a zip bomb with a 413, counting the bytes unpacked whatever the headers say', async () => {
    // 64 MB of zeros deflate to about 64 KB. Honest headers are refused at once; lying ones while unpacking.
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    const honest = buildZip([{ name: 'bomb.jpg', data: zeros }]);
    expect(honest.length).toBeLessThan(200 * 1024);
    await refusedWithNothingWritten([productRow('bomb.jpg')], honest, 413, 'ZIP_TOO_LARGE');
    // The header claims 3 KB; the JPEG's first bytes make it look like a photo until the count passes the cap.
    const lying = buildZip([
      { name: 'bomb.jpg', data: Buffer.concat([jpeg.subarray(0, 3), zeros]), declaredSize: 3000 },
    ]);
    const error = await refusedWithNothingWritten([productRow('bomb.jpg')], lying, 413, 'ZIP_TOO_LARGE');
    expect(error).toMatch(/"bomb\.jpg" in the zip unpacks to more than the shop takes/);
    // Many photos, each under the cap per photo, past the cap for all.
    const large = Buffer.concat([jpeg, zeros.subarray(0, 14 * 1024 * 1024)]);
    const many = buildZip(Array.from({ length: 30 }, (_, i) => ({ name: `p${i}.jpg`, data: large })));
    const before = await files();
    const row = productRow(Array.from({ length: 30 }, (_, i) => `p${i}.jpg`).join(' '));
    const res = await startImport(shopCsv([row]), many);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/400 MB in all/);
    expect(await productsNamed([row.title!])).toEqual([]);
    expect(await files()).toEqual(before);
  });

  it('refuses a zip of more entries than the cap', async () => {
    const entries = Array.from({ length: 5_001 }, (_, i) => ({
      name: `many/p${i}.jpg`,
      data: Buffer.alloc(0),
      store: true,
    }));
    const error = await refusedWithNothingWritten(
      [productRow('many/p1.jpg')],
      buildZip(entries),
      400,
      'ZIP_TOO_MANY_FILES',
    );
    expect(error).toMatch(/5,001 files; at most 5,000/);
  });

  it('refuses what is not a zip', async () => {
    await refusedWithNothingWritten(
      [productRow('saree-01.jpg')],
      Buffer.from('PK but not really a zip file at all'),
      400,
      'ZIP_UNREADABLE',
    );
  });

  it('removes the photos it stored when the import then fails: nothing half-written', async () => {
    const good = productRow('saree-01.jpg');
    // A JPEG's first bytes and then nothing a decoder can read: it passes the dry run, and fails when stored.
    const broken = productRow('broken.jpg');
    const zip = buildZip([
      { name: 'saree-01.jpg', data: jpeg },
      { name: 'broken.jpg', data: Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(500, 7)]) },
    ]);
    const before = await files();
    const res = await startImport(shopCsv([good, broken]), zip);
    expect(res.statusCode, res.body).toBe(202);
    const job = await poll(res.json().jobId);
    expect(job.status).toBe('failed');
    expect(job.problems.join(' ')).toMatch(
      /Row 3, images: "broken\.jpg": the image could not be read; nothing was imported/,
    );
    expect(await productsNamed([good.title!, broken.title!])).toEqual([]);
    expect(await files()).toEqual(before);
  });
}

describe.each(databaseKinds())('catalogue import with a zip of photos on %s', (kind) => {
  suite(kind, 'local', true);
});

describe('catalogue import with a zip of photos on S3 storage', () => {
  suite('pglite', 's3', false);
});
