// A private shop for the fault and journey scripts: its own PostgreSQL (initdb + pg_ctl from
// /usr/lib/postgresql/15/bin in a temporary directory, on a free port), its own redis-server on a free port, a
// generated catalogue, and N server processes (bundled as `npm start` runs it: `node apps/server/build/server.mjs`, each with its own
// PORT, one DATABASE_URL and one DATA_DIR), as separate processes behind any load balancer. Never touches the
// machine's PostgreSQL (5432) or Redis (6379). Everything is stopped by PID and removed by destroy().
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema.ts';
import { generateCatalogue } from './catalogue-data.ts';
import { freePort } from '../apps/server/src/test/ports.ts';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';
import { root, serverArgs } from './support.ts';

const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const ADMIN_PASSWORD = 'Bench-marigold-kettle-drum-44';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const run = promisify(execFile);

/**
 * initdb refuses to run as root: as root the cluster belongs to the `postgres` user. Asynchronous, so that the
 * shoppers' clock keeps running while PostgreSQL stops and starts.
 */
async function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  await (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;

export async function startPrivatePostgres() {
  const dir = mkdtempSync('/tmp/zariya-bench-pg-');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(`${PG_BIN}/initdb`, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  const ctl = (...args: string[]) => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-w', '-t', '60', ...args]);
  const start = () => ctl('-l', join(dir, 'log'), '-o', options, 'start');
  await start();
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    port,
    url,
    start,
    /** 'fast' as a restart by the operator (or systemd) does: sessions are ended, nothing committed is lost. */
    stop: (mode: 'fast' | 'immediate' = 'fast') => ctl('-m', mode, 'stop'),
    async createDatabase(name: string) {
      const c = new pg.Client({ connectionString: url('postgres') });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      return url(name);
    },
    async destroy() {
      await ctl('-m', 'immediate', 'stop').catch(() => {
        // already stopped
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivateRedis = Awaited<ReturnType<typeof startPrivateRedis>>;

export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error('private redis-server did not start');
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

export type ServerProcess = {
  name: string;
  url: string;
  port: number;
  pid: () => number | undefined;
  alive: () => boolean;
  /** Starts (again) on the same port and waits until /api/health answers; resolves with the ms it took. */
  start: () => Promise<number>;
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
  /** The highest VmHWM seen of any of its lives, MiB. */
  peakMiB: () => number;
  logFile: string;
};

export async function serverProcess(
  name: string,
  env: Record<string, string>,
  logDir: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(logDir, `${name}.log`);
  let child: ChildProcess | undefined;
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, memoryOf(child?.pid).peak);
  }, 500);
  sample.unref();
  const alive = () => Boolean(child && child.exitCode === null && child.signalCode === null);
  return {
    name,
    url,
    port,
    logFile,
    pid: () => child?.pid,
    alive,
    peakMiB: () => Math.max(peak, memoryOf(child?.pid).peak),
    async start() {
      const args = await serverArgs();
      const started = Date.now();
      const log = openSync(logFile, 'a');
      child = spawn(process.execPath, args, {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: url,
          LOG_LEVEL: 'warn',
          DEMO_CATALOGUE: 'false',
          ADMIN_PASSWORD,
          // Each shopper comes from her own address (X-Forwarded-For), as behind a reverse proxy.
          TRUST_PROXY: 'true',
          ...env,
        },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (!alive()) throw new Error(`${name} exited while starting (see ${logFile})`);
        if (Date.now() > deadline) throw new Error(`${name} did not start within 180 s`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return Date.now() - started;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
    },
    async kill9() {
      const c = child;
      if (!c || !alive()) return;
      peak = Math.max(peak, memoryOf(c.pid).peak);
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
    async stop() {
      clearInterval(sample);
      const c = child;
      if (!c || !alive()) return;
      peak = Math.max(peak, memoryOf(c.pid).peak);
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Migrates the database and puts `count` generated products in it, each with `stock` pieces. */
export async function seedCatalogue(databaseUrl: string, count: number, stock: number) {
  const handle = await openDatabase(databaseUrl);
  try {
    const rows = generateCatalogue(count).map((r) => ({ ...r, stock, available: true }));
    for (let i = 0; i < rows.length; i += 1000)
      await handle.db.insert(products).values(rows.slice(i, i + 1000));
  } finally {
    await handle.close();
  }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query('vacuum analyze products');
  await c.end();
}

export function machine() {
  let commit = '?';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    commit,
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  };
}

/** The built web app the server processes draw pages from (WEB_DIST, or apps/web/dist); none is an error. */
export function builtWebDist(): string {
  const dir = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`no built web app in ${dir}: run npm run build (or set WEB_DIST) first`);
  return dir;
}

/** What a benchmark has started of its private shop, kept as it starts so that all of it is stopped after a failure. */
export type Cluster = { pgServer?: PrivatePostgres; redis?: PrivateRedis; servers: ServerProcess[] };

/**
 * Starts the private shop into `cluster`: PostgreSQL with a new database named from `database`, seeded with
 * `products` products of `stock` pieces each, Redis, and `processes` server processes on them sharing one data
 * directory under `logDir` (their logs there too), started one after the other.
 */
export async function startCluster(
  cluster: Cluster,
  options: {
    database: string;
    products: number;
    stock: number;
    processes: number;
    logDir: string;
    webDist: string;
    beforeSeeding?: (pgServer: PrivatePostgres, redis: PrivateRedis) => void;
    started?: (server: ServerProcess, ms: number) => void;
  },
) {
  const pgServer = await startPrivatePostgres();
  cluster.pgServer = pgServer;
  const redis = await startPrivateRedis();
  cluster.redis = redis;
  const databaseUrl = await pgServer.createDatabase(`${options.database}_${randomBytes(3).toString('hex')}`);
  options.beforeSeeding?.(pgServer, redis);
  await seedCatalogue(databaseUrl, options.products, options.stock);
  const dataDir = join(options.logDir, 'data');
  mkdirSync(dataDir);
  for (let i = 0; i < options.processes; i++) {
    const s = await serverProcess(
      `server-${i + 1}`,
      { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, DATA_DIR: dataDir, WEB_DIST: options.webDist },
      options.logDir,
    );
    cluster.servers.push(s);
    const ms = await s.start();
    options.started?.(s, ms);
  }
  return { pgServer, redis, databaseUrl, dataDir };
}

/** Stops whatever of the cluster was started: its server processes, Redis, and PostgreSQL with its directory. */
export async function stopCluster(cluster: Cluster) {
  await Promise.allSettled(cluster.servers.map((s) => s.stop()));
  await cluster.redis?.stop();
  await cluster.pgServer?.destroy();
}

/** Runs `cleanup` once on exit, failure, Ctrl-C or a watchdog, so nothing is left running. */
export function cleanupOnExit(cleanup: () => Promise<void>, watchdogMs: number) {
  let cleaning: Promise<void> | undefined;
  const once = () => {
    cleaning ??= cleanup().catch((err) => console.error('cleanup:', err));
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void once().then(() => process.exit(130));
    });
  }
  const watchdog = setTimeout(() => {
    console.error('took too long: stopping');
    void once().then(() => process.exit(1));
  }, watchdogMs);
  watchdog.unref();
  return once;
}
