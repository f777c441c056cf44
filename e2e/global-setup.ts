// Starts the real shop (built web app, fresh data dir, demo catalogue) on 127.0.0.1 for the journeys, one per
// worker (E2E_SHOPS, default 2: the journeys of one worker run one after another on its own shop, as they did on
// the one shop before), and stops them by their PIDs afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/ports.ts';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';
import { clearRedisPrefix } from '../apps/server/src/test/redis-prefix.ts';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';

export const E2E_ADMIN_PASSWORD = 'Monsoon-teapot-on-the-Ghat-26';

/** Shops, and so workers, for the journeys (vitest.config.ts reads it too). */
export const E2E_SHOPS = 2;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shops, one per worker: support/shop.ts picks the worker's own. */
    shops: Array<{ baseUrl: string; dataDir: string }>;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`shop server did not become healthy within ${timeoutMs} ms`);
}

/**
 * E2E_MEMORY_TRACE=<file>: every second, the shop's resident memory and, from its metrics, V8's heap in use and
 * the memory outside it (PGlite's WebAssembly memory, buffers); support/memory-trace.ts marks each journey's start.
 */
function traceMemory(baseUrl: string, pid: number | undefined) {
  const trace = process.env.E2E_MEMORY_TRACE;
  if (!trace || !pid) return undefined;
  const metric = (text: string, name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20);
  return setInterval(async () => {
    try {
      const text = await (await fetch(`${baseUrl}/metrics`)).text();
      const heap = metric(text, 'nodejs_heap_size_used_bytes');
      const external = metric(text, 'nodejs_external_memory_bytes');
      appendFileSync(
        trace,
        `${new Date().toISOString()} ${baseUrl} rss ${memoryOf(pid).now} heap ${heap} external ${external}\n`,
      );
    } catch {
      // the shop is stopping
    }
  }, 1_000);
}

/**
 * E2E_HEAP_SNAPSHOTS=<dir>: a heap snapshot of the shop when it is ready and another at the end of the day, in
 * <dir>, to put down what its heap gained over the journeys to what holds it (Chrome DevTools opens them).
 */
async function heapSnapshot(pid: number | undefined) {
  if (!pid) return;
  const dir = process.env.E2E_HEAP_SNAPSHOTS ?? '';
  // Node names them Heap.<date>.<time>.<pid>.<thread>.<sequence>.heapsnapshot: this shop's own.
  const snapshotsIn = () =>
    readdirSync(dir).filter((f) => f.includes(`.${pid}.`) && f.endsWith('.heapsnapshot'));
  const before = snapshotsIn().length;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  // Written once the file's name appears and its size stops changing.
  let size = -1;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1_000));
    const files = snapshotsIn();
    if (files.length <= before) continue;
    const now = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
    if (now === size) return;
    size = now;
  }
}

/** Starts one shop on a fresh data directory and its own Redis prefix; answers it and how to stop it. */
async function startShop(server: string, n: number) {
  const root = new URL('..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-e2e-'));
  const port = await freePort();
  // With REDIS_URL set (CI), each shop keeps its queues, channels and rate limits apart from the other's.
  const redisPrefix = `zariya-e2e-${process.pid}-${n}:`;
  // The flags and malloc settings `npm start` runs the server with (scripts/start.mjs).
  const snapshots = process.env.E2E_HEAP_SNAPSHOTS;
  const snapshotFlags = snapshots ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`] : [];
  const child = spawn(process.execPath, [...serverNodeFlags(), ...snapshotFlags, server], {
    cwd: root,
    env: {
      ...serverEnv(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The shop's own address: drawn pages' canonical links and structured data use it, never the Host.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_PREFIX: redisPrefix,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 150_000);
  const tracing = traceMemory(baseUrl, child.pid);
  if (snapshots) await heapSnapshot(child.pid);
  const stop = async () => {
    if (tracing) clearInterval(tracing);
    if (child.pid && child.exitCode === null) {
      // How much memory the shop took at its most over the journeys' day of shopping (issue 24, bench/RESULTS.md).
      const taking = snapshots ? ' (taking a heap snapshot raises it: not a figure)' : '';
      console.log(`e2e shop ${n}: peak memory (VmHWM) ${memoryOf(child.pid).peak} MiB${taking}`);
      if (snapshots) await heapSnapshot(child.pid);
      process.kill(child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await clearRedisPrefix(redisPrefix);
  };
  return { shop: { baseUrl, dataDir }, stop };
}

export default async function setup(project: TestProject) {
  // The server as `npm start` runs it: bundled (scripts/server-build.mjs), on plain node.
  const server = await ensureServerBuild();
  const count = Math.max(1, Number(process.env.E2E_SHOPS ?? E2E_SHOPS));
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startShop(server, i + 1)));
  const stops = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value.stop] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(stops.map((stop) => stop()));
    throw failed.reason;
  }
  project.provide(
    'shops',
    started.flatMap((r) => (r.status === 'fulfilled' ? [r.value.shop] : [])),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
