// Issue 27: photos named by URL in an imported file, fetched by the import's job from a local photo server the
// test allows (IMPORT_IMAGE_ALLOW), stored as uploads are; a file that is not an image, a link-local address
// (cloud metadata) and a redirect to a loopback port not allowed are refused and named in the report. And the
// fetcher alone: loopback and private names refused, the size cap, redirects checked. On PGlite and PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import type { CatalogueJob } from '@zariya/shared/catalogue-jobs';
import { toCsv } from '@zariya/shared/csv';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { FetchRefused, fetchPublicFile } from '../../lib/fetch-public-file.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { postCsv } from '../../test/csv-upload.ts';
import { databaseKinds } from '../../test/harness.ts';

let server: Server;
let origin = '';
let png: Buffer;
const env: Record<string, string> = {};

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#8a2b4f' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/kurta.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/notes.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    else if (req.url === '/moved') res.writeHead(302, { location: '/kurta.png' }).end();
    else if (req.url === '/inside') res.writeHead(302, { location: 'http://127.0.0.1:9/secret' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.IMPORT_IMAGE_ALLOW = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetching a file from an address someone wrote', () => {
  const options = { maxBytes: 1_000_000, timeoutMs: 5_000 };
  const refusal = async (url: string, more = {}) => {
    const err = await fetchPublicFile(url, { ...options, ...more }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchRefused);
    return (err as Error).message;
  };

  it('refuses loopback, private and link-local addresses, by number or by name', async () => {
    expect(await refusal(`${origin}/kurta.png`)).toMatch(/private, loopback or link-local/);
    expect(await refusal('http://localhost:9/x.png')).toMatch(/private, loopback or link-local/);
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toMatch(
      /private, loopback or link-local/,
    );
    expect(await refusal('http://[::1]:9/x.png')).toMatch(/private, loopback or link-local/);
    expect(await refusal('http://10.0.0.1/x.png')).toMatch(/private, loopback or link-local/);
    expect(await refusal('file:///etc/passwd')).toMatch(/only http and https/);
  });

  it('fetches from an allowed server, follows a redirect there, refuses one to an address not allowed', async () => {
    const allow = [env.IMPORT_IMAGE_ALLOW];
    expect(await fetchPublicFile(`${origin}/kurta.png`, { ...options, allow })).toEqual(png);
    expect(await fetchPublicFile(`${origin}/moved`, { ...options, allow })).toEqual(png);
    expect(await refusal(`${origin}/inside`, { allow })).toMatch(/private, loopback or link-local/);
    expect(await refusal(`${origin}/kurta.png`, { allow, maxBytes: 100 })).toMatch(/larger than/);
    expect(await refusal(`${origin}/missing.png`, { allow })).toMatch(/answered 404/);
  });
});

describe.each(databaseKinds())('photos by URL on import on %s', (kind) => {
  const t = testAppWithAdmin(kind, { env });

  it('fetches the photos of a new product; refuses what is not an image or not public, and says so', async () => {
    const row: Record<string, string> = {
      handle: 'photo-kurta',
      title: 'Photo Kurta',
      brand: 'Rangriti',
      category: 'Women Ethnic',
      description: 'Block printed.',
      material: 'Cotton',
      available: 'TRUE',
      status: 'active',
      stock_mode: 'pooled',
      stock: '3',
      sizes: 'M',
      size: 'M',
      sku: 'PHOTO-M',
      price: '899',
      images: [
        `${origin}/kurta.png`,
        `${origin}/moved`,
        `${origin}/notes.png`,
        'http://169.254.169.254/latest/meta-data/iam',
      ].join(' '),
    };
    const csv = toCsv([...SHOP_CSV_COLUMNS], [SHOP_CSV_COLUMNS.map((c) => row[c] ?? '')]);
    const res = await postCsv(t, '/api/admin/catalogue/import', csv, t.admin);
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as { jobId: number };
    let job: CatalogueJob | undefined;
    for (let i = 0; i < 400 && !(job && (job.status === 'done' || job.status === 'failed')); i++) {
      if (i) await new Promise((r) => setTimeout(r, 25));
      job = (
        await t.app.inject({ method: 'GET', url: `/api/admin/catalogue/jobs/${jobId}`, headers: t.admin })
      ).json() as CatalogueJob;
    }
    expect(job?.status, job?.problems.join('\n')).toBe('done');
    expect(job?.counts).toMatchObject({ created: 1, photosFetched: 2, photosFailed: 2 });
    expect(job?.problems.join('\n')).toMatch(/notes\.png: not a JPEG, PNG or WebP image/);
    expect(job?.problems.join('\n')).toMatch(/169\.254\.169\.254.*private, loopback or link-local/);
    const [product] = await t.db.select().from(products).where(eq(products.productname, 'Photo Kurta'));
    expect(product.images).toHaveLength(2);
    for (const path of product.images) {
      expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const photo = await t.app.inject({ method: 'GET', url: `/api${path}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toMatch(/image\/webp/);
    }
  });
});
