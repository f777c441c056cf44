// Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverPath } from '../lib/paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for connections of their own (LISTEN for cache invalidation). */
  connectionString?: string;
  close: () => Promise<void>;
};

const migrationsFolder = serverPath('drizzle');

/**
 * PGlite's PostgreSQL works inside the WebAssembly memory, which never shrinks: every page of it once touched
 * stays in the process. So:
 * - shared_buffers 16 MB: the default 128 MB made the embedded server hold ~280 MiB (node and PGlite alone)
 *   before its first request; the rest of the data comes from the operating system's file cache (decision 0018).
 * - maintenance_work_mem 8 MB and default_statistics_target 10 for the VACUUM (ANALYZE) at every start: with the
 *   defaults (64 MB; 100, a sample of 30,000 rows, every product of a 20,000-product shop with its search document)
 *   that one statement left 68 MiB of it touched; with these, 23 MiB (bench/RESULTS.md). A sample of 3,000 rows
 *   still lists every category and gives the price its histogram; 8 MB still holds 1.4 million dead rows a pass.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=8MB', 'default_statistics_target=10'];

/** How many migrations this build of the shop ships (drizzle's journal): /api/ready compares the database's. */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Any fixed number: the advisory lock every process of the shop takes to migrate. */
const MIGRATION_LOCK = 7_426_318;

/**
 * Several processes starting together on one PostgreSQL migrate one after the other: each takes the same
 * advisory lock on one connection and runs the migrations there; the ones that follow find them applied.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * The PostgreSQL pool: while the database is down or out of reach, a request waits at most
 * `connectionTimeoutMillis` for a connection and then fails (503, plugins/error-handler.ts) instead of queueing
 * behind a dead server; connections are made again on demand, so the shop reconnects by itself when it is back.
 */
export const PG_POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  idleTimeoutMillis: 30_000,
} as const;

/**
 * `target` is a postgres:// URL, a directory for PGlite, or 'memory://' for a throwaway PGlite. A throwaway
 * PGlite may start from `template`, a data directory dumped by `dumpPgliteDataDir` (the tests' migrated start).
 */
export async function openDatabase(
  target: string,
  onPoolError?: (err: Error) => void,
  template?: Blob,
): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, ...PG_POOL_OPTIONS });
    // An idle connection the server dropped (a restart) is an 'error' event on the pool: without a listener it
    // would end the process. The pool discards that connection and opens a new one when it is next needed.
    pool.on('error', (err) => {
      onPoolError?.(err);
    });
    // The pool's own listener is removed while a connection is checked out (pg-pool), so a server restart that
    // ends a connection between two queries of a transaction would be an unhandled 'error' event and end the
    // process (seen in bench:fault:postgres). Every connection keeps a listener of its own; the query under way
    // fails with the error, the request answers 503, and the pool replaces the connection.
    pool.on('connect', (client) => {
      client.on('error', (err) => onPoolError?.(err));
    });
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      connectionString: target,
      close: () => pool.end(),
    };
  }
  if (target !== 'memory://') {
    keepToOwner(target);
    // PGlite takes no lock of its own: this file tells `npm run backup` / `restore` the shop has it open.
    writeFileSync(ownerFile(target), String(process.pid), { mode: 0o600 });
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])];
  if (target !== 'memory://' && !existsSync(join(target, 'PG_VERSION')))
    await initialisePgliteDir(target, startParams);
  const client = await PGlite.create(target === 'memory://' ? undefined : target, {
    extensions: { pg_trgm },
    startParams,
    ...(template && target === 'memory://' ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migratePglite(db, { migrationsFolder });
  // PGlite runs PostgreSQL in single-user mode: no autovacuum, so no statistics and no visibility map unless
  // asked. Without them the planner guesses row counts, and counts and skipped rows cannot come from the index
  // alone (decision 0018). Pages already all-visible are skipped, so a later start pays little.
  await client.exec('VACUUM (ANALYZE) products, search_words');
  if (target !== 'memory://') closeToOthers(target);
  const close = async () => {
    await client.close();
    if (target !== 'memory://') {
      closeToOthers(target);
      rmSync(ownerFile(target), { force: true });
    }
  };
  return { db: db as unknown as Db, kind: 'pglite', close };
}

/**
 * Makes a new PGlite data directory (initdb) in a child process that ends when it is done. PGlite runs initdb in a
 * second PostgreSQL of its own, beside the one it opens: in the server's process that took it to 764 MiB for the
 * seconds it lasted, and left it 76 MiB larger for good (malloc's arenas are not given back) than when it opens a
 * directory that exists (bench/RESULTS.md, issue 24). The child's memory is all the operating system's again when
 * it exits, before the server opens the directory.
 */
async function initialisePgliteDir(dir: string, startParams: string[]) {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) })
  .then((db) => db.close())
  .catch((err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, pglite, dir, JSON.stringify(startParams)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`could not make the database in ${dir} (initdb exited with ${code})`);
}

/** The data directory of a PGlite handle as a tarball, to start other throwaway databases from (tests). */
export function dumpPgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client?: PGlite }).$client;
  if (handle.kind !== 'pglite' || !client) throw new Error('only a PGlite database can be dumped');
  return client.dumpDataDir('none');
}

/**
 * The embedded database holds password hashes, addresses and the shop's secrets: it is the shop user's alone
 * (issue 23), whatever the umask. Its directory is made 700 before PGlite starts, so nothing inside can be
 * reached by another user even before closeToOthers has corrected the files' own modes.
 */
export function keepToOwner(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * PGlite unpacks its starting files world-writable (mode 666, set explicitly, so no umask helps) and writes its
 * cache file 644: every file under `dir` becomes 600 and every directory 700, after opening and on closing.
 * Files PostgreSQL makes while it runs are 600 by its own rule. Also closes a directory an older release left open.
 */
export function closeToOthers(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

const ownerFile = (dir: string) => `${resolve(dir)}.pid`;

/** The live process (not this one) that has the embedded database in `dir` open, if any. */
export function embeddedOwner(dir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(dir), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, but another user's; ESRCH: gone (a crash left the file behind).
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}
