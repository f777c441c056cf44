// Faults under load, each on its own private PostgreSQL and Redis (never the machine's 5432/6379), with two
// server processes (separate `node apps/server/build/server.mjs`, bundled as `npm start` runs it, round robin as a load balancer) and shoppers going
// round the purchase journey, paying with the test provider:
//   postgres: PostgreSQL stopped ('fast', as a restart does) for BENCH_OUTAGE_SECONDS, then started again;
//   kill:     one server process killed with SIGKILL in the middle of checkouts, started again by a
//             "supervisor" (as systemd's Restart=always would) after BENCH_OUTAGE_SECONDS;
//   redis:    Redis killed for BENCH_OUTAGE_SECONDS, then started again (empty, as after a crash).
// A process that dies by itself is restarted by the same supervisor and counted. Reports the requests during
// the outage and the errors seen (by status, how fast they were answered), the time to recover after the
// repair, and the money audit: payments the shoppers were given with no order and no refund (lost, must be
// 0), doubled orders, stock taken against pieces ordered, holds left open.
//
//   npm run bench:fault:postgres -w @zariya/bench    (bench:fault:kill, bench:fault:redis)
//   env: BENCH_SHOPPERS (20), BENCH_BEFORE_SECONDS (10), BENCH_OUTAGE_SECONDS (10), BENCH_AFTER_SECONDS (20),
//        BENCH_PRODUCTS (500), WEB_DIST (apps/web/dist)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit, auditOk } from './audit.ts';
import { builtWebDist, type Cluster, cleanupOnExit, machine, startCluster, stopCluster } from './cluster.ts';
import { Balancer, errorsBy, journey, type Payment, percentile, signUpShoppers } from './shoppers.ts';

const SCENARIOS = ['postgres', 'kill', 'redis'] as const;
type Scenario = (typeof SCENARIOS)[number];
const scenario = process.argv[2] as Scenario;
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const BEFORE_S = Number(process.env.BENCH_BEFORE_SECONDS ?? 10);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10);
const AFTER_S = Number(process.env.BENCH_AFTER_SECONDS ?? 20);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const STOCK = 100_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

const TITLES: Record<Scenario, string> = {
  postgres: 'PostgreSQL restarted under load',
  kill: 'kill -9 of a server process during checkouts',
  redis: 'Redis stopped under load',
};

async function main() {
  if (!SCENARIOS.includes(scenario)) throw new Error(`usage: faults.ts ${SCENARIOS.join(' | ')}`);
  const webDist = builtWebDist();
  const logDir = mkdtempSync(join(tmpdir(), `zariya-bench-fault-${scenario}-`));
  const cluster: Cluster = { servers: [] };
  const { servers } = cluster;
  let supervising = false;
  const cleanup = cleanupOnExit(
    async () => {
      supervising = false;
      await stopCluster(cluster);
      if (!process.env.BENCH_KEEP_LOGS) rmSync(logDir, { recursive: true, force: true });
    },
    (10 * 60 + BEFORE_S + OUTAGE_S + AFTER_S) * 1000,
  );

  try {
    const loadAtStart = machine().loadAverage;
    const { pgServer, redis, databaseUrl, dataDir } = await startCluster(cluster, {
      database: 'fault',
      products: PRODUCTS,
      stock: STOCK,
      processes: 2,
      logDir,
      webDist,
    });
    console.log(
      `${TITLES[scenario]}: private PostgreSQL on ${pgServer.port}, Redis on ${redis.port}, ${servers.map((s) => s.url).join(' and ')}`,
    );
    const lb = new Balancer(servers.map((s) => s.url));
    for (const s of servers)
      for (const path of ['/', '/saree', '/product/1'])
        await fetch(`${s.url}${path}`).then((r) => r.arrayBuffer());
    const shoppers = await signUpShoppers(lb, SHOPPERS, dataDir);

    // The supervisor: a process that dies (other than the one this script kills) is counted and started again.
    const crashes: Array<{ server: string; at: number; restartMs: number }> = [];
    const deliberatelyDown = new Set<string>();
    supervising = true;
    const supervisor = (async () => {
      while (supervising) {
        for (const s of servers) {
          if (!supervising || s.alive() || deliberatelyDown.has(s.name)) continue;
          const at = Date.now();
          console.log(`${s.name} exited by itself: starting it again`);
          try {
            crashes.push({ server: s.name, at, restartMs: await s.start() });
          } catch (err) {
            console.error(`${s.name} could not start again: ${(err as Error).message}`);
            crashes.push({ server: s.name, at, restartMs: Number.NaN });
          }
        }
        await sleep(200);
      }
    })();

    const payments: Payment[] = [];
    const started = Date.now();
    const faultAt = started + BEFORE_S * 1000;
    let repairedAt = Number.POSITIVE_INFINITY;
    // The shopping goes on until BENCH_AFTER_SECONDS after the repair (a restart may take a while).
    let end = Number.POSITIVE_INFINITY;
    let journeys = 0;
    const shopping = Promise.all(
      shoppers.map(async (s) => {
        while (Date.now() < end) {
          if (await journey(lb, s, { payments, retrySaveUntil: () => end + 60_000 })) journeys++;
          // A shopper whose page failed tries again a moment later, not in a tight loop.
          else await sleep(500);
        }
      }),
    );

    await sleep(faultAt - Date.now());
    let inFlightAtKill = 0;
    let killedWith = '';
    let restartMs = 0;
    if (scenario === 'postgres') {
      await pgServer.stop('fast');
      console.log('PostgreSQL stopped');
      await sleep(OUTAGE_S * 1000);
      await pgServer.start();
      repairedAt = Date.now();
      console.log('PostgreSQL started again');
    } else if (scenario === 'redis') {
      await redis.stop();
      console.log('Redis stopped');
      await sleep(OUTAGE_S * 1000);
      await redis.start();
      repairedAt = Date.now();
      console.log('Redis started again');
    } else {
      const victim = servers[1];
      deliberatelyDown.add(victim.name);
      const before = lb.samples.length;
      // In the middle of checkouts: when the victim has a checkout, a payment or an order save in hand.
      const money = ['checkout', 'pay', 'save order'].map((step) => `${victim.url} ${step}`);
      for (let i = 0; i < 1000 && !money.some((k) => (lb.inFlight.get(k) ?? 0) > 0); i++) await sleep(5);
      const caught = money
        .map((k) => `${k.split(' ').slice(1).join(' ')} ${lb.inFlight.get(k) ?? 0}`)
        .join(', ');
      await victim.kill9();
      console.log(`${victim.name} killed with SIGKILL (in flight: ${caught})`);
      killedWith = caught;
      await sleep(OUTAGE_S * 1000);
      // Requests the victim had taken and never answered.
      inFlightAtKill = lb.samples
        .slice(before)
        .filter((x) => x.server === victim.url && x.status === 0 && x.code !== 'ECONNREFUSED').length;
      restartMs = await victim.start();
      deliberatelyDown.delete(victim.name);
      repairedAt = Date.now();
      console.log(`${victim.name} started again in ${restartMs} ms`);
    }
    end = repairedAt + AFTER_S * 1000;
    await shopping;
    const finished = Date.now();
    supervising = false;
    await supervisor;

    const samples = lb.samples;
    // A request belongs to the outage when its answer (or its failure) came after the fault began: the ones in
    // flight at that moment count, as the shoppers saw them.
    const during = samples.filter((x) => x.at + x.ms >= faultAt && x.at < repairedAt);
    const failing = during.filter((x) => x.status === 0 || x.status >= 500);
    const failMs = failing.map((x) => x.ms).sort((a, b) => a - b);
    const succeededDuring: Record<string, number> = {};
    for (const x of during)
      if (x.status >= 200 && x.status < 300) succeededDuring[x.step] = (succeededDuring[x.step] ?? 0) + 1;
    const errorsAfter = samples.filter((x) => x.at >= repairedAt && (x.status === 0 || x.status >= 500));
    const lastErrorEnd = errorsAfter.reduce((m, x) => Math.max(m, x.at + x.ms), repairedAt);
    const firstCheckoutAfter = samples
      .filter((x) => x.step === 'checkout' && x.status === 201 && x.at >= repairedAt)
      .reduce((m, x) => Math.min(m, x.at + x.ms), Number.POSITIVE_INFINITY);
    const firstCheckoutFromFault = samples
      .filter((x) => x.step === 'checkout' && x.status === 201 && x.at >= faultAt)
      .reduce((m, x) => Math.min(m, x.at + x.ms), Number.POSITIVE_INFINITY);
    const money = await audit(databaseUrl, payments, STOCK);
    const peaks = servers.map((s) => `${s.name} ${s.peakMiB()} MiB`).join(', ');
    const logLines = (pattern: RegExp) =>
      servers.flatMap((s) =>
        readFileSync(s.logFile, 'utf8')
          .split('\n')
          .filter((l) => pattern.test(l))
          .map((l) => `${s.name}: ${l.slice(0, 300)}`),
      );
    const fatal = logLines(/uncaught|Unhandled|Error: |exited|FATAL|"level":60/i).slice(0, 5);
    const env = machine();

    const sec = (ms: number) => (Number.isFinite(ms) ? `${round(ms / 1000, 2)} s` : 'never');
    const lines = [
      `${TITLES[scenario]}. ${SHOPPERS} shoppers on the purchase journey through 2 processes (round robin; a refused connection goes to the other), private PostgreSQL 15 and Redis, ${PRODUCTS} products. ${BEFORE_S} s of shopping, ${OUTAGE_S} s of outage, ${AFTER_S} s after; ${round((finished - started) / 1000)} s in all.`,
      '',
      `- requests during the outage: ${during.length} (answered 2xx by step: ${JSON.stringify(succeededDuring)})`,
      `- errors during the outage: ${JSON.stringify(errorsBy(during))}; failing answers took p50 ${round(percentile(failMs, 50))} ms, p95 ${round(percentile(failMs, 95))} ms`,
      `- errors after the repair: ${JSON.stringify(errorsBy(samples, repairedAt))}; errors before the fault: ${JSON.stringify(errorsBy(samples.filter((x) => x.at + x.ms < faultAt)))}`,
      `- time to recover: errors stopped ${sec(lastErrorEnd - repairedAt)} after the repair; first paid checkout ${sec(firstCheckoutAfter - repairedAt)} after the repair (${sec(firstCheckoutFromFault - faultAt)} after the fault began)`,
      ...(scenario === 'kill'
        ? [
            `- the killed process had ${inFlightAtKill} requests in flight (money steps among them: ${killedWith}); it started again in ${restartMs} ms; requests moved to the other process meanwhile: ${lb.failovers}`,
          ]
        : [`- requests moved to the other process: ${lb.failovers}`]),
      `- processes that died by themselves (restarted by the supervisor): ${crashes.length === 0 ? 'none' : crashes.map((c) => `${c.server} at +${round((c.at - faultAt) / 1000)} s (back in ${c.restartMs} ms)`).join(', ')}`,
      `- journeys completed: ${journeys}; payments made: ${money.paymentsMade}; orders ${money.orders}; refunds ${money.refunds}`,
      `- **orders lost: ${money.lost}** (payments with neither order nor refund); received payments without exactly one outcome: ${money.receivedWithoutOneOutcome}; doubled: ${money.doubled}; stock taken ${money.stockTaken} = pieces ordered ${money.piecesOrdered} (${money.productsWithStockOff} products off): ${auditOk(money) ? 'consistent' : 'NOT CONSISTENT'}`,
      `- holds left open by unfinished checkouts: ${money.openHolds} (the holds job releases them when they lapse, 15 min after)`,
      `- peak memory: ${peaks}`,
      ...(fatal.length ? ['- server log lines (first 5 errors):', ...fatal.map((l) => `    ${l}`)] : []),
      `- machine: ${env.cpus} CPUs (${env.cpuModel}), ${env.memoryGb} GB, Node ${env.node}, commit ${env.commit}; load average ${loadAtStart} at the start, ${env.loadAverage} at the end (shared with other people's work)`,
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const resultsDir = new URL('./results/', import.meta.url).pathname;
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, `fault-${scenario}.md`),
      `# ${TITLES[scenario]}, ${new Date().toISOString()}\n\n${lines.join('\n')}\n`,
    );
    console.log(`written: bench/results/fault-${scenario}.md`);
    if (!auditOk(money)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
