// Backups of the whole shop into one .tar.gz: the database (PGlite's own consistent dump of its data directory,
// or pg_dump's plain SQL for PostgreSQL), the uploaded images (UPLOADS_DIR, else DATA_DIR/uploads; with object
// storage, every object of the bucket's public/ and private/ folders: catalogue, review and return photos) and a
// manifest with what the backup holds. The archive keeps the uploads folder's layout whatever the storage, so a
// backup of a shop on local disk restores into a bucket and the other way round. Drawn PDFs are not kept: they
// are a cache, drawn again from the database. The archive holds password hashes, addresses and the shop's secrets:
// it is written 600 into a 700 folder, whatever the umask.
// Restore puts them back into an empty data directory / empty database, and refuses a non-empty one unless
// forced. The embedded database belongs to one process: its backup and restore need the shop stopped.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { closeToOthers, embeddedOwner, keepToOwner, pgliteDir } from '../db/client.ts';
import {
  contentTypeOf,
  keyOfUploadsPath,
  openStorage,
  type Storage,
  type StorageSettings,
  uploadsPathOf,
} from '../lib/storage/index.ts';
import { UPLOADS_CACHE_CONTROL } from '../plugins/public-cache.ts';

export class BackupError extends Error {}

export const MANIFEST = 'zariya-backup.json';
const PGLITE_DUMP = 'database/pglite-datadir.tar.gz';
const POSTGRES_DUMP = 'database/postgres.sql';

export type Counts = {
  orders: number;
  bundleOrders: number;
  accounts: number;
  products: number;
  images: number;
};

export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How the database was dumped: PGlite's dumpDataDir, or the pg_dump binary with its version. */
  dumpedWith: string;
  /** Where the images were taken from (absent in backups made before object storage: the local folder). */
  storage?: 'local' | 's3';
  counts: Counts;
};

/**
 * `uploadsDir`: the shop's images as the server has them (UPLOADS_DIR); DATA_DIR/uploads when not given.
 * `storage`: the shop's storage settings (STORAGE_*); with object storage the images are the bucket's.
 */
export type Target = {
  dataDir: string;
  databaseUrl?: string;
  uploadsDir?: string;
  storage?: StorageSettings;
};

const uploadsOf = (target: Target) => target.uploadsDir ?? join(target.dataDir, 'uploads');

/** The bucket of a target on object storage, or undefined for a target on local disk. */
const bucketOf = (target: Target): Storage | undefined =>
  target.storage?.kind === 's3'
    ? openStorage(target.storage, {
        uploadsDir: uploadsOf(target),
        documentsDir: join(target.dataDir, 'documents'),
      })
    : undefined;

/** The bucket's objects a backup keeps: photos (public and private), not the drawn PDFs. */
async function keptObjects(bucket: Storage) {
  const all = [...(await bucket.list('public/')), ...(await bucket.list('private/'))];
  return all.filter((o) => uploadsPathOf(o.key) !== null);
}

/** Copies the bucket's kept objects into `dir` in the uploads folder's layout. */
async function downloadBucket(bucket: Storage, dir: string) {
  for (const { key } of await keptObjects(bucket)) {
    const found = await bucket.get(key);
    if (!found) continue;
    const file = join(dir, uploadsPathOf(key) as string);
    await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
    await writeFile(file, found.body, { mode: 0o600 });
  }
}

/** Puts every file of an uploads folder's layout into the bucket; answers how many. */
async function uploadToBucket(bucket: Storage, dir: string) {
  if (!existsSync(dir)) return 0;
  let put = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const key = keyOfUploadsPath(file.slice(dir.length + 1));
    if (!key) continue;
    await bucket.put(key, await readFile(file), {
      contentType: contentTypeOf(key),
      cacheControl: key.startsWith('public/') ? UPLOADS_CACHE_CONTROL : undefined,
    });
    put++;
  }
  return put;
}

const COUNT_SQL = `select
  (select count(*)::int from orders) as orders,
  (select count(*)::int from bundle_orders) as "bundleOrders",
  (select count(*)::int from users) as accounts,
  (select count(*)::int from products) as products`;

type Query = (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function countRows(query: Query): Promise<Omit<Counts, 'images'>> {
  const row = (await query(COUNT_SQL)).rows[0] as Omit<Counts, 'images'>;
  return {
    orders: row.orders,
    bundleOrders: row.bundleOrders,
    accounts: row.accounts,
    products: row.products,
  };
}

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/** Runs a PostgreSQL client tool; a missing binary or a failure becomes one clear line. */
function run(tool: string, args: string[], options: { stdoutTo?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', options.stdoutTo ? 'pipe' : 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    if (options.stdoutTo) child.stdout.pipe(createWriteStream(options.stdoutTo));
    else child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          e.code === 'ENOENT'
            ? `${tool} was not found on PATH: install the PostgreSQL client tools of your server's version (Debian: apt install postgresql-client)`
            : `${tool} could not start: ${e.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${tool} failed: ${err.trim().split('\n')[0] || `exit code ${code}`}`));
    });
  });
}

/** The embedded database is one process's: backup and restore refuse while a shop has it open. */
function refuseWhileOpen(dataDir: string) {
  const owner = embeddedOwner(pgliteDir(dataDir));
  if (owner)
    throw new BackupError(
      `the shop (process ${owner}) has the embedded database in ${dataDir} open: stop it first (the embedded database serves one process at a time)`,
    );
}

/** PGlite on `dir`, kept to the shop's user as the shop keeps it (db/client.ts): 700 before, 600/700 after close. */
async function openPglite(dir: string, loadDataDir?: Blob) {
  keepToOwner(dir);
  const db = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  return {
    query: (sql: string) => db.query(sql),
    dumpDataDir: () => db.dumpDataDir('gzip'),
    close: async () => {
      await db.close();
      closeToOthers(dir);
    },
  };
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/**
 * Writes `zariya-backup-<time>.tar.gz` into `outDir` and answers its path and manifest. `keep` removes the
 * oldest backups in `outDir` beyond that many.
 */
export async function backup(target: Target, outDir: string, options: { keep?: number } = {}) {
  const staging = await mkdtemp(join(tmpdir(), 'zariya-backup-'));
  try {
    const now = new Date();
    await mkdir(join(staging, 'database'), { recursive: true });
    let counts: Omit<Counts, 'images'>;
    let dumpedWith: string;
    if (target.databaseUrl) {
      const version = (await run('pg_dump', ['--version'])).trim();
      // Plain SQL, without owners and grants, so it restores into any empty database as any role.
      await run(
        'pg_dump',
        [
          '--format=plain',
          '--no-owner',
          '--no-privileges',
          '--quote-all-identifiers',
          `--dbname=${target.databaseUrl}`,
        ],
        { stdoutTo: join(staging, POSTGRES_DUMP) },
      );
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        counts = await countRows((q) => client.query(q));
      } finally {
        await client.end();
      }
      dumpedWith = version;
    } else {
      const dir = pgliteDir(target.dataDir);
      if (!existsSync(join(dir, 'PG_VERSION')))
        throw new BackupError(
          `no embedded database in ${dir}: set DATA_DIR (or DATABASE_URL for PostgreSQL)`,
        );
      refuseWhileOpen(target.dataDir);
      const db = await openPglite(dir);
      try {
        counts = await countRows((q) => db.query(q) as never);
        // PGlite's own dump: a checkpointed copy of its data directory, opened as is by loadDataDir.
        const dump = await db.dumpDataDir();
        await writeFile(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
      dumpedWith = 'PGlite dumpDataDir';
    }
    const uploads = uploadsOf(target);
    const entries = [MANIFEST, 'database'];
    const bucket = bucketOf(target);
    if (bucket) {
      try {
        await downloadBucket(bucket, join(staging, 'uploads'));
      } finally {
        bucket.close();
      }
      if (existsSync(join(staging, 'uploads'))) entries.push('uploads');
    } else if (existsSync(uploads)) {
      await cp(uploads, join(staging, 'uploads'), { recursive: true });
      entries.push('uploads');
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: target.databaseUrl ? 'postgres' : 'pglite',
      dumpedWith,
      storage: bucket ? 's3' : 'local',
      counts: { ...counts, images: await countFiles(join(staging, 'uploads')) },
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await privateFolder(outDir);
    const file = join(outDir, `zariya-backup-${stamp(now)}.tar.gz`);
    // Written under a temporary name first: a cut-short run never leaves a file that looks like a backup.
    await pipeline(
      tar.create({ gzip: true, cwd: staging, portable: true }, entries),
      createWriteStream(`${file}.partial`, { mode: 0o600 }),
    );
    // The mode given above only applies to a file that did not exist (a leftover .partial keeps its own).
    await chmod(`${file}.partial`, 0o600);
    await rename(`${file}.partial`, file);
    if (options.keep && options.keep > 0) await prune(outDir, options.keep);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The backups' folder is the shop user's alone: made 700, or closed to 700 when it exists and is hers. */
async function privateFolder(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch((err: NodeJS.ErrnoException) => {
    // Another user's folder (root's /srv/backups, say): the archive itself is still 600.
    if (err.code !== 'EPERM') throw err;
  });
}

async function prune(outDir: string, keep: number) {
  const backups = (await readdir(outDir)).filter((f) => /^zariya-backup-.*\.tar\.gz$/.test(f)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) await rm(join(outDir, old));
}

/** Reads the manifest of a backup without extracting the rest. */
export async function readManifest(archive: string): Promise<Manifest> {
  let text = '';
  await tar.list({
    file: archive,
    filter: (path) => path === MANIFEST,
    onReadEntry: (entry) => {
      entry.on('data', (c: Buffer) => (text += c.toString('utf8')));
    },
  });
  if (!text) throw new BackupError(`${basename(archive)} is not a Zariya backup (no ${MANIFEST} inside)`);
  return JSON.parse(text) as Manifest;
}

/**
 * Restores `archive` into the target: its data directory's uploads (and embedded database), or the empty
 * PostgreSQL database of `databaseUrl`. A non-empty target is refused unless `force`; then the old data
 * directory parts are kept beside it (`<name>.before-restore-<time>`) and the PostgreSQL schemas are dropped.
 * Answers what the restored database and uploads hold, counted again.
 */
export async function restore(archive: string, target: Target, options: { force?: boolean } = {}) {
  if (!existsSync(archive)) throw new BackupError(`no such backup file: ${archive}`);
  const manifest = await readManifest(archive);
  if (manifest.format !== 1) throw new BackupError(`unknown backup format ${manifest.format}`);
  const toPostgres = Boolean(target.databaseUrl);
  if (toPostgres !== (manifest.database === 'postgres'))
    throw new BackupError(
      `${basename(archive)} holds ${manifest.database === 'postgres' ? 'a PostgreSQL' : 'an embedded (PGlite)'} database; set ${manifest.database === 'postgres' ? 'DATABASE_URL to an empty PostgreSQL database' : 'no DATABASE_URL'} to restore it`,
    );
  const dbDir = pgliteDir(target.dataDir);
  const uploads = uploadsOf(target);
  const staging = await mkdtemp(join(tmpdir(), 'zariya-restore-'));
  const aside = `before-restore-${stamp(new Date())}`;
  const bucket = bucketOf(target);
  try {
    // Refuse before anything is touched.
    const busy: string[] = [];
    if (bucket) {
      const held = (await keptObjects(bucket)).length;
      if (held > 0) busy.push(`${bucket.where} (${held} objects)`);
    } else if (!(await isEmptyDir(uploads))) busy.push(uploads);
    let pgTables = 0;
    if (toPostgres) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        pgTables = (
          await client.query(
            `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
          )
        ).rows[0].n;
      } finally {
        await client.end();
      }
      if (pgTables > 0) busy.push(`the database (${pgTables} tables)`);
    } else {
      refuseWhileOpen(target.dataDir);
      if (!(await isEmptyDir(dbDir))) busy.push(dbDir);
    }
    if (busy.length > 0 && !options.force)
      throw new BackupError(
        `not empty: ${busy.join(' and ')}; restore into an empty one, or add --force to replace it`,
      );

    await tar.extract({ file: archive, cwd: staging });
    if (toPostgres) {
      const url = target.databaseUrl as string;
      if (pgTables > 0) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(
            'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
          );
        } finally {
          await client.end();
        }
      }
      await run('psql', [
        '--quiet',
        '--no-psqlrc',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--file=${join(staging, POSTGRES_DUMP)}`,
        `--dbname=${url}`,
      ]);
    } else {
      if (existsSync(dbDir) && !(await isEmptyDir(dbDir))) await rename(dbDir, `${dbDir}.${aside}`);
      const dump = new Blob([await readFile(join(staging, PGLITE_DUMP))]);
      const db = await openPglite(dbDir, dump);
      await db.close();
    }
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    if (bucket) {
      // Objects already there (forced) stay: photos have random names, and those the restored database does not
      // name are never shown. The backup's are written over any of the same name.
      await uploadToBucket(bucket, join(staging, 'uploads'));
    } else {
      if (existsSync(uploads)) {
        if (await isEmptyDir(uploads)) await rm(uploads, { recursive: true });
        else await rename(uploads, `${uploads}.${aside}`);
      }
      if (existsSync(join(staging, 'uploads')))
        await cp(join(staging, 'uploads'), uploads, { recursive: true });
    }

    const counts = await countTarget(target);
    return { manifest, counts };
  } finally {
    bucket?.close();
    await rm(staging, { recursive: true, force: true });
  }
}

/** What a data directory / database holds now, counted as the manifest counts. */
export async function countTarget(target: Target): Promise<Counts> {
  let rows: Omit<Counts, 'images'>;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      rows = await countRows((q) => client.query(q));
    } finally {
      await client.end();
    }
  } else {
    const db = await openPglite(pgliteDir(target.dataDir));
    try {
      rows = await countRows((q) => db.query(q) as never);
    } finally {
      await db.close();
    }
  }
  const bucket = bucketOf(target);
  if (!bucket) return { ...rows, images: await countFiles(uploadsOf(target)) };
  try {
    return { ...rows, images: (await keptObjects(bucket)).length };
  } finally {
    bucket.close();
  }
}
