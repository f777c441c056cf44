// Catalogue load benchmark on a generated catalogue (20,000 products by default), on PostgreSQL or on the
// embedded default (PGlite in a data directory, as `npm start` runs). The real app (buildApp) runs in a child
// process; autocannon runs here, 32 connections, in this order:
//   1. category, repeated: six filtered category pages of 48, again and again (what a cache could serve);
//   2. category, varied: every request a different full page (random category × sort × page size 10–48 ×
//      page among the category's full pages), so that no answer cache can serve the run;
//   2b. category, filtered and varied: as 2, narrowed by a random price band and colour (among the combinations
//      with 10+ matches), as a shopper's filtered page;
//   3. search, varied: random search word × sort × page size 10–48 × full page;
//   4. product by id, varied: a random product's page answer;
//   5. the bare Fastify route (the machine's ceiling) in the same run.
// For each it reports req/s, latency percentiles and bytes on the wire per answer; the server's peak RSS
// (VmHWM) and its RSS after each run; the JSON size of a card and of a page. On PostgreSQL it then runs
// EXPLAIN ANALYZE of the page query for a few varied requests. Stops by itself; the server is closed and the
// database (or data directory) removed even when something fails or the run is interrupted.
//
//   npm run bench:catalogue -w @zariya/bench
//   env: BENCH_DATABASE (postgres | embedded; postgres), BENCH_PG (postgres://postgres@127.0.0.1:5432),
//        BENCH_PRODUCTS (20000), BENCH_SECONDS (20), BENCH_CONNECTIONS (32), BENCH_WARMUP_SECONDS (3),
//        BENCH_WATCHDOG_S (900: seconds for seeding and start before the runs),
//        BENCH_RUNS (comma list of repeated,category,filtered,search,suggest,product,bare; all),
//        BENCH_CPU_PROF (a folder for the server's CPU profile), BENCH_SEARCH_NEW_TEXT=1 (every search text new:
//        stop words added, so no search has its matches kept),
//        BENCH_ACCEPT_ENCODING ('gzip, deflate, br' as Chromium sends it; empty for uncompressed answers),
//        BENCH_VARIANTS (8: variants per product, sizes × colours), BENCH_SPLIT_SHARE (0.3: products split with
//        their own counts per variant, a quarter of those sold out), BENCH_ADMIN_PRODUCTS (0: products added
//        through the owner's API by the server, each with a photo, before the runs),
//        BENCH_SERVER_FLAGS (more node/V8 flags for the server, e.g. '--heap-growing-percent=25'),
//        BENCH_PROCESSES (1; 2 or more on PostgreSQL: that many server processes on the one database, the
//        connections spread over them round robin, as separate processes behind a load balancer)
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { PRICE_BAND_IDS } from '@zariya/shared/catalog';
import { PRODUCT_SORTS, SEARCH_SORTS, type SearchSort } from '@zariya/shared/listing';
import { CATEGORIES } from '@zariya/shared/constants';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema.ts';
import { type ListRequest, pageQuery } from '../apps/server/src/modules/catalog/catalog.repository.ts';
import { createRng } from '../apps/server/src/seed/catalogue-data.ts';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';
import { generateCatalogue } from './catalogue-data.ts';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';

const DATABASE = process.env.BENCH_DATABASE === 'embedded' ? 'embedded' : 'postgres';
const PG_BASE = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Every request asks for what a shopper's browser asks for; '' measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const acceptHeaders: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** BENCH_SEARCH_NEW_TEXT=1: every search text new to the server (see nextSearch). */
const NEW_SEARCH_TEXT = process.env.BENCH_SEARCH_NEW_TEXT === '1';
/** English stop words (PostgreSQL's list): they match nothing and change no result, yet make each text new. */
const STOP_WORDS =
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her
  hers herself it its itself they them their theirs themselves what which who whom this that these those am is are
  was were be been being have has had having do does did doing a an the and but if because as until while of at by
  for with about against between into through during before after above below to from up down in out on off over
  under again further then once here there when where why how all any both each few more most other some such no
  nor not only own same so than too very can will just don should now`.split(/\s+/);
/** BENCH_WATCHDOG_S: seconds allowed for seeding, start and checks before the runs (900; more on a busy machine). */
const WATCHDOG_S = Number(process.env.BENCH_WATCHDOG_S ?? 15 * 60);
const RUNS = (process.env.BENCH_RUNS ?? 'repeated,category,filtered,search,suggest,product,bare').split(',');
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** Variants per product (sizes × colours; issue 24: 8) and the share of products split with their own counts. */
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 8);
const SPLIT_SHARE = Number(process.env.BENCH_SPLIT_SHARE ?? 0.3);
const ADMIN_PRODUCTS = Number(process.env.BENCH_ADMIN_PRODUCTS ?? 0);
/** The owner's password the benchmark server is started with (catalogue-server.ts). */
const BENCH_ADMIN_PASSWORD = 'Bench-marigold-kettle-drum-44';
const PAGE = 48;
const dialect = new PgDialect();
const BATCH = 1000;
const MIN_LIMIT = 10;
const MAX_LIMIT = 48;
/** Issue 16: Vendure 3.7 on the same machine and PostgreSQL, 2,000 products, 32 connections. */
const VENDURE = { category: 147, search: 9.5, product: 73 };
const resultsDir = new URL('./results/', import.meta.url).pathname;

// The repeated mix: a shopper's filtered category page, one per category, each with a price band and a sort.
const REPEATED = [
  { category: 'Saree', price: ['1000-3000'], sort: 'price_asc' },
  { category: 'Women Western', price: ['0-1000'], sort: 'newest' },
  { category: 'Women Ethnic', price: ['1000-3000'], sort: 'discount' },
  { category: 'Accessories', price: ['0-1000', '1000-3000'], sort: 'rating' },
  { category: 'Regional Attires', price: ['3000-5000'], sort: 'price_desc' },
  { category: 'Salwar & Suits', price: ['1000-3000'], sort: 'newest' },
].map((r) => ({ ...r, page: 1, limit: PAGE }));

// Words a shopper types: garments, materials, colours, brands' words, and a few typos the shop corrects.
const SEARCH_WORDS = [
  'saree',
  'silk',
  'cotton',
  'kurta',
  'dupatta',
  'lehenga',
  'banarasi',
  'kanjeevaram',
  'georgette',
  'chiffon',
  'linen',
  'jhumka',
  'earrings',
  'bag',
  'dress',
  'jeans',
  'top',
  'shirt',
  'suit',
  'anarkali',
  'red',
  'blue',
  'green',
  'pink',
  'black',
  'gold',
  'maroon',
  'ivory',
  'embroidered',
  'printed',
  'handloom',
  'festive',
  'silk saree',
  'red kurta',
  'cotton dupatta',
  'kurtha',
  'sare',
  'jhumka earrings',
];

type Measurement = {
  name: string;
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
  /** The server process's RSS right after the run, MiB. */
  rssAfterMiB: number;
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

// Seeded, so that two runs ask the same sequence of pages.
const rng = createRng(16);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A random full page of `total` matches: size 10–48 (at most total), a page that is full. */
function fullPage(total: number) {
  const limit = between(MIN_LIMIT, Math.min(MAX_LIMIT, total));
  return { limit, page: between(1, Math.floor(total / limit)) };
}

/** One URL, or one per server process (autocannon spreads its connections over them in turn). */
type Run = { name: string; key: string; url: string | string[]; requests: autocannon.Request[] };

/** autocannon gives p97.5 but no p95, so every response time is kept and the percentiles taken here. */
async function measure(run: Run, seconds: number, pids: Array<number | undefined>): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes several URLs (its types say one).
        url: run.url as string,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: TIMEOUT_S,
        requests: run.requests.map((r) => ({ ...r, headers: { ...acceptHeaders, ...r.headers } })),
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
    name: run.name,
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
    rssAfterMiB: pids.reduce<number>((sum, pid) => sum + memoryOf(pid).now, 0),
  };
}

const postJson = (path: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** One request whose body (or path) is drawn again for every request autocannon sends. */
const varied = (method: 'GET' | 'POST', path: string, next: () => { path?: string; body?: unknown }) => ({
  method,
  path,
  headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
  setupRequest: (req: autocannon.Request) => {
    const drawn = next();
    return {
      ...req,
      path: drawn.path ?? req.path,
      ...(drawn.body === undefined ? {} : { body: JSON.stringify(drawn.body) }),
    };
  },
});

async function seed(handle: DatabaseHandle) {
  const rows = generateCatalogue(PRODUCT_COUNT, 20_000, VARIANTS);
  for (let i = 0; i < rows.length; i += BATCH) {
    await handle.db.insert(products).values(rows.slice(i, i + BATCH));
  }
  // Migration 0025's trigger made each product's variants (sizes × colours), pooled. Some products are split
  // (decision 0043): each variant counts its own pieces, about a quarter of them sold out, the product's stock
  // their sum, so that "in stock in that size/colour" filters differ from the listed sizes and colours.
  if (SPLIT_SHARE > 0) {
    const every = Math.round(1 / SPLIT_SHARE);
    for (let from = 0; from < rows.length; from += BATCH * 5) {
      const range = sql`p.id > ${from} and p.id <= ${from + BATCH * 5}`;
      await handle.db.execute(sql`update products p set stock_mode = 'split'
        where ${range} and p.available and p.id % ${every} = 0`);
      await handle.db.execute(sql`update product_variants v set stock = case when (v.id * 7919) % 4 = 0 then 0
          else 1 + (v.id * 7919) % 12 end
        from products p where p.id = v.product_id and ${range} and p.stock_mode = 'split'`);
      await handle.db.execute(sql`update products p set stock = (select sum(v.stock) from product_variants v
          where v.product_id = p.id and v.archived_at is null)
        where ${range} and p.stock_mode = 'split'`);
    }
  }
}

/** The benchmark server's file: bundled as `npm start` bundles the server (scripts/server-build.mjs). */
async function serverEntry(): Promise<string> {
  // Bundled as `npm start` bundles the server (scripts/server-build.mjs), and run on plain node; with
  // BENCH_FROM_SOURCE=1 from the TypeScript source through tsx (CPU profiles then name every module).
  const fromSource = process.env.BENCH_FROM_SOURCE === '1';
  return fromSource
    ? new URL('./catalogue-server.ts', import.meta.url).pathname
    : ensureServerBuild({ entry: 'bench/catalogue-server.ts', output: 'bench/.build/catalogue-server.mjs' }, [
        'bench/catalogue-server.ts',
      ]);
}

function startServer(
  entry: string,
  databaseUrl: string,
): { child: ChildProcess; ports: Promise<{ appPort: number; barePort: number }> } {
  const fromSource = entry.endsWith('.ts');
  const child = fork(entry, [], {
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile of the whole run there (open it in Chrome DevTools).
    // The flags `npm start` gives the server (scripts/server-flags.mjs).
    execArgv: [
      ...serverNodeFlags(),
      ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      ...(fromSource ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    env: { ...serverEnv(), BENCH_DATABASE_URL: databaseUrl },
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
  let commit = '?';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    if (
      execSync("git status --porcelain -- ':(top)' ':(top,exclude)bench/results'", {
        encoding: 'utf8',
      }).trim()
    )
      commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    memoryGb: round(totalmem() / 2 ** 30),
    freeGb: round(freemem() / 2 ** 30),
    node: process.version,
    commit,
    // Other work on the machine during the run (1-minute load average; 2 means both cores busy).
    loadAverage: round(loadavg()[0], 2),
  };
}

async function post(url: string, body: unknown, encoding = 'identity') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, total: Number(res.headers.get('x-total-count')), text };
}

async function main() {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const loadAtStart = round(loadavg()[0], 2);
  const embeddedDir = DATABASE === 'embedded' ? mkdtempSync(join(tmpdir(), 'zariya-bench-db-')) : undefined;
  const databaseUrl = embeddedDir ?? `${PG_BASE}/${name}`;
  const admin =
    DATABASE === 'postgres' ? new pg.Pool({ connectionString: `${PG_BASE}/postgres`, max: 1 }) : undefined;
  let handle: DatabaseHandle | undefined;
  const children: ChildProcess[] = [];
  let pool: pg.Pool | undefined;
  let created = false;

  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await Promise.all(
        children.map((c) => stopChild(c).catch((err) => console.error('stopping the server:', err))),
      );
      await pool?.end().catch(() => {});
      await handle?.close().catch(() => {});
      if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
      if (created && admin) {
        await admin
          .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          .then(() => console.log(`dropped database ${name}`))
          .catch((err) => console.error(`could not drop database ${name}:`, err));
      }
      await admin?.end().catch(() => {});
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void cleanup().then(() => process.exit(130));
    });
  }
  // However it goes, the run ends: the runs plus warm-ups, seeding and EXPLAIN fit well inside this.
  const watchdog = setTimeout(
    () => {
      console.error('benchmark took too long: stopping');
      void cleanup().then(() => process.exit(1));
    },
    (WATCHDOG_S + ADMIN_PRODUCTS * 3 + RUNS.length * (DURATION_S + WARMUP_S)) * 1000,
  );

  try {
    if (PROCESSES > 1 && DATABASE !== 'postgres')
      throw new Error('BENCH_PROCESSES > 1 needs PostgreSQL: the embedded database serves one process');
    if (admin) {
      await admin.query(`CREATE DATABASE "${name}"`);
      created = true;
    }
    console.log(
      `${DATABASE} database ${embeddedDir ?? name}: migrating and seeding ${PRODUCT_COUNT} products`,
    );
    let started = Date.now();
    handle = await openDatabase(databaseUrl);
    await seed(handle);
    if (DATABASE === 'postgres') {
      pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      await pool.query('VACUUM ANALYZE products');
    } else {
      // The data directory belongs to the server process from here on (one process per PGlite directory).
      await handle.close();
      handle = undefined;
    }
    const seedSeconds = round((Date.now() - started) / 1000);
    console.log(`seeded in ${seedSeconds} s`);

    const entry = await serverEntry();
    started = Date.now();
    const appUrls: string[] = [];
    let bareUrl = '';
    for (let i = 0; i < PROCESSES; i++) {
      const server = startServer(entry, databaseUrl);
      children.push(server.child);
      const { appPort, barePort } = await server.ports;
      appUrls.push(`http://127.0.0.1:${appPort}`);
      // The bare route (the machine's ceiling) is measured on the first process.
      bareUrl ||= `http://127.0.0.1:${barePort}`;
    }
    const pids = children.map((c) => c.pid);
    const appUrl = appUrls[0];
    const rssAtStart = pids.reduce((sum: number, pid) => sum + memoryOf(pid).now, 0);
    console.log(
      `app on ${appUrls.join(' and ')}, bare route on ${bareUrl} (started in ${round((Date.now() - started) / 1000)} s, RSS ${rssAtStart} MiB)`,
    );

    // BENCH_ADMIN_PRODUCTS=n: n more products added through the owner's API by the server itself, each with a
    // photo (issue 24's must-show: 2,000 added that way left the embedded server at 628–639 MiB before).
    let added = 0;
    if (ADMIN_PRODUCTS > 0) {
      const addStarted = Date.now();
      const login = await post(`${appUrl}/api/admin/login`, { password: BENCH_ADMIN_PASSWORD });
      if (login.status !== 200) throw new Error(`admin login: ${login.status} ${login.text}`);
      const owner = { authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` };
      const rssNow = () => pids.reduce((sum: number, pid) => sum + memoryOf(pid).now, 0);
      console.log(`after the owner's login: server RSS ${rssNow()} MiB`);
      // Noise, so that the photo weighs what a phone's photo does (hundreds of KB), not a few KB of flat colour.
      const photo = await sharp({
        create: {
          width: 900,
          height: 1200,
          channels: 3,
          background: '#b03a48',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      const addOne = async (i: number) => {
        const form = new FormData();
        const fields: Record<string, string> = {
          brandname: `Owner Label ${i % 40}`,
          productname: `Owner added kurta ${i}`,
          category: CATEGORIES[i % CATEGORIES.length],
          description: 'Added through the owner API by the benchmark.',
          new_price: String(499 + (i % 50) * 100),
          material: 'Cotton',
          available: 'true',
          stock: String(10 + (i % 30)),
          sizes_0: 'S',
          sizes_1: 'M',
          sizes_2: 'L',
          sizes_3: 'XL',
          color_0: 'Maroon',
          color_1: 'Navy',
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
        const res = await fetch(`${appUrl}/api/addproduct`, { method: 'POST', headers: owner, body: form });
        if (!res.ok) throw new Error(`addproduct ${i}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (i % 100 === 0 || i < 3) console.log(`after product ${i + 1}: server RSS ${rssNow()} MiB`);
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < ADMIN_PRODUCTS) await addOne(next++);
        }),
      );
      added = ADMIN_PRODUCTS;
      console.log(
        `added ${added} products through the admin API in ${round((Date.now() - addStarted) / 1000)} s (photo ${photo.length} bytes); server RSS ${pids.reduce((sum: number, pid) => sum + memoryOf(pid).now, 0)} MiB, peak ${pids.reduce((sum: number, pid) => sum + memoryOf(pid).peak, 0)} MiB`,
      );
    }

    // What there is to ask for: each category's and each search word's number of matches, the product ids.
    const categoryTotals = new Map<string, number>();
    for (const category of CATEGORIES) {
      const res = await post(`${appUrl}/api/products/category`, { category, page: 1, limit: 1 });
      if (res.status !== 200) throw new Error(`category ${category}: status ${res.status}`);
      categoryTotals.set(category, res.total);
    }
    const searchTotals = new Map<string, number>();
    for (const query of SEARCH_WORDS) {
      const res = await post(`${appUrl}/api/search`, { query, page: 1, limit: 1 });
      if (res.status !== 200) throw new Error(`search '${query}': status ${res.status}`);
      if (res.total >= MIN_LIMIT) searchTotals.set(query, res.total);
    }
    const words = [...searchTotals.keys()];
    // Filtered pages: each category × price band × one of its six commonest colours, with 10+ matches.
    // Half of them also narrowed to one of the category's sizes in stock (issue 24: a size filter means "in stock
    // in that size", tested in the same pass).
    const filteredCombos: Array<{
      category: string;
      price: string[];
      color: string[];
      size?: string[];
      total: number;
    }> = [];
    for (const category of CATEGORIES) {
      const facets = (await (
        await fetch(`${appUrl}/api/products/facets?category=${encodeURIComponent(category)}`)
      ).json()) as {
        colors: Array<{ value: string; count: number }>;
        sizes: Array<{ value: string; count: number }>;
      };
      const colours = [...facets.colors].sort((a, b) => b.count - a.count).slice(0, 6);
      const sizes = [...facets.sizes].sort((a, b) => b.count - a.count).slice(0, 3);
      for (const band of PRICE_BAND_IDS) {
        for (const [k, colour] of colours.entries()) {
          const size = sizes.length > 0 && k % 2 === 1 ? { size: [sizes[k % sizes.length].value] } : {};
          const body = { category, price: [band], color: [colour.value], ...size };
          const res = await post(`${appUrl}/api/products/category`, { ...body, page: 1, limit: 1 });
          if (res.status !== 200) throw new Error(`filtered ${JSON.stringify(body)}: status ${res.status}`);
          if (res.total >= MIN_LIMIT) filteredCombos.push({ ...body, total: res.total });
        }
      }
    }
    console.log(
      `${filteredCombos.length} category × price band × colour combinations match ${MIN_LIMIT}+ products`,
    );
    if (filteredCombos.length === 0 && RUNS.includes('filtered'))
      throw new Error(`no category × price band × colour combination matches ${MIN_LIMIT}+ products`);
    console.log(
      `categories: ${[...categoryTotals].map(([c, n]) => `${c} ${n}`).join(', ')}; ${words.length} of ${SEARCH_WORDS.length} search words match ${MIN_LIMIT}+ products`,
    );
    const ids = await fetch(`${appUrl}/api/products?limit=1&sort=newest`);
    const maxId = ((await ids.json()) as Array<{ id: number }>)[0].id;
    const productCount = Number(ids.headers.get('x-total-count'));
    if (productCount !== PRODUCT_COUNT + added)
      throw new Error(`${productCount} products, expected ${PRODUCT_COUNT}`);
    const minId = maxId - PRODUCT_COUNT - added + 1;

    const nextCategory = () => {
      const category = pick(CATEGORIES);
      return { body: { category, sort: pick(PRODUCT_SORTS), ...fullPage(categoryTotals.get(category)!) } };
    };
    const nextFiltered = () => {
      const c = pick(filteredCombos);
      return {
        body: {
          category: c.category,
          price: c.price,
          color: c.color,
          ...(c.size ? { size: c.size } : {}),
          sort: pick(PRODUCT_SORTS),
          ...fullPage(c.total),
        },
      };
    };
    const askedTexts = new Set<string>();
    const nextSearch = () => {
      const word = pick(words);
      // BENCH_SEARCH_NEW_TEXT=1: each search text new to the server (1–4 English stop words added, which match
      // nothing and change no result; one more until the text was never asked), so none has its matches kept:
      // what a text asked for the first time costs.
      let query = word;
      if (NEW_SEARCH_TEXT) {
        const extra = Array.from({ length: between(1, 4) }, () => pick(STOP_WORDS));
        while (askedTexts.has(`${word} ${extra.join(' ')}`)) extra.push(pick(STOP_WORDS));
        query = `${word} ${extra.join(' ')}`;
        askedTexts.add(query);
      }
      return {
        body: { query, sort: pick(SEARCH_SORTS) as SearchSort, ...fullPage(searchTotals.get(word)!) },
      };
    };
    const nextProduct = () => ({ path: `/api/products/${between(minId, maxId)}` });
    // As she types: the first 2 or more letters of a search word, after a whole one half of the time.
    const nextSuggest = () => {
      const word = pick(SEARCH_WORDS);
      const typed = word.slice(0, between(2, word.length));
      const q = Math.random() < 0.5 ? `${pick(SEARCH_WORDS)} ${typed}` : typed;
      return { path: `/api/search/suggest?q=${encodeURIComponent(q)}` };
    };

    // Every varied answer is full and well formed before any load is put on it.
    for (let i = 0; i < 20; i++) {
      const { body } = nextCategory();
      const res = await post(`${appUrl}/api/products/category`, body);
      const list = JSON.parse(res.text) as unknown[];
      if (res.status !== 200 || list.length !== body.limit)
        throw new Error(`category ${JSON.stringify(body)}: status ${res.status}, ${list.length} products`);
    }
    for (let i = 0; i < 20 && filteredCombos.length > 0; i++) {
      const { body } = nextFiltered();
      const res = await post(`${appUrl}/api/products/category`, body);
      const list = JSON.parse(res.text) as unknown[];
      if (res.status !== 200 || list.length !== body.limit)
        throw new Error(`filtered ${JSON.stringify(body)}: status ${res.status}, ${list.length} products`);
    }
    for (let i = 0; i < 20; i++) {
      const { body } = nextSearch();
      const res = await post(`${appUrl}/api/search`, body);
      const list = JSON.parse(res.text) as unknown[];
      if (res.status !== 200 || list.length !== body.limit)
        throw new Error(`search ${JSON.stringify(body)}: status ${res.status}, ${list.length} products`);
    }

    // Answer sizes: a page of 48 as JSON, per card, and on the wire with brotli and gzip.
    const sizes = { json: 0, br: 0, gzip: 0, pages: 0 };
    for (const category of CATEGORIES) {
      const body = { category, sort: 'newest', page: 2, limit: PAGE };
      const plain = await post(`${appUrl}/api/products/category`, body);
      const br = await fetch(`${appUrl}/api/products/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
        body: JSON.stringify(body),
      });
      const gz = await fetch(`${appUrl}/api/products/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify(body),
      });
      sizes.json += Buffer.byteLength(plain.text);
      sizes.br += Number(br.headers.get('content-length') ?? (await br.arrayBuffer()).byteLength);
      sizes.gzip += Number(gz.headers.get('content-length') ?? (await gz.arrayBuffer()).byteLength);
      sizes.pages++;
    }
    const pageSizes = {
      jsonBytes: Math.round(sizes.json / sizes.pages),
      jsonBytesPerCard: Math.round(sizes.json / sizes.pages / PAGE),
      brBytes: Math.round(sizes.br / sizes.pages),
      gzipBytes: Math.round(sizes.gzip / sizes.pages),
    };
    console.log(
      `a page of 48: ${pageSizes.jsonBytes} bytes of JSON (${pageSizes.jsonBytesPerCard} per card), brotli ${pageSizes.brBytes}, gzip ${pageSizes.gzipBytes}`,
    );

    /** A run of the app's processes whose every request is drawn afresh from `next`. */
    const variedRun = (
      key: string,
      name: string,
      method: 'GET' | 'POST',
      path: string,
      next: Parameters<typeof varied>[2],
    ): Run => ({ key, name, url: appUrls, requests: [varied(method, path, next)] });
    const allRuns: Run[] = [
      {
        key: 'repeated',
        name: 'category page of 48, six repeated (POST /api/products/category)',
        url: appUrls,
        requests: REPEATED.map((r) => postJson('/api/products/category', r)),
      },
      variedRun(
        'category',
        'category pages, varied (POST /api/products/category)',
        'POST',
        '/api/products/category',
        nextCategory,
      ),
      variedRun(
        'filtered',
        'category pages filtered by price band and colour, varied (POST /api/products/category)',
        'POST',
        '/api/products/category',
        nextFiltered,
      ),
      variedRun(
        'search',
        NEW_SEARCH_TEXT
          ? 'search, varied, every text new (POST /api/search)'
          : 'search, varied (POST /api/search)',
        'POST',
        '/api/search',
        nextSearch,
      ),
      variedRun(
        'suggest',
        'suggestions as she types, varied (GET /api/search/suggest)',
        'GET',
        '/api/search/suggest?q=sa',
        nextSuggest,
      ),
      variedRun(
        'product',
        'product by id, varied (GET /api/products/:id)',
        'GET',
        '/api/products/1',
        nextProduct,
      ),
      {
        key: 'bare',
        name: 'bare Fastify route (GET /bare)',
        url: bareUrl,
        requests: [{ method: 'GET' as const, path: '/bare' }],
      },
    ];
    const runs = allRuns.filter((r) => RUNS.includes(r.key));
    const measurements: Array<Measurement & { key: string }> = [];
    for (const run of runs) {
      if (WARMUP_S > 0) await measure(run, WARMUP_S, pids);
      const m = await measure(run, DURATION_S, pids);
      measurements.push({ ...m, key: run.key });
      console.log(
        `${m.name}: ${m.rps} req/s, p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, p99 ${ms(m.p99)}, ${m.bytesPerResponse} B/answer, RSS ${m.rssAfterMiB} MiB, errors ${m.errors}/${m.non2xx}`,
      );
    }
    // Whether lists and searches came from the engine's memory or from SQL (decision 0045: searches match in memory).
    const metrics = await (await fetch(`${appUrl}/metrics`)).text().catch(() => '');
    const engineLines = metrics
      .split('\n')
      .filter((l) => l.startsWith('zariya_cache_lookups_total{cache="catalogue_engine"'));
    console.log(
      `catalogue engine: ${engineLines.map((l) => l.replace('zariya_cache_lookups_total', '')).join(', ') || 'no lookups'}`,
    );
    const peaks = pids.map((pid) => memoryOf(pid).peak);
    const peakRssMiB = Math.max(...peaks);
    await Promise.all(children.map((c) => stopChild(c)));

    const by = (key: string) => measurements.find((m) => m.key === key);
    const verdicts: string[] = [];
    const categoryRun = by('category');
    const bare = by('bare');
    const categoryTarget = DATABASE === 'postgres' ? 10 : 5;
    if (categoryRun) {
      const times = round(categoryRun.rps / VENDURE.category);
      verdicts.push(
        `varied category ${categoryRun.rps} req/s = ${times} × Vendure's ${VENDURE.category} (target ≥ ${categoryTarget} ×, on 2,000 products): ${times >= categoryTarget ? 'met' : 'MISSED'}`,
      );
      if (bare) {
        const share = round((categoryRun.rps / bare.rps) * 100);
        verdicts.push(
          `varied category ${share} % of the bare route${DATABASE === 'postgres' ? ` (target ≥ 10 %): ${share >= 10 ? 'met' : 'MISSED'}` : ''}`,
        );
      }
      verdicts.push(
        `varied category p95 ${ms(categoryRun.p95)}${DATABASE === 'postgres' ? ` (target < 25 ms on 20,000 products): ${categoryRun.p95 !== null && categoryRun.p95 < 25 ? 'met' : 'MISSED'}` : ''}`,
      );
    }
    for (const key of ['search', 'product'] as const) {
      const m = by(key);
      if (!m) continue;
      const times = round(m.rps / VENDURE[key]);
      verdicts.push(
        `varied ${key} ${m.rps} req/s = ${times} × Vendure's ${VENDURE[key]} (target ≥ 10 ×): ${times >= 10 ? 'met' : 'MISSED'}; p95 ${ms(m.p95)}`,
      );
    }
    verdicts.push(
      `server peak RSS ${peakRssMiB} MiB${DATABASE === 'embedded' ? ` (target < 400 MiB): ${peakRssMiB < 400 ? 'met' : 'MISSED'}` : ''}`,
    );

    // The page query on PostgreSQL, on the same data, without the HTTP and JSON around it.
    const plans: Array<{ label: string; ms: number; plan: string }> = [];
    if (pool && handle) {
      const none = { discount: undefined, rating: undefined };
      const samples: ListRequest[] = [
        { category: 'Saree', sort: 'newest', page: 1, limit: 48, ...none },
        { category: 'Women Ethnic', sort: 'price_asc', page: 20, limit: 24, ...none },
        { category: 'Accessories', sort: 'rating', page: 60, limit: 48, ...none },
        { category: 'Salwar & Suits', sort: 'discount', page: 5, limit: 10, ...none },
        { query: 'silk saree', sort: 'relevance', page: 3, limit: 30, ...none },
      ];
      for (const s of samples) {
        const q = dialect.sqlToQuery((await pageQuery(handle.db, s)).sql);
        const times: number[] = [];
        let plan = '';
        for (let i = 0; i < 5; i++) {
          const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
          plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
          times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
        }
        times.sort((a, b) => a - b);
        plans.push({ label: JSON.stringify(s), ms: times[2], plan });
      }
    }

    const table = [
      '| run | req/s | p50 | p95 | p99 | bytes per answer | completed | errors (timeouts) / non-2xx | server RSS after |',
      '|---|---|---|---|---|---|---|---|---|',
      ...measurements.map(
        (m) =>
          `| ${m.name} | ${m.rps} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.bytesPerResponse} | ${m.completed} | ${m.errors} (${m.timeouts}) / ${m.non2xx} | ${m.rssAfterMiB} MiB |`,
      ),
    ].join('\n');
    const date = new Date().toISOString();
    const env = machine();
    const summary = `${DATABASE === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}, ${PRODUCT_COUNT} products; ${PROCESSES} server process${PROCESSES > 1 ? `es (connections spread round robin; RSS figures are their sum, peak per process ${peaks.join(' / ')} MiB)` : ''}; ${CONNECTIONS} connections, Accept-Encoding '${ACCEPT_ENCODING || '(none)'}', ${DURATION_S} s per run after a ${WARMUP_S} s warm-up. Server RSS: ${rssAtStart} MiB at start, peak ${peakRssMiB} MiB. Page of 48: ${pageSizes.jsonBytes} B JSON (${pageSizes.jsonBytesPerCard} B per card), ${pageSizes.brBytes} B brotli, ${pageSizes.gzipBytes} B gzip. Commit ${env.commit}; load average ${loadAtStart} at the start, ${env.loadAverage} at the end.`;
    console.log(`\n${summary}\n\n${table}\n\n${verdicts.join('\n')}\n`);
    for (const p of plans) console.log(`page query ${p.label}: ${p.ms} ms`);

    mkdirSync(resultsDir, { recursive: true });
    const file = `catalogue-${DATABASE}-${PRODUCT_COUNT}${PROCESSES > 1 ? `-${PROCESSES}p` : ''}`;
    const report = [
      `# Catalogue benchmark, ${date}`,
      '',
      `${summary} Machine: ${env.cpus} CPUs (${env.cpuModel}), ${env.memoryGb} GB, Node ${env.node}. Seeding took ${seedSeconds} s.`,
      '',
      table,
      '',
      ...verdicts.map((v) => `- ${v}`),
      '',
      ...(plans.length > 0
        ? [
            '## The page query (median of 5 EXPLAIN ANALYZE runs)',
            '',
            ...plans.flatMap((p) => [`### ${p.label}: ${p.ms} ms`, '', '```', p.plan, '```', '']),
          ]
        : []),
    ].join('\n');
    writeFileSync(join(resultsDir, `${file}.md`), report);
    writeFileSync(
      join(resultsDir, `${file}.json`),
      `${JSON.stringify(
        {
          date,
          database: DATABASE,
          machine: { ...env, loadAverageAtStart: loadAtStart },
          products: PRODUCT_COUNT,
          variantsPerProduct: VARIANTS,
          splitShare: SPLIT_SHARE,
          adminProducts: added,
          processes: PROCESSES,
          peakRssPerProcessMiB: peaks,
          connections: CONNECTIONS,
          acceptEncoding: ACCEPT_ENCODING,
          durationSeconds: DURATION_S,
          seedSeconds,
          rssAtStartMiB: rssAtStart,
          peakRssMiB,
          pageSizes,
          measurements,
          verdicts,
          plans: plans.map(({ label, ms }) => ({ label, ms })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written: bench/results/${file}.md and .json`);
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
