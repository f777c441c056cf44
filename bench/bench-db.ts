// Helpers of catalogue-import.ts and customers.ts: a throwaway database (a fresh PostgreSQL database on BENCH_PG,
// dropped afterwards, or a PGlite directory, removed afterwards), migrated by the server's openDatabase; the real
// app (buildApp) on it with an admin token; the process's memory from /proc/self/status; median and p95.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export type Kind = 'postgres' | 'pglite';

export async function openBenchDatabase(kind: Kind, name: string) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `zariya-bench-${name}-`));
    const handle = await openDatabase(dir);
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = `zariya_bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  // BENCH_STATEMENT_TIMEOUT_MS: a query of the app that runs longer is cancelled (its request answers 500), so that
  // a slow kind of request cannot hold the bench for hours.
  if (process.env.BENCH_STATEMENT_TIMEOUT_MS)
    await admin.query(
      `alter database ${database} set statement_timeout = ${Number(process.env.BENCH_STATEMENT_TIMEOUT_MS)}`,
    );
  await admin.end();
  const handle = await openDatabase(`${PG_BASE}/${database}`);
  return {
    handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
    },
  };
}

export async function adminApp(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const password = `Bench-${randomBytes(12).toString('base64url')}-owner`;
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: password,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database: handle });
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  return {
    app,
    headers: { authorization: `Bearer ${login.json().token}` },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** VmRSS and VmHWM of this process, in MiB. */
export function memory(pid: number | 'self' = 'self') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
