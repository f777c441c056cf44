// Return photos are private (issue 23 item 6): kept in the shop's uploads directory (UPLOADS_DIR when set, not
// DATA_DIR/uploads) in a folder the public route never serves, 700 and 600 whatever the umask, read only by the
// owner and the shopper who sent them, never cached; photos from before move there at start.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnRequests } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseAndStorageKinds, type TestApp } from '../../test/harness.ts';
import { askReturnWithPhoto, insertSingleOrder, markDelivered } from '../../test/orders-fixtures.ts';
import { IMAGE_WIDTHS } from '@zariya/shared/images';
import { privatiseReturnPhotos, returnPhotosDir } from './returns.photos.ts';
import { solidJpeg } from '../../test/multipart.ts';

// On both storage providers (issue 30): the uploads folder's `.private/returns`, or a bucket's private/returns/.
describe.each(databaseAndStorageKinds())('private return photos on %s with %s storage', (kind, storage) => {
  let t: TestApp;
  let uploadsDir: string;
  let admin: Record<string, string>;
  let umask: number;
  beforeAll(async () => {
    // The most open umask there is: the modes must hold anyway.
    umask = process.umask(0);
    uploadsDir = mkdtempSync(join(tmpdir(), 'zariya-shared-uploads-'));
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir }, { storage });
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => {
    process.umask(umask);
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const photo = () => solidJpeg(60, 80, '#2f6b3a');

  async function deliveredOrder() {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 800, stock: 4 });
    const order = await insertSingleOrder(t.db, s.userId, p.id);
    await markDelivered(t.db, order.id);
    return { s, order };
  }

  async function askReturn() {
    const { s, order } = await deliveredOrder();
    const res = await askReturnWithPhoto(t.app, s.auth, order.id, await photo());
    expect(res.statusCode, res.body).toBe(201);
    return { s, id: res.json().id as number, reference: res.json().photo as string };
  }

  it('keeps the photo in the shop storage, private, owner-only whatever the umask', async () => {
    const { reference } = await askReturn();
    const name = /([0-9a-f]{32})\.webp$/.exec(reference)![1];
    const stored = (await t.app.storage.list('private/returns/')).filter((o) => o.key.includes(name));
    expect(stored.length).toBe(1 + IMAGE_WIDTHS.length);
    expect((await t.app.storage.list('public/')).filter((o) => o.key.includes(name))).toEqual([]);
    if (storage === 's3') {
      // Nothing of it on this machine's disk: the bucket is the only copy.
      expect(existsSync(returnPhotosDir(uploadsDir))).toBe(false);
      return;
    }
    const dir = returnPhotosDir(uploadsDir);
    const files = readdirSync(dir).filter((f) => f.startsWith(name));
    expect(files.length).toBeGreaterThan(1);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
    // Nothing of it in DATA_DIR/uploads, where it went before.
    const old = join(t.dataDir, 'uploads');
    expect(existsSync(old) ? readdirSync(old).filter((f) => f.startsWith(name)) : []).toEqual([]);
  });

  it('serves it to its shopper and the owner only, never cached, and never through the public route', async () => {
    const { s, id, reference } = await askReturn();
    const name = /([0-9a-f]{32})\.webp$/.exec(reference)![1];
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    for (const url of [
      `/api/uploads/.private/returns/${name}.webp`,
      `/api/uploads/%2Eprivate/returns/${name}.webp`,
      `/api/uploads/.private/returns/${name}-200.webp`,
      `/api/uploads/x/../.private/returns/${name}.webp`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);

    const mine = await get(`/api/returns/${id}/photo?w=200`, s.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toMatch(/no-store/);
    expect(mine.headers['cache-control']).not.toMatch(/public|immutable|max-age/);
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('webp');

    const owner = await get(`/api/admin/returns/${id}/photo`, admin);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toMatch(/no-store/);

    const other = await signUpShopper(t.app);
    expect((await get(`/api/returns/${id}/photo`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/returns/${id}/photo`)).statusCode).toBe(401);
    expect((await get(`/api/admin/returns/${id}/photo`, s.auth)).statusCode).toBe(401);
    expect((await get('/api/returns/999999/photo', s.auth)).statusCode).toBe(404);
  });

  it('moves photos sent before into the private folder at start', async () => {
    const { id } = await askReturn();
    // As an earlier release left it: the file in DATA_DIR/uploads, the request pointing at /uploads/.
    // With object storage: in the bucket's public photos, as `npm run storage:migrate` copied them.
    const name = 'ab'.repeat(16);
    const legacy = join(t.dataDir, 'uploads');
    mkdirSync(legacy, { recursive: true });
    for (const f of [`${name}.webp`, `${name}-200.webp`]) {
      if (storage === 'local') writeFileSync(join(legacy, f), await photo());
      else await t.app.storage.put(`public/${f}`, await photo(), { contentType: 'image/webp' });
    }
    await t.db
      .update(returnRequests)
      .set({ photo: `/uploads/${name}.webp` })
      .where(eq(returnRequests.id, id));

    expect(await privatiseReturnPhotos(t.db, t.app.storage, [legacy])).toBe(1);
    expect(readdirSync(legacy).filter((f) => f.startsWith(name))).toEqual([]);
    expect((await t.app.storage.list('public/')).filter((o) => o.key.includes(name))).toEqual([]);
    expect(await t.app.storage.head(`private/returns/${name}-200.webp`)).not.toBeNull();
    if (storage === 'local') {
      const moved = join(returnPhotosDir(uploadsDir), `${name}-200.webp`);
      expect(statSync(moved).mode & 0o777).toBe(0o600);
    }
    const [row] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row.photo).toBe(`/private/returns/${name}.webp`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}/photo`, headers: admin }))
        .statusCode,
    ).toBe(200);
    // A second start finds nothing left to move.
    expect(await privatiseReturnPhotos(t.db, t.app.storage, [legacy])).toBe(0);
  });
});
