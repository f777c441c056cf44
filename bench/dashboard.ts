// The owner's dashboard on a big shop (issue 14 item 7): BENCH_ORDERS paid orders (default 100,000: 70 % single,
// 30 % bundles of 2–4 lines) over 13 months with random statuses, plus unpaid bundles, 2,000 products, tickets and
// refunds, generated with INSERT … SELECT generate_series into a throwaway PostgreSQL database (BENCH_PG, default
// postgres://postgres@127.0.0.1:5432) and into PGlite. Times GET /api/admin/dashboard through the real app
// (buildApp + inject: median and p95 of BENCH_CALLS calls after 3 warm-up calls) and each of its five queries with
// EXPLAIN ANALYZE (median of 5). Writes results/dashboard.md and the section between the dashboard markers of
// RESULTS.md.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { dashboardQueries } from '../apps/server/src/modules/dashboard/dashboard.repository.ts';
import { dashboardRange } from '../apps/server/src/modules/dashboard/dashboard.service.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Array<
  'postgres' | 'pglite'
>;
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const ADMIN_PASSWORD = `Bench-${randomBytes(12).toString('base64url')}-owner`;
const root = new URL('..', import.meta.url).pathname;

const SINGLES = Math.round(ORDERS * 0.7);
const BUNDLES = ORDERS - SINGLES;
const PRODUCTS = 2000;
const USERS = 2000;

/** The generated shop, in SQL: each statement one INSERT … SELECT over generate_series. */
const GENERATE = [
  `insert into users (fullname, contact, email, password_hash)
   select 'Bench Shopper ' || g, '9' || lpad(g::text, 9, '0'), 'bench' || g || '@example.com', 'x'
   from generate_series(1, ${USERS}) g`,
  // Every tenth product's stock is not counted (decision 0020); the rest 0–59, so some are low.
  `insert into products (brandname, productname, category, new_price, old_price, stock, available)
   select 'Bench Looms', 'Bench product ' || g, (array['Saree','Ethnic','Western','Salwar','Accessories'])[1 + g % 5],
          500 + (g * 37) % 4500, 6000, case when g % 10 = 0 then null else (g * 7) % 60 end, (g * 7) % 60 <> 0
   from generate_series(1, ${PRODUCTS}) g`,
  // Statuses: 30 % pending (paid, not sent), 45 % completed, 15 % cancelled, 10 % returned.
  `insert into orders (user_id, product_id, product_name, quantity, price, status, user_name, user_email,
                       user_number, payment_id, payment_order_id, created_at)
   select u, p, 'Bench product ' || p, q, (500 + (p * 37) % 4500) * q, s, 'Bench Shopper', 'bench@example.com',
          '9000000000', 'pay_s' || g, 'order_s' || g, now() - random() * interval '395 days'
   from (select g, 1 + (random() * ${USERS - 1})::int as u, 1 + (random() * ${PRODUCTS - 1})::int as p,
                1 + (random() * 2)::int as q, random() as r from generate_series(1, ${SINGLES}) g) x,
        lateral (select case when r < 0.30 then 'pending' when r < 0.75 then 'completed'
                             when r < 0.90 then 'cancelled' else 'returned' end as s) st`,
  // Paid bundles (10 % still 'paid', i.e. not touched by the owner yet), then 10 % more saved but never paid.
  `insert into bundle_orders (user_id, total_amount, coupon_applied, status, user_name, user_email, user_number,
                              payment_id, payment_order_id, created_at)
   select 1 + (random() * ${USERS - 1})::int, 0, random() < 0.2, s, 'Bench Shopper', 'bench@example.com',
          '9000000000', 'pay_b' || g, 'order_b' || g, now() - random() * interval '395 days'
   from (select g, random() as r from generate_series(1, ${BUNDLES}) g) x,
        lateral (select case when r < 0.10 then 'paid' when r < 0.35 then 'pending' when r < 0.75 then 'completed'
                             when r < 0.90 then 'cancelled' else 'returned' end as s) st`,
  `insert into bundle_orders (user_id, total_amount, status, user_name, user_email, user_number, created_at)
   select 1 + (random() * ${USERS - 1})::int, 1000, 'pending', 'Bench Shopper', 'bench@example.com', '9000000000',
          now() - random() * interval '395 days'
   from generate_series(1, ${Math.round(BUNDLES / 10)}) g`,
  `insert into bundle_order_items (bundle_order_id, product_id, product_name, price, quantity, coupon_applied)
   select b.id, p, 'Bench product ' || p, 500 + (p * 37) % 4500, 1 + (random() * 2)::int, random() < 0.3
   from bundle_orders b, generate_series(1, 2 + b.id % 3) n,
        lateral (select 1 + ((b.id * 131 + n * 17) % ${PRODUCTS}) as p) pp`,
  `update bundle_orders b set total_amount = t.total from (
     select bundle_order_id, sum(price * quantity * case when coupon_applied then 0.9 else 1 end) as total
     from bundle_order_items group by 1) t
   where t.bundle_order_id = b.id`,
  `insert into tickets (user_id, order_id, subject, description, status, created_at)
   select 1 + (g % ${USERS}), g::text, 'Bench ticket', 'Where is my order?',
          (array['pending','solved','resolved','pending'])[1 + g % 4], now() - random() * interval '395 days'
   from generate_series(1, 5000) g`,
  `insert into payment_orders (id, provider, user_id, kind, amount_paise, purchase, status, expires_at)
   select 'order_r' || g, 'test', 1 + (g % ${USERS}), 'single', 100000, '{}'::jsonb, 'paid', now()
   from generate_series(1, 2000) g`,
  `insert into refunds (payment_id, payment_order_id, user_id, amount_paise, reason, status, idempotency_key)
   select 'pay_r' || g, 'order_r' || g, 1 + (g % ${USERS}), 10000 + g * 10, 'cancelled',
          (array['due','requested','processed','processed','failed'])[1 + g % 5], 'rfnd_bench' || g
   from generate_series(1, 2000) g`,
  'analyze',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

type Run = {
  database: 'postgres' | 'pglite';
  generateSeconds: number;
  counts: Record<string, number>;
  callMedian: number;
  callP95: number;
  callMax: number;
  queries: Array<{ name: string; median: number; plan: string; indexes: string[] }>;
  load: [number, number];
};

async function openBenchDatabase(kind: 'postgres' | 'pglite') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'zariya-bench-dashboard-'));
    const handle = await openDatabase(dir);
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `zariya_bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase(`${PG_BASE}/${name}`);
  return {
    handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const rows = async <T>(h: DatabaseHandle, q: ReturnType<typeof sql>) =>
  ((await h.db.execute(q)) as unknown as { rows: T[] }).rows;

async function runOn(kind: 'postgres' | 'pglite'): Promise<Run> {
  const { handle, drop } = await openBenchDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-dashboard-data-'));
  const load0 = loadavg()[0];
  try {
    console.log(`[${kind}] generating ${ORDERS.toLocaleString('en-US')} orders…`);
    const t0 = performance.now();
    for (const statement of GENERATE) await handle.db.execute(sql.raw(statement));
    const generateSeconds = (performance.now() - t0) / 1000;
    const counts: Record<string, number> = {};
    for (const table of ['orders', 'bundle_orders', 'bundle_order_items', 'products', 'tickets', 'refunds']) {
      counts[table] = (
        await rows<{ n: number }>(handle, sql.raw(`select count(*)::int as n from ${table}`))
      )[0].n;
    }
    counts.paid_bundles = (
      await rows<{ n: number }>(
        handle,
        sql.raw('select count(*)::int as n from bundle_orders where payment_id is not null'),
      )
    )[0].n;
    console.log(`[${kind}] generated in ${generateSeconds.toFixed(1)} s`, counts);

    const config = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const app = await buildApp({ config, database: handle });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: ADMIN_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const call = async () => {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
        if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode} ${res.body}`);
        return performance.now() - start;
      };
      for (let i = 0; i < 3; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) times.push(await call());

      const { range } = dashboardRange({});
      const queries: Run['queries'] = [];
      for (const [name, query] of Object.entries(dashboardQueries(range))) {
        const executions: number[] = [];
        let plan = '';
        for (let i = 0; i < 5; i++) {
          const lines = (
            await rows<{ 'QUERY PLAN': string }>(handle, sql`explain (analyze, buffers) ${query}`)
          ).map((r) => r['QUERY PLAN']);
          plan = lines.join('\n');
          const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
          executions.push(exec ? Number(exec[1]) : Number.NaN);
        }
        const indexes = [
          ...new Set(
            [...plan.matchAll(/(?:Index|Bitmap Index) (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g)].map(
              (m) => m[1],
            ),
          ),
        ];
        queries.push({ name, median: median(executions), plan, indexes });
      }
      return {
        database: kind,
        generateSeconds,
        counts,
        callMedian: median(times),
        callP95: p95(times),
        callMax: Math.max(...times),
        queries,
        load: [load0, loadavg()[0]],
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function machine() {
  const pgVersion = (() => {
    try {
      return execSync('psql --version', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  return [
    '| | |',
    '|---|---|',
    `| \`nproc\` | ${cpus().length} (${cpus()[0]?.model ?? '?'}) |`,
    `| memory | ${(totalmem() / 2 ** 30).toFixed(0)} GiB |`,
    `| node | ${process.version} |`,
    `| PostgreSQL | ${pgVersion} (server on the same machine); PGlite embedded (WebAssembly) |`,
  ].join('\n');
}

function report(runs: Run[], command: string) {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const table = [
    '| database | generate | orders (single + paid bundles) | dashboard call median | p95 | max | load average (start → end) |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.database} | ${r.generateSeconds.toFixed(1)} s | ${(r.counts.orders + r.counts.paid_bundles).toLocaleString('en-US')} (${r.counts.orders.toLocaleString('en-US')} + ${r.counts.paid_bundles.toLocaleString('en-US')}; ${r.counts.bundle_order_items.toLocaleString('en-US')} bundle lines) | ${ms(r.callMedian)} | ${ms(r.callP95)} | ${ms(r.callMax)} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} |`,
    ),
  ].join('\n');
  const names = runs[0]?.queries.map((q) => q.name) ?? [];
  const perQuery = [
    `| query | ${runs.map((r) => `${r.database} (EXPLAIN ANALYZE, median of 5)`).join(' | ')} | indexes used (PostgreSQL) |`,
    `|---|${runs.map(() => '---|').join('')}---|`,
    ...names.map((name) => {
      const cells = runs.map((r) => ms(r.queries.find((q) => q.name === name)?.median ?? Number.NaN));
      const pgRun = runs.find((r) => r.database === 'postgres') ?? runs[0];
      const used = pgRun.queries.find((q) => q.name === name)?.indexes ?? [];
      return `| \`${name}\` | ${cells.join(' | ')} | ${used.length ? used.map((i) => `\`${i}\``).join(', ') : 'none (sequential scan)'} |`;
    }),
  ].join('\n');
  const section = `<!-- dashboard:start -->
## 11. The owner's dashboard on ${ORDERS.toLocaleString('en-US')} orders (issue 14)

\`\`\`
${command}
\`\`\`

Measured ${when} UTC. \`bench/dashboard.ts\` generates ${ORDERS.toLocaleString('en-US')} paid orders (70 % single, 30 % bundles of 2–4
lines; statuses pending, paid, completed, cancelled, returned at random; dates spread over the last 13 months), 10 %
more bundles saved but never paid, ${PRODUCTS.toLocaleString('en-US')} products (every tenth with uncounted stock), 5,000 tickets and 2,000
refunds, with INSERT … SELECT generate_series, into a fresh PostgreSQL database and into PGlite. It then calls
\`GET /api/admin/dashboard\` through the real app (\`buildApp\` + \`inject\`, admin token; 3 warm-up calls, then
${CALLS}) and runs each of the call's five queries under EXPLAIN ANALYZE five times. Query plans: \`results/dashboard.md\`.

${machine()}

**The machine was shared**: other engineers were building and testing on the same 2 cores (load averages in the
table; 2 means both cores busy), so these are upper bounds.

${table}

${perQuery}
<!-- dashboard:end -->`;
  const resultsPath = join(root, 'bench/RESULTS.md');
  const current = readFileSync(resultsPath, 'utf8');
  const marked = /<!-- dashboard:start -->[\s\S]*<!-- dashboard:end -->/;
  writeFileSync(
    resultsPath,
    marked.test(current) ? current.replace(marked, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
  const plans = runs
    .map(
      (r) =>
        `## ${r.database}\n\n${r.queries.map((q) => `### ${q.name} (median ${ms(q.median)})\n\n\`\`\`\n${q.plan}\n\`\`\``).join('\n\n')}`,
    )
    .join('\n\n');
  writeFileSync(
    join(root, 'bench/results/dashboard.md'),
    `# Dashboard query plans (${when} UTC)\n\n${plans}\n`,
  );
  console.log(table);
  console.log(perQuery);
}

async function main() {
  const runs: Run[] = [];
  for (const kind of DATABASES) runs.push(await runOn(kind));
  const knobs = [
    process.env.BENCH_ORDERS ? `BENCH_ORDERS=${ORDERS} ` : '',
    process.env.BENCH_CALLS ? `BENCH_CALLS=${CALLS} ` : '',
    process.env.BENCH_DATABASES ? `BENCH_DATABASES=${DATABASES.join(',')} ` : '',
  ].join('');
  report(runs, `${knobs}npm run bench:dashboard -w @zariya/bench`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
