// Catalogue load benchmark: a throwaway PostgreSQL database with a generated catalogue of 20,000 products,
// the real app (buildApp) in a child process, and autocannon on a filtered category page of 48, on search,
// and on a bare Fastify route (the machine's ceiling) in the same run. Then EXPLAIN ANALYZE of the SQL the
// two routes run, on the same data. Stops by itself; the server is closed and the database dropped even
// when something fails or the run is interrupted.
//
//   npm run bench:catalogue -w @zariya/bench
//   env: BENCH_PG (postgres://postgres@127.0.0.1:5432), BENCH_PRODUCTS (20000), BENCH_SECONDS (20),
//        BENCH_CONNECTIONS (32), BENCH_WARMUP_SECONDS (3), BENCH_CPU_PROF (a folder for the server's CPU profile),
//        BENCH_ACCEPT_ENCODING ('gzip, deflate, br' as Chromium sends it; empty for uncompressed answers)
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { ProductFilters } from '@zariya/shared/catalog';
import type { SearchSort } from '@zariya/shared/listing';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema.ts';
import { orderBy, TRIGRAM_THRESHOLD, whereOf } from '../apps/server/src/modules/catalog/catalog.query.ts';
import { searchScope } from '../apps/server/src/modules/catalog/catalog.repository.ts';
import { generateCatalogue } from './catalogue-data.ts';

const PG_BASE = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Every request asks for what a shopper's browser asks for; '' measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const acceptHeaders: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PAGE = 48;
const BATCH = 1000;
const TARGETS = { categoryP95: 15, searchP95: 25, categoryShareOfBare: 25 };
const resultsDir = new URL('./results/', import.meta.url).pathname;

type CategoryRequest = {
  category: string;
  price: ProductFilters['price'];
  sort: 'newest' | 'price_asc' | 'price_desc' | 'discount' | 'rating';
};
// A shopper's filtered category page: one per category, each with a price band and a sort.
const CATEGORY_REQUESTS: CategoryRequest[] = [
  { category: 'Saree', price: ['1000-3000'], sort: 'price_asc' },
  { category: 'Women Western', price: ['0-1000'], sort: 'newest' },
  { category: 'Women Ethnic', price: ['1000-3000'], sort: 'discount' },
  { category: 'Accessories', price: ['0-1000', '1000-3000'], sort: 'rating' },
  { category: 'Regional Attires', price: ['3000-5000'], sort: 'price_desc' },
  { category: 'Salwar & Suits', price: ['1000-3000'], sort: 'newest' },
];
// Typed searches, one with a typo ('kurtha'), ranked by relevance.
const SEARCH_QUERIES = ['silk saree', 'red kurta', 'banarasi', 'cotton dupatta', 'kurtha', 'jhumka earrings'];

type Measurement = {
  name: string;
  requests: string[];
  rps: number;
  /** Response bytes on the wire (headers and body) per response. */
  bytesPerResponse: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

const TIMEOUT_S = 10;
/** A latency in ms; null where the percentile falls among requests that timed out or never completed. */
const ms = (n: number | null) => (n === null ? `> ${TIMEOUT_S * 1000} ms or unfinished` : `${n} ms`);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** autocannon gives p97.5 but no p95, so every response time is kept and the percentiles taken here. */
async function measure(
  name: string,
  url: string,
  requests: autocannon.Request[],
  seconds: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: TIMEOUT_S,
        requests: requests.map((r) => ({ ...r, headers: { ...acceptHeaders, ...r.headers } })),
      },
      (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  // A request that timed out took at least the timeout: it counts at the slow end of the percentiles.
  for (let i = 0; i < result.timeouts; i++) latencies.push(Number.POSITIVE_INFINITY);
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => {
    const v = percentile(sorted, p);
    return Number.isFinite(v) ? round(v) : null;
  };
  return {
    name,
    requests: requests.map((r) => `${r.method ?? 'GET'} ${r.path ?? ''} ${r.body ?? ''}`.trim()),
    rps: Math.round(result.requests.average),
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: at(100),
    completed: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const postJson = (path: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const categoryBody = (r: CategoryRequest) => ({ ...r, page: 1, limit: PAGE });
const searchBody = (query: string) => ({ query, sort: 'relevance', page: 1, limit: PAGE });

async function seed(handle: DatabaseHandle) {
  const rows = generateCatalogue(PRODUCT_COUNT);
  for (let i = 0; i < rows.length; i += BATCH) {
    await handle.db.insert(products).values(rows.slice(i, i + BATCH));
  }
}

/** The list and count queries listProducts (catalog.repository.ts) runs, built from the same pieces. */
function routeQueries(
  handle: DatabaseHandle,
  scope: Parameters<typeof whereOf>[0],
  filters: Partial<ProductFilters>,
  sort: SearchSort,
) {
  const where = whereOf(scope, filters);
  const list = handle.db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderBy(sort, scope.terms))
    .limit(PAGE)
    .offset(0)
    .toSQL();
  const total = handle.db.select({ total: count() }).from(products).where(where).toSQL();
  return { list, total };
}

type Explained = {
  label: string;
  listMs: number;
  countMs: number;
  rows: number;
  listPlan: string;
  countPlan: string;
};

async function explain(
  pool: pg.Pool,
  label: string,
  queries: ReturnType<typeof routeQueries>,
  search: boolean,
): Promise<Explained> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (search) {
      await client.query("select set_config('pg_trgm.word_similarity_threshold', $1, true)", [
        String(TRIGRAM_THRESHOLD),
      ]);
    }
    const run = async (q: { sql: string; params: unknown[] }) => {
      // The median of five runs, with the plan of the last.
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < 5; i++) {
        const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
        plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
      }
      times.sort((a, b) => a - b);
      return { ms: times[2], plan };
    };
    const list = await run(queries.list);
    const total = await run(queries.total);
    const rows = Object.values((await client.query(queries.total.sql, queries.total.params)).rows[0])[0];
    await client.query('COMMIT');
    return {
      label,
      listMs: list.ms,
      countMs: total.ms,
      rows: Number(rows),
      listPlan: list.plan,
      countPlan: total.plan,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

function startServer(databaseUrl: string): {
  child: ChildProcess;
  ports: Promise<{ appPort: number; barePort: number }>;
} {
  const child = fork(new URL('./catalogue-server.ts', import.meta.url).pathname, [], {
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile of the whole run there (open it in Chrome DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = new Promise<{ appPort: number; barePort: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { appPort: number; barePort: number }));
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, ports };
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    memoryGb: round(totalmem() / 2 ** 30),
    freeGb: round(freemem() / 2 ** 30),
    node: process.version,
    // Other work on the machine during the run (1-minute load average; 2 means both cores busy).
    loadAverage: round(loadavg()[0], 2),
  };
}

async function main() {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const loadAtStart = round(loadavg()[0], 2);
  const databaseUrl = `${PG_BASE}/${dbName}`;
  const admin = new pg.Pool({ connectionString: `${PG_BASE}/postgres`, max: 1 });
  let handle: DatabaseHandle | undefined;
  let child: ChildProcess | undefined;
  let pool: pg.Pool | undefined;
  let created = false;

  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await stopChild(child).catch((err) => console.error('stopping the server:', err));
      await pool?.end().catch(() => {});
      await handle?.close().catch(() => {});
      if (created) {
        await admin
          .query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
          .then(() => console.log(`dropped database ${dbName}`))
          .catch((err) => console.error(`could not drop database ${dbName}:`, err));
      }
      await admin.end().catch(() => {});
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void cleanup().then(() => process.exit(130));
    });
  }
  // However it goes, the run ends: 3 runs plus warm-ups, seeding and EXPLAIN fit well inside this.
  const watchdog = setTimeout(
    () => {
      console.error('benchmark took too long: stopping');
      void cleanup().then(() => process.exit(1));
    },
    (10 * 60 + 4 * (DURATION_S + WARMUP_S)) * 1000,
  );

  try {
    await admin.query(`CREATE DATABASE "${dbName}"`);
    created = true;
    console.log(`database ${dbName}: migrating`);
    let started = Date.now();
    handle = await openDatabase(databaseUrl);
    await seed(handle);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    await pool.query('VACUUM ANALYZE products');
    const seedSeconds = round((Date.now() - started) / 1000);
    const perCategory = await pool.query(
      'select category, count(*)::int as n, count(distinct brandname)::int as brands from products group by category order by category',
    );
    console.log(
      `seeded ${PRODUCT_COUNT} products in ${seedSeconds} s: ${perCategory.rows.map((r) => `${r.category} ${r.n} (${r.brands} brands)`).join(', ')}`,
    );

    started = Date.now();
    const server = startServer(databaseUrl);
    child = server.child;
    const { appPort, barePort } = await server.ports;
    const appUrl = `http://127.0.0.1:${appPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    console.log(
      `app on ${appUrl}, bare route on ${bareUrl} (started in ${round((Date.now() - started) / 1000)} s)`,
    );

    // The routes answer what a shopper expects before any load is put on them.
    for (const r of CATEGORY_REQUESTS) {
      const res = await fetch(`${appUrl}/api/products/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(categoryBody(r)),
      });
      const list = (await res.json()) as unknown[];
      if (res.status !== 200 || list.length !== PAGE)
        throw new Error(`category ${r.category}: status ${res.status}, ${list.length} products`);
    }
    for (const q of SEARCH_QUERIES) {
      const res = await fetch(`${appUrl}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(searchBody(q)),
      });
      const list = (await res.json()) as unknown[];
      if (res.status !== 200 || list.length === 0)
        throw new Error(`search '${q}': status ${res.status}, ${list.length} products`);
      console.log(`search '${q}': ${res.headers.get('x-total-count')} matches`);
    }

    const runs = [
      {
        name: 'category page of 48 (POST /api/products/category)',
        url: appUrl,
        requests: CATEGORY_REQUESTS.map((r) => postJson('/api/products/category', categoryBody(r))),
      },
      {
        name: 'search, 48 by relevance (POST /api/search)',
        url: appUrl,
        requests: SEARCH_QUERIES.map((q) => postJson('/api/search', searchBody(q))),
      },
      {
        name: 'bare Fastify route (GET /bare)',
        url: bareUrl,
        requests: [{ method: 'GET' as const, path: '/bare' }],
      },
    ];
    const measurements: Measurement[] = [];
    for (const run of runs) {
      if (WARMUP_S > 0) await measure(run.name, run.url, run.requests, WARMUP_S);
      const m = await measure(run.name, run.url, run.requests, DURATION_S);
      measurements.push(m);
      console.log(`${m.name}: ${m.rps} req/s, p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, p99 ${ms(m.p99)}`);
    }
    await stopChild(child);

    const [category, search, bare] = measurements;
    const share = round((category.rps / bare.rps) * 100);
    const verdicts = [
      `category p95 ${ms(category.p95)} (target ≤ ${TARGETS.categoryP95} ms): ${category.p95 !== null && category.p95 <= TARGETS.categoryP95 ? 'met' : 'MISSED'}`,
      `search p95 ${ms(search.p95)} (target ≤ ${TARGETS.searchP95} ms): ${search.p95 !== null && search.p95 <= TARGETS.searchP95 ? 'met' : 'MISSED'}`,
      `category throughput ${share} % of bare (target ≥ ${TARGETS.categoryShareOfBare} %): ${share >= TARGETS.categoryShareOfBare ? 'met' : 'MISSED'}`,
    ];

    // The same SQL the routes run, on the same data, without the HTTP and JSON around it.
    const explained: Explained[] = [];
    for (const r of CATEGORY_REQUESTS) {
      const q = routeQueries(handle, { category: r.category }, { price: r.price }, r.sort);
      explained.push(await explain(pool, `category ${r.category} ${r.price?.join('+')} ${r.sort}`, q, false));
    }
    for (const text of SEARCH_QUERIES) {
      // As the route does: unknown words corrected through the word list first ('kurtha' → 'kurta').
      const q = routeQueries(handle, await searchScope(handle.db, text), {}, 'relevance');
      explained.push(await explain(pool, `search '${text}'`, q, true));
    }

    const table = [
      '| run | req/s | bytes per response | p50 | p95 | p99 | max | completed | errors (timeouts) / non-2xx |',
      '|---|---|---|---|---|---|---|---|---|',
      ...measurements.map(
        (m) =>
          `| ${m.name} | ${m.rps} | ${m.bytesPerResponse} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(m.max)} | ${m.completed} | ${m.errors} (${m.timeouts}) / ${m.non2xx} |`,
      ),
    ].join('\n');
    const sqlTable = [
      '| request | matches | list query (EXPLAIN ANALYZE) | count query |',
      '|---|---|---|---|',
      ...explained.map((e) => `| ${e.label} | ${e.rows} | ${e.listMs} ms | ${e.countMs} ms |`),
    ].join('\n');
    console.log(`\n${table}\n\n${verdicts.join('\n')}\n\n${sqlTable}\n`);

    const date = new Date().toISOString();
    const env = machine();
    mkdirSync(resultsDir, { recursive: true });
    const report = [
      `# Catalogue benchmark, ${date}`,
      '',
      `${PRODUCT_COUNT} generated products in PostgreSQL (${dbName}, dropped afterwards); autocannon, ${CONNECTIONS} connections, Accept-Encoding '${ACCEPT_ENCODING || '(none)'}', ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, ${TIMEOUT_S} s request timeout; server in a child process. Machine: ${env.cpus} CPUs (${env.cpuModel}), ${env.memoryGb} GB, Node ${env.node}; load average at the start ${loadAtStart}, at the end ${env.loadAverage}.`,
      '',
      table,
      '',
      ...verdicts.map((v) => `- ${v}`),
      '',
      '## SQL of the routes (median of 5 EXPLAIN ANALYZE runs)',
      '',
      sqlTable,
      '',
      '## Plans',
      '',
      ...explained.flatMap((e) => [
        `### ${e.label}`,
        '',
        '```',
        e.listPlan,
        '```',
        '',
        '```',
        e.countPlan,
        '```',
        '',
      ]),
    ].join('\n');
    writeFileSync(join(resultsDir, 'catalogue.md'), report);
    writeFileSync(
      join(resultsDir, 'catalogue.json'),
      `${JSON.stringify(
        {
          date,
          machine: { ...env, loadAverageAtStart: loadAtStart },
          products: PRODUCT_COUNT,
          connections: CONNECTIONS,
          acceptEncoding: ACCEPT_ENCODING,
          durationSeconds: DURATION_S,
          seedSeconds,
          measurements,
          categoryShareOfBarePercent: share,
          targets: TARGETS,
          verdicts,
          sql: explained.map(({ label, rows, listMs, countMs }) => ({ label, rows, listMs, countMs })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written: bench/results/catalogue.md and catalogue.json`);
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
