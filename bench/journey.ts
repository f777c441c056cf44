// The whole purchase journey under load: 50 shoppers at once for 60 s, each going round home → a filtered
// category page → search → a product page and its data → add to cart → checkout → pay (test provider) → save
// the order → open it, through two server processes (separate `node apps/server/build/server.mjs`, bundled as `npm start` runs it, round robin)
// on one private PostgreSQL and Redis. Reports journeys per second, requests per second, p50/p95/p99 per step,
// errors (must be 0), each process's peak memory, and the money audit (every payment one order, stock taken =
// pieces ordered). Shoppers sign up before the clock starts.
//
//   npm run bench:journey -w @zariya/bench
//   env: BENCH_SHOPPERS (50), BENCH_SECONDS (60), BENCH_PROCESSES (2), BENCH_PRODUCTS (2000),
//        WEB_DIST (the built web app the processes draw pages from; apps/web/dist)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit, auditOk } from './audit.ts';
import { builtWebDist, type Cluster, cleanupOnExit, machine, startCluster, stopCluster } from './cluster.ts';
import { Balancer, journey, type Payment, STEPS, signUpShoppers, stepTable } from './shoppers.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const STOCK = 100_000;

async function main() {
  const webDist = builtWebDist();
  const logDir = mkdtempSync(join(tmpdir(), 'zariya-bench-journey-'));
  const cluster: Cluster = { servers: [] };
  const { servers } = cluster;
  const cleanup = cleanupOnExit(
    async () => {
      await stopCluster(cluster);
      rmSync(logDir, { recursive: true, force: true });
    },
    (10 * 60 + SECONDS) * 1000,
  );
  try {
    const loadAtStart = machine().loadAverage;
    const { databaseUrl, dataDir } = await startCluster(cluster, {
      database: 'journey',
      products: PRODUCTS,
      stock: STOCK,
      processes: PROCESSES,
      logDir,
      webDist,
      beforeSeeding: (pgServer, redis) =>
        console.log(
          `private PostgreSQL on ${pgServer.port}, Redis on ${redis.port}; seeding ${PRODUCTS} products`,
        ),
      started: (s, ms) => console.log(`${s.name} on ${s.url} started in ${ms} ms`),
    });
    const lb = new Balancer(servers.map((s) => s.url));
    // Warm-up outside the clock: each process loads its page renderer and fills its pools.
    for (const s of servers)
      for (const path of ['/', '/saree', '/product/1', '/', '/saree'])
        await fetch(`${s.url}${path}`).then((r) => r.arrayBuffer());
    const shoppers = await signUpShoppers(lb, SHOPPERS, dataDir);
    console.log(`${shoppers.length} shoppers signed up; ${SHOPPERS} go round the journey for ${SECONDS} s`);

    const payments: Payment[] = [];
    const started = Date.now();
    const end = started + SECONDS * 1000;
    let journeys = 0;
    await Promise.all(
      shoppers.map(async (s) => {
        while (Date.now() < end) {
          if (await journey(lb, s, { payments, retrySaveUntil: () => end + 30_000 })) journeys++;
          else await new Promise((r) => setTimeout(r, 500));
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const peaks = servers.map((s) => ({ name: s.name, peakMiB: s.peakMiB() }));
    const table = stepTable(lb.samples);
    const requests = lb.samples.length;
    const errors = table.reduce((n, r) => n + Object.values(r.errors).reduce((a, b) => a + b, 0), 0);
    const money = await audit(databaseUrl, payments, STOCK);
    const env = machine();

    const lines = [
      `${SHOPPERS} shoppers, ${PROCESSES} processes (separate node processes, round robin), private PostgreSQL 15 and Redis, ${PRODUCTS} products; ${round(seconds)} s.`,
      `Journeys completed: ${journeys} (${round(journeys / seconds)} per s); requests: ${requests} (${Math.round(requests / seconds)} per s); errors: ${errors}; requests moved to the other process: ${lb.failovers}.`,
      `Peak memory (VmHWM): ${peaks.map((p) => `${p.name} ${p.peakMiB} MiB`).join(', ')}.`,
      `Money: ${money.paymentsMade} payments, ${money.orders} orders, ${money.refunds} refunds, lost ${money.lost}, doubled ${money.doubled}, stock taken ${money.stockTaken} = pieces ordered ${money.piecesOrdered}: ${auditOk(money) ? 'consistent' : 'NOT CONSISTENT'}.`,
      `Machine: ${env.cpus} CPUs (${env.cpuModel}), ${env.memoryGb} GB, Node ${env.node}, commit ${env.commit}; load average ${loadAtStart} at the start, ${env.loadAverage} at the end (the client, both servers and PostgreSQL share these cores, with other people's work).`,
      '',
      '| step | requests | p50 | p95 | p99 | errors |',
      '|---|---|---|---|---|---|',
      ...table.map(
        (r) =>
          `| ${r.step} | ${r.requests} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${Object.keys(r.errors).length ? JSON.stringify(r.errors) : 0} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const resultsDir = new URL('./results/', import.meta.url).pathname;
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'journey.md'),
      `# Purchase journey, ${new Date().toISOString()}\n\n${lines.join('\n')}\n`,
    );
    writeFileSync(
      join(resultsDir, 'journey.json'),
      `${JSON.stringify({ date: new Date().toISOString(), shoppers: SHOPPERS, processes: PROCESSES, seconds, journeys, requests, errors, failovers: lb.failovers, peaks, steps: table, money, machine: { ...env, loadAverageAtStart: loadAtStart }, stepNames: STEPS }, null, 2)}\n`,
    );
    console.log('written: bench/results/journey.md and .json');
    if (errors > 0 || !auditOk(money)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
