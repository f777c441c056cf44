// Several processes starting at once on a fresh PostgreSQL database migrate one after the other (issue 17: two
// processes started together used to fail with a duplicate pg_type row). The embedded database's files are
// readable by the shop's user alone (issue 23: 969 of 1,224 were world-writable).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('are applied once when four processes open a fresh database at the same moment', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `zariya_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase(url.toString())));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0].n).toBeGreaterThan(5);
      expect(rows[0].d).toBe(rows[0].n);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      // pool.end() resolves before its connections have closed; a FORCE drop would kill those still closing
      // and their clients would report it as an unhandled error (as in test/harness.ts).
      for (let i = 0; i < 200; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

/** Every entry under `dir` (itself included) whose mode is not 600 (files) or 700 (directories). */
function openModes(dir: string): string[] {
  const wrong: string[] = [];
  const check = (path: string, isDir: boolean) => {
    const mode = statSync(path).mode & 0o777;
    if (mode !== (isDir ? 0o700 : 0o600)) wrong.push(`${mode.toString(8)} ${path}`);
  };
  check(dir, true);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    check(join(entry.parentPath, entry.name), entry.isDirectory());
  return wrong;
}

describe('the embedded database on disk', () => {
  it('is made the first time (initdb in a process of its own), then migrated here', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zariya-initdb-'));
    try {
      const dir = join(dataDir, 'db');
      const made = await openDatabase(dir);
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      const counted = (await made.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      const [row] = counted.rows;
      expect(row.n).toBe(0);
      await made.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps its files 600 and its directories 700 even under a permissive umask (0o000)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zariya-modes-'));
    const before = process.umask(0o000);
    try {
      const dir = join(dataDir, 'db');
      const first = await openDatabase(dir);
      expect(openModes(dir)).toEqual([]);
      // Files PostgreSQL makes while the shop runs: a new table, its rows and index, the WAL.
      await first.db.execute(sql`create table mode_probe (id serial primary key, note text)`);
      await first.db.execute(
        sql`insert into mode_probe (note) select 'row ' || g from generate_series(1, 500) g`,
      );
      await first.db.execute(sql`checkpoint`);
      expect(openModes(dir)).toEqual([]);
      await first.close();
      expect(openModes(dir)).toEqual([]);
      // A data directory an older release left open to everyone is closed again when the shop opens it.
      chmodSync(dir, 0o777);
      for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
        chmodSync(join(e.parentPath, e.name), e.isDirectory() ? 0o777 : 0o666);
      const second = await openDatabase(dir);
      expect(openModes(dir)).toEqual([]);
      await second.close();
    } finally {
      process.umask(before);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
