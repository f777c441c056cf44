// The shop's files in S3-compatible object storage (issue 30, decision 0044), against a local S3 stand-in (s3rver
// from the npm registry, on 127.0.0.1) through the real AWS SDK: two apps with their own data directories and one
// bucket serve each other's photos; a storage outage refuses uploads with 503 and leaves nothing half-written
// while the catalogue and its pages are served; `storage:migrate` copies a local uploads folder, resumably.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@zariya/shared/images';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, returnRequests } from './db/schema.ts';
import { STORAGE_UNAVAILABLE_MESSAGE, storageSettings } from './lib/storage/index.ts';
import { localStorage } from './lib/storage/local.ts';
import { migrateUploads } from './ops/storage-migrate.ts';
import { UPLOADS_CACHE_CONTROL } from './plugins/public-cache.ts';
import { signUpShopper } from './test/accounts.ts';
import { insertProduct } from './test/fixtures.ts';
import {
  adminToken,
  createPostgresDatabase,
  createTestApp,
  databaseKinds,
  dropPostgresDatabase,
  openTestDatabase,
  type TestApp,
} from './test/harness.ts';
import type { DatabaseHandle } from './db/client.ts';
import { postAddProduct } from './test/multipart.ts';
import { askReturnWithPhoto, insertSingleOrder, markDelivered } from './test/orders-fixtures.ts';
import { type S3StandIn, startS3StandIn } from './test/s3-stand-in.ts';

const photo = (background = '#7a2e3b') =>
  sharp({ create: { width: 60, height: 80, channels: 3, background } })
    .jpeg()
    .toBuffer();

const SAREE = {
  brandname: 'Bucket Looms',
  productname: 'Saree kept in a bucket',
  category: 'Saree',
  description: 'Its photo lives in object storage.',
  new_price: '1800',
  material: 'Silk',
  available: 'true',
  stock: '5',
  sizes_0: 'Free Size',
  color_0: 'Red',
};

async function addProduct(t: TestApp, owner: string, name: string) {
  return postAddProduct(t.app, { authorization: `Bearer ${owner}` }, { ...SAREE, productname: name }, [
    { field: 'image', filename: 'front.jpg', data: await photo() },
    { field: 'imagetwo', filename: 'back.jpg', data: await photo('#1d4e89') },
  ]);
}

describe('storage settings from the environment', () => {
  it('reads STORAGE_URL and STORAGE_BUCKET, and names the variable of a bad value', () => {
    expect(storageSettings({})).toEqual({ kind: 'local' });
    expect(storageSettings({ STORAGE_URL: 'local' })).toEqual({ kind: 'local' });
    expect(
      storageSettings({
        STORAGE_URL:
          's3://KEY:SE%2FCRET@shop-photos/zariya/live?endpoint=http://127.0.0.1:9000&path_style=true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'shop-photos',
      prefix: 'zariya/live/',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'SE/CRET' },
    });
    expect(
      storageSettings({
        STORAGE_BUCKET: 'zariya-media',
        STORAGE_REGION: 'auto',
        STORAGE_ENDPOINT: 'https://abc.r2.cloudflarestorage.com/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'zariya-media',
      prefix: '',
      region: 'auto',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials: undefined,
    });
    const refusal = (env: Record<string, string>) => {
      try {
        storageSettings(env);
      } catch (err) {
        return `${(err as { variable: string }).variable} ${(err as Error).message}`;
      }
      return 'accepted';
    };
    expect(refusal({ STORAGE_URL: 'ftp://x' })).toMatch(/^STORAGE_URL must be local or s3:/);
    expect(refusal({ STORAGE_BUCKET: 'A' })).toMatch(/^STORAGE_BUCKET must be a bucket name/);
    expect(refusal({ STORAGE_BUCKET: 'shop-photos', STORAGE_ACCESS_KEY_ID: 'k' })).toBe(
      'STORAGE_SECRET_ACCESS_KEY must be set together with its pair',
    );
    expect(refusal({ STORAGE_BUCKET: 'shop-photos', STORAGE_PATH_STYLE: 'maybe' })).toBe(
      'STORAGE_PATH_STYLE must be true or false',
    );
    expect(refusal({ STORAGE_BUCKET: 'shop-photos', STORAGE_ENDPOINT: 'minio:9000' })).toMatch(
      /^STORAGE_ENDPOINT must be the service address/,
    );
  });
});

describe.each(databaseKinds())('object storage on %s', (kind) => {
  let s3: S3StandIn;
  let bucket: string;
  let a: TestApp;
  let b: TestApp;
  let ownerA: string;
  let webRoot: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    database = await openTestDatabase(kind);
    bucket = await s3.createBucket();
    // A web build of one shell page: enough for the shop to serve pages.
    webRoot = mkdtempSync(join(tmpdir(), 'zariya-web-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    // Two apps on one database, each with its own data directory, and one bucket: two machines of one shop.
    a = await createTestApp(kind, { WEB_DIST: webRoot }, { s3, bucket, database });
    b = await createTestApp(kind, { WEB_DIST: webRoot }, { s3, bucket, database });
    ownerA = await adminToken(a.app);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await s3?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('a photo uploaded through one app is served by the other, and no data directory holds it', async () => {
    const added = await addProduct(a, ownerA, 'Photo shared by two machines');
    expect(added.statusCode, added.body).toBe(201);
    const images = added.json().product.images as string[];
    expect(images).toHaveLength(2);
    for (const image of images) {
      const fromA = await a.app.inject({ method: 'GET', url: `/api${image}` });
      const fromB = await b.app.inject({ method: 'GET', url: `/api${image}` });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/webp');
      expect(fromB.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      // A validator, and 304 for a copy the browser or CDN already has.
      const etag = String(fromB.headers.etag);
      const again = await b.app.inject({
        method: 'GET',
        url: `/api${image}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      // Each rendition too, from the bucket.
      const name = image.slice('/uploads/'.length, -'.webp'.length);
      for (const w of IMAGE_WIDTHS) {
        const sized = await b.app.inject({ method: 'GET', url: `/api/uploads/${name}-${w}.webp` });
        expect(sized.statusCode).toBe(200);
        expect((await sharp(sized.rawPayload).metadata()).width).toBeLessThanOrEqual(w);
      }
    }
    for (const dir of [a.dataDir, b.dataDir]) expect(existsSync(join(dir, 'uploads'))).toBe(false);
    // Deleted through B: the bucket loses the photos, A answers 404.
    const token = await adminToken(b.app);
    const id = added.json().product.id as number;
    const gone = await b.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: `/api${images[0]}` })).statusCode).toBe(404);
  });

  it('a return photo sent through one app is shown by the other only after its check, never publicly', async () => {
    const s = await signUpShopper(a.app);
    const p = await insertProduct(a.db, { newPrice: 900 });
    const order = await insertSingleOrder(a.db, s.userId, p.id);
    await markDelivered(a.db, order.id);
    const sent = await askReturnWithPhoto(a.app, s.auth, order.id, await photo());
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    const name = /([0-9a-f]{32})\.webp$/.exec(sent.json().photo)![1];
    const mine = await b.app.inject({
      method: 'GET',
      url: `/api/returns/${id}/photo?w=200`,
      headers: s.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/no-store/);
    const owner = await b.app.inject({
      method: 'GET',
      url: `/api/admin/returns/${id}/photo`,
      headers: { authorization: `Bearer ${await adminToken(b.app)}` },
    });
    expect(owner.statusCode).toBe(200);
    const other = await signUpShopper(b.app);
    expect(
      (await b.app.inject({ method: 'GET', url: `/api/returns/${id}/photo`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    for (const url of [
      `/api/uploads/${name}.webp`,
      `/api/uploads/.private/returns/${name}.webp`,
      `/api/uploads/private/returns/${name}.webp`,
      `/api/uploads/../private/returns/${name}.webp`,
    ])
      expect((await b.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('storage down: uploads answer 503 with a readable message and leave nothing behind; pages are served', async () => {
    const p = await insertProduct(a.db, { productname: 'Served while the bucket is down' });
    const before = Number((await a.db.select({ n: count() }).from(products))[0].n);
    const returnsBefore = Number((await a.db.select({ n: count() }).from(returnRequests))[0].n);
    const objectsBefore = (await a.app.storage.list('public/')).length;
    await s3.stop();
    try {
      const refused = await addProduct(a, ownerA, 'Saree that cannot be stored');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: STORAGE_UNAVAILABLE_MESSAGE, code: 'STORAGE_UNAVAILABLE' });
      // No product row naming a photo that is not there.
      expect(Number((await a.db.select({ n: count() }).from(products))[0].n)).toBe(before);

      // A shopper's review photo and return photo: the same answer, and no return request is made.
      const s = await signUpShopper(a.app);
      const order = await insertSingleOrder(a.db, s.userId, p.id);
      await markDelivered(a.db, order.id);
      const ret = await askReturnWithPhoto(a.app, s.auth, order.id, await photo());
      expect(ret.statusCode).toBe(503);
      expect(ret.json().code).toBe('STORAGE_UNAVAILABLE');
      expect(Number((await a.db.select({ n: count() }).from(returnRequests))[0].n)).toBe(returnsBefore);

      // The catalogue and its pages are served all along.
      for (const app of [a.app, b.app]) {
        expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
        const one = await app.inject({ method: 'GET', url: `/api/products/${p.id}` });
        expect(one.statusCode).toBe(200);
        expect(one.json().productname).toBe('Served while the bucket is down');
        for (const page of ['/', '/saree', `/product/${p.id}`])
          expect((await app.inject({ method: 'GET', url: page })).statusCode, page).toBe(200);
      }
      // A photo itself cannot be had: 503, not a 404 a CDN would keep.
      const img = await b.app.inject({ method: 'GET', url: `/api/uploads/${'ef'.repeat(16)}.webp` });
      expect(img.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    // Back: nothing was left in the bucket by the refused uploads, and uploads work again.
    expect((await a.app.storage.list('public/')).length).toBe(objectsBefore);
    const added = await addProduct(a, ownerA, 'Saree after the outage');
    expect(added.statusCode, added.body).toBe(201);
    const image = added.json().product.image as string;
    expect((await b.app.inject({ method: 'GET', url: `/api${image}` })).statusCode).toBe(200);
  }, 120_000);

  it('storage:migrate copies a local uploads folder into the bucket, resumably, and the old addresses work', async () => {
    const fresh = await s3.createBucket();
    const t = await createTestApp(kind, {}, { s3, bucket: fresh });
    const folder = mkdtempSync(join(tmpdir(), 'zariya-old-uploads-'));
    try {
      // As a shop on local disk has it: photos with renditions, a private return photo, and leftovers.
      const local = localStorage({ uploadsDir: folder, documentsDir: join(folder, '..', 'documents') });
      const { storeImage } = await import('./lib/images.ts');
      const paths = [await storeImage(local, await photo()), await storeImage(local, await photo('#225522'))];
      await storeImage(local, await photo(), { folder: 'private/returns/' });
      writeFileSync(
        join(folder, 'legacy.png'),
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      );
      mkdirSync(join(folder, '.trash'));
      writeFileSync(join(folder, '.trash', 'x.webp'), 'not the shop');
      writeFileSync(join(folder, `.${'aa'.repeat(16)}.webp.1234.partial`), 'half');
      const perImage = 1 + IMAGE_WIDTHS.length;

      const first = await migrateUploads(folder, t.app.storage);
      expect(first).toMatchObject({ copied: 3 * perImage + 1, skipped: 0, ignored: 2 });
      // Cut short and run again: what is there is skipped, what is missing is copied.
      const name = paths[1].slice('/uploads/'.length, -'.webp'.length);
      await t.app.storage.delete([`public/${name}-400.webp`]);
      const second = await migrateUploads(folder, t.app.storage);
      expect(second).toMatchObject({ copied: 1, skipped: 3 * perImage, ignored: 2 });

      // The shop's addresses are the same, now answered from the bucket; the return photo stays private.
      for (const path of [...paths, '/uploads/legacy.png']) {
        const res = await t.app.inject({ method: 'GET', url: `/api${path}` });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
      }
      expect((await t.app.storage.list('private/returns/')).length).toBe(perImage);
      expect(readdirSync(folder).length).toBeGreaterThan(0);
    } finally {
      await t.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

// Two real server processes on one PostgreSQL database, each with its own DATA_DIR and no shared folder, and one
// bucket: the production layout of several machines. Needs TEST_DATABASE_URL.
const PG = process.env.TEST_DATABASE_URL;
describe.skipIf(!PG)(
  `two server processes, one bucket${PG ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`,
  () => {
    const root = new URL('../../..', import.meta.url).pathname;
    const dbName = `zariya_test_bucket_${randomBytes(5).toString('hex')}`;
    const password = `Bucket-owner-${randomBytes(9).toString('base64url')}-two`;
    const children: ChildProcess[] = [];
    const dirs: string[] = [];
    let s3: S3StandIn;

    const freePort = () =>
      new Promise<number>((resolve, reject) => {
        const srv = createServer();
        srv.once('error', reject);
        srv.listen(0, '127.0.0.1', () => {
          const address = srv.address();
          srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
      });

    async function start(env: Record<string, string>) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'zariya-machine-'));
      dirs.push(dataDir);
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
      child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output.join('').slice(-2000)}`);
        if (Date.now() > deadline) throw new Error(`server not ready: ${output.join('').slice(-2000)}`);
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return { url, dataDir };
        await new Promise((r) => setTimeout(r, 250));
      }
    }

    let dbUrl = '';
    beforeAll(async () => {
      dbUrl = await createPostgresDatabase(PG!, dbName);
      s3 = await startS3StandIn();
    }, 60_000);
    afterAll(async () => {
      for (const c of children) c.kill('SIGTERM');
      await Promise.all(
        children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
      );
      await s3?.close();
      await dropPostgresDatabase(PG!, dbName);
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }, 60_000);

    it('a photo uploaded through one process is served by the other', async () => {
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: dbUrl,
        DEMO_CATALOGUE: 'false',
        ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
        ...s3.env(await s3.createBucket()),
      };
      const first = await start(env);
      const second = await start(env);
      const login = await fetch(`${first.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      const { token } = (await login.json()) as { token: string };
      const form = new FormData();
      for (const [k, v] of Object.entries(SAREE)) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'p.jpg');
      const added = await fetch(`${first.url}/api/addproduct`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(added.status).toBe(201);
      const image = ((await added.json()) as { product: { image: string } }).product.image;
      const served = await fetch(`${second.url}/api${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
      for (const machine of [first, second]) expect(existsSync(join(machine.dataDir, 'uploads'))).toBe(false);
    }, 240_000);
  },
);
