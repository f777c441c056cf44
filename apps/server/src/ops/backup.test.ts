// Backup and restore end to end: a shop with accounts, paid orders (through the real purchase calls) and an
// uploaded photo is backed up into one archive, restored into a fresh data directory (and a fresh PostgreSQL
// database when TEST_DATABASE_URL is set), and the restored shop answers every order, login and image.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { type DatabaseHandle, openDatabase, pgliteDir } from '../db/client.ts';
import { signUpShopper } from '../test/accounts.ts';
import {
  adminToken,
  createPostgresDatabase,
  createTestApp,
  type DatabaseKind,
  databaseAndStorageKinds,
  databaseKinds,
  dropPostgresDatabase,
  type StorageKind,
  type TestApp,
} from '../test/harness.ts';
import { openStorage, storageSettings } from '../lib/storage/index.ts';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.ts';
import { postAddProduct } from '../test/multipart.ts';
import { backup, countTarget, readManifest, restore, type Target } from './backup.ts';

const CHOICE = { size: 'Free Size', color: 'Red' };
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty PostgreSQL database of its own, dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `zariya_test_backup_${randomBytes(5).toString('hex')}`;
  const url = await createPostgresDatabase(adminUrl, name);
  cleanups.push(() => dropPostgresDatabase(adminUrl, name));
  return url;
}

async function targetFor(kind: DatabaseKind): Promise<Target> {
  const dataDir = tempDir('zariya-backup-data-');
  return { dataDir, databaseUrl: kind === 'postgres' ? await emptyPostgres() : undefined };
}

const open = (target: Target): Promise<DatabaseHandle> =>
  openDatabase(target.databaseUrl ?? pgliteDir(target.dataDir));

/** The owner adds a saree with one photo of the given colour through the admin API. */
async function addSaree(t: TestApp, owner: string, productname: string, background: string) {
  const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const res = await postAddProduct(
    t.app,
    { authorization: `Bearer ${owner}` },
    {
      brandname: 'Backup Looms',
      productname,
      category: 'Saree',
      description: 'A saree that survives a backup.',
      new_price: '1500',
      material: 'Silk',
      available: 'true',
      stock: '10',
      sizes_0: 'Free Size',
      color_0: 'Red',
    },
    [{ field: 'image', filename: 'saree.jpg', data: jpeg }],
  );
  expect(res.statusCode).toBeLessThan(300);
  return (res.json() as { product: { id: number; image: string } }).product;
}

/** The photos a target's storage holds (its folder's files, or its bucket's objects), public and private. */
async function storedKeys(target: Target) {
  const storage = openStorage(target.storage ?? { kind: 'local' }, {
    uploadsDir: target.uploadsDir ?? join(target.dataDir, 'uploads'),
    documentsDir: join(target.dataDir, 'documents'),
  });
  try {
    return [...(await storage.list('public/')), ...(await storage.list('private/returns/'))]
      .map((o) => o.key)
      .sort();
  } finally {
    storage.close();
  }
}

// With object storage too (issue 30): the bucket's photos, private ones included, go into the archive and come
// back into another bucket, through a local S3 stand-in.
describe.each(databaseAndStorageKinds())(
  'backup and restore (%s, %s storage)',
  (kind, storageKind: StorageKind) => {
    let s3: S3StandIn | undefined;
    afterAll(async () => s3?.close());
    /** A fresh target: its data directory, database and (on S3) its own empty bucket. */
    async function storedTarget(): Promise<Target & { env: Record<string, string>; bucket?: string }> {
      const target = await targetFor(kind);
      if (storageKind === 'local') return { ...target, env: { DATA_DIR: target.dataDir } };
      s3 ??= await startS3StandIn();
      const bucket = await s3.createBucket();
      const env = s3.env(bucket);
      return { ...target, storage: storageSettings(env), env: { DATA_DIR: target.dataDir, ...env }, bucket };
    }

    it('restores every order, account and image into a fresh data directory and database', async () => {
      const source = await storedTarget();
      let database = await open(source);
      let t = await createTestApp(kind, source.env, { database });

      // A product with an uploaded photo, through the owner's form; a return photo, private.
      const owner = await adminToken(t.app);
      const added = await addSaree(t, owner, 'Restored silk saree', '#b03a48');
      const product = added;
      const privatePhoto = `private/returns/${'cd'.repeat(16)}.webp`;
      await t.app.storage.put(privatePhoto, Buffer.from('RIFF....WEBPVP8 private'), {
        contentType: 'image/webp',
      });

      // Two shoppers, each paying for an order with the test provider.
      const shoppers = [await signUpShopper(t.app), await signUpShopper(t.app)];
      const orderIds: string[] = [];
      for (const s of shoppers) {
        const post = (url: string, payload: unknown) =>
          t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.auth, payload: payload as object });
        const created = await post('/createOrder', {
          amount: singlePurchaseTotal(1500, 1, false),
          productId: product.id,
          quantity: 1,
          ...CHOICE,
        });
        expect(created.statusCode).toBe(201);
        const paid = await post('/payments/test/pay', { orderId: created.json().id });
        expect(paid.statusCode).toBe(200);
        const proof = paid.json() as Record<string, string>;
        const saved = await post('/saveOrder', {
          userId: s.userId,
          productId: product.id,
          ...CHOICE,
          ...proof,
        });
        expect(saved.statusCode).toBe(201);
        orderIds.push(saved.json().order.id);
      }
      const images = await storedKeys(source);
      expect(images.length).toBeGreaterThan(1);
      expect(images).toContain(privatePhoto);
      if (storageKind === 's3') expect(existsSync(join(source.dataDir, 'uploads'))).toBe(false);
      await t.close();
      await database.close();

      // The shop is stopped: back it up.
      const outDir = tempDir('zariya-backups-');
      const made = await backup(source, outDir);
      expect(made.file).toMatch(/zariya-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(made.manifest).toMatchObject({
        database: kind,
        counts: { orders: 2, accounts: 2, products: 1, images: images.length },
      });
      expect(made.manifest.dumpedWith).toMatch(
        kind === 'postgres' ? /^pg_dump \(PostgreSQL\) \d+/ : /PGlite/,
      );
      expect(await readManifest(made.file)).toEqual(made.manifest);

      expect(made.manifest.storage).toBe(storageKind);

      // Restore into a fresh data directory (and an empty database, and an empty bucket): the counts match.
      const fresh = await storedTarget();
      const restored = await restore(made.file, fresh);
      expect(restored.counts).toEqual(made.manifest.counts);

      // The restored shop: every shopper logs in with her password and opens her order; the photo is served.
      database = await open(fresh);
      t = await createTestApp(kind, fresh.env, { database });
      for (const [i, s] of shoppers.entries()) {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { mobileNumber: s.contact, password: s.password },
          remoteAddress: `10.77.0.${i + 1}`,
        });
        expect(login.statusCode).toBe(200);
        const token = login.json().token as string;
        const order = await t.app.inject({
          method: 'GET',
          url: `/api/order/${orderIds[i]}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(order.statusCode).toBe(200);
        expect(order.json()).toMatchObject({ id: orderIds[i], productId: product.id, quantity: 1 });
      }
      const photo = await t.app.inject({ method: 'GET', url: `/api${product.image}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(await storedKeys(fresh)).toEqual(images);
      expect((await t.app.storage.get(privatePhoto))?.body.toString()).toBe('RIFF....WEBPVP8 private');
      await t.close();
      await database.close();

      // A non-empty target is refused and left as it was; --force replaces it.
      await expect(restore(made.file, fresh)).rejects.toThrow(/^not empty: .*add --force/);
      expect(await countTarget(fresh)).toEqual(made.manifest.counts);
      const forced = await restore(made.file, fresh, { force: true });
      expect(forced.counts).toEqual(made.manifest.counts);
      if (kind === 'pglite') {
        // The replaced parts are kept beside the data, not deleted.
        expect(readdirSync(fresh.dataDir).some((f) => f.startsWith('db.before-restore-'))).toBe(true);
      }
      // Four openings of an embedded database, two apps and argon2 sign-ups: minutes on a loaded machine.
    }, 240_000);
  },
);

describe.each(databaseKinds())('backup and restore (%s)', (kind) => {
  it('with UPLOADS_DIR set, keeps every photo of that directory; the archive is 600 in a 700 folder', async () => {
    // A permissive umask, as on a machine whose default lets everyone read and write (issue 23).
    const umask = process.umask(0o000);
    cleanups.push(() => void process.umask(umask));
    const source = { ...(await targetFor(kind)), uploadsDir: tempDir('zariya-backup-photos-') };
    let database = await open(source);
    let t = await createTestApp(
      kind,
      { DATA_DIR: source.dataDir, UPLOADS_DIR: source.uploadsDir },
      { database },
    );
    const owner = await adminToken(t.app);
    const added: Array<{ image: string }> = [];
    for (const background of ['#b03a48', '#2f6b4f'])
      added.push(await addSaree(t, owner, `Saree in ${background}`, background));
    await t.close();
    await database.close();
    const photos = readdirSync(source.uploadsDir).sort();
    expect(photos.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(source.dataDir, 'uploads'))).toBe(false);

    const outDir = join(tempDir('zariya-backups-'), 'nightly');
    const made = await backup(source, outDir);
    expect(made.manifest.counts.images).toBe(photos.length);
    expect(statSync(made.file).mode & 0o777).toBe(0o600);
    expect(statSync(outDir).mode & 0o777).toBe(0o700);

    const fresh = {
      ...(await targetFor(kind)),
      uploadsDir: join(tempDir('zariya-restore-photos-'), 'images'),
    };
    const restored = await restore(made.file, fresh);
    expect(restored.counts).toEqual(made.manifest.counts);
    expect(readdirSync(fresh.uploadsDir).sort()).toEqual(photos);
    for (const photo of photos)
      expect(
        readFileSync(join(fresh.uploadsDir, photo)).equals(readFileSync(join(source.uploadsDir, photo))),
      ).toBe(true);
    if (kind === 'pglite') expect(statSync(pgliteDir(fresh.dataDir)).mode & 0o777).toBe(0o700);

    database = await open(fresh);
    t = await createTestApp(kind, { DATA_DIR: fresh.dataDir, UPLOADS_DIR: fresh.uploadsDir }, { database });
    for (const product of added) {
      const photo = await t.app.inject({ method: 'GET', url: `/api${product.image}` });
      expect(photo.statusCode, product.image).toBe(200);
    }
    await t.close();
    await database.close();
  }, 240_000);

  it('refuses a backup of the other database kind, and a missing file, in one line', async () => {
    const target = await targetFor(kind);
    await expect(restore(join(target.dataDir, 'nothing.tar.gz'), target)).rejects.toThrow(
      /^no such backup file: /,
    );
    if (kind === 'pglite') {
      await expect(backup(target, tempDir('zariya-backups-'))).rejects.toThrow(/^no embedded database in /);
    }
  });
});

describe('the embedded database while a shop has it open', () => {
  it('is neither backed up nor restored over', async () => {
    const target = await targetFor('pglite');
    const database = await open(target);
    await database.close();
    // Another live process (this test's parent) holds the directory, as a running shop would.
    writeFileSync(`${pgliteDir(target.dataDir)}.pid`, String(process.ppid));
    await expect(backup(target, tempDir('zariya-backups-'))).rejects.toThrow(
      new RegExp(
        `^the shop \\(process ${process.ppid}\\) has the embedded database in .* open: stop it first`,
      ),
    );
    // A file left by a crashed process (no such pid) does not block.
    writeFileSync(`${pgliteDir(target.dataDir)}.pid`, '999999999');
    const outDir = tempDir('zariya-backups-');
    const made = await backup(target, outDir, { keep: 1 });
    expect(existsSync(made.file)).toBe(true);
  }, 120_000);
});
