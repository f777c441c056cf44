// Test harness: the real app on a fresh database per test file, PGlite always and PostgreSQL when
// TEST_DATABASE_URL is set (each file gets its own throwaway PostgreSQL database).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, LOG_REDACT } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migratedPglite } from './pglite-template.ts';
import { clearRedisPrefix } from './redis-prefix.ts';

export { clearRedisPrefix };
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';

export const TEST_ADMIN_PASSWORD = 'Copper-lantern-by-the-well-83';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Creates the empty database `name` on the PostgreSQL server of `adminUrl`; answers its URL. */
export async function createPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name`, cutting off whoever is still connected to it. */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `zariya_test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase(await createPostgresDatabase(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its connections have closed; a FORCE drop would kill those still
      // closing, and their clients would report the termination as an unhandled error.
      for (let i = 0; i < 100; i++) {
        const open = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Where the app keeps its files (lib/storage): its data directory, or a bucket of a local S3 stand-in. */
export type StorageKind = 'local' | 's3';

/** The tests that touch files run on both providers (issue 30). */
export const storageKinds = (): StorageKind[] => ['local', 's3'];

/** Every database kind with every storage kind, for describe.each. */
export const databaseAndStorageKinds = (): Array<[DatabaseKind, StorageKind]> =>
  databaseKinds().flatMap((d) => storageKinds().map((s) => [d, s] as [DatabaseKind, StorageKind]));

export const openTestDatabase = async (kind: DatabaseKind): Promise<DatabaseHandle> =>
  kind === 'postgres' ? openFreshPostgres() : openDatabase('memory://', undefined, await migratedPglite());

export type TestAppOptions = {
  /** Logs everything (level 'trace', with the server's redaction) into memory; read it with t.logs(). */
  captureLogs?: boolean;
  /** An already open database (closed by the caller), to start a second app on the same data. */
  database?: DatabaseHandle;
  /** Rate-limit key prefix; apps given the same one share their counts through Redis. */
  rateLimitNamespace?: string;
  /** Runs on the built app before it is ready (a test defines its own jobs there). */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** Prefix of the app's other Redis keys and channels (job queue, cache invalidation); its own by default. */
  redisPrefix?: string;
  /** 's3': files in a fresh bucket of an S3 stand-in (its own, started and stopped with the app, unless `s3`). */
  storage?: StorageKind;
  /** A running S3 stand-in to use (another app's, to share a bucket); the caller stops it. */
  s3?: S3StandIn;
  /** The bucket to use in it (another app's); a fresh one otherwise. */
  bucket?: string;
};

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-test-'));
  const database = options.database ?? (await openTestDatabase(kind));
  // REDIS_URL passes through so that CI also exercises the shared rate-limit store and the BullMQ queue.
  const redisPrefix = options.redisPrefix ?? `zariya-test-${randomUUID()}:`;
  const ownS3 = options.storage === 's3' && !options.s3 ? await startS3StandIn() : undefined;
  const s3 = options.s3 ?? ownS3;
  const bucket = s3 ? (options.bucket ?? (await s3.createBucket())) : undefined;
  const config = loadConfig({
    ...(s3 && bucket ? s3.env(bucket) : {}),
    NODE_ENV: 'test',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    ...env,
  });
  const logLines: string[] = [];
  const logger = options.captureLogs
    ? {
        level: 'trace',
        redact: { paths: LOG_REDACT, censor: '[redacted]' },
        stream: { write: (line: string) => void logLines.push(line) },
      }
    : undefined;
  const app = await buildApp({
    config,
    database,
    // No web app unless a test names one (WEB_DIST): the API alone.
    webRoot: config.webDist ?? join(dataDir, 'no-web'),
    logger,
    rateLimitNamespace: options.rateLimitNamespace ?? `zariya-rl-test-${randomUUID()}:`,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    /** Everything logged so far (one JSON line per entry); empty unless captureLogs was set. */
    logs: () => logLines.join(''),
    /** The S3 stand-in and bucket of an app on S3 storage. */
    s3,
    bucket,
    close: async () => {
      await app.close();
      await ownS3?.close();
      if (!options.database) await database.close();
      if (!options.redisPrefix) await clearRedisPrefix(redisPrefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function adminToken(app: TestApp['app']): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: TEST_ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}
