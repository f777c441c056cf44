// Several processes starting at once on a fresh PostgreSQL database migrate one after the other (issue 17: two
// processes started together used to fail with a duplicate pg_type row).
import { randomBytes } from 'node:crypto';
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
