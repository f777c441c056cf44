// The primary of `npm start` with WEB_CONCURRENCY above 1 (decision 0030): prepares the database once
// (migrations, the owner's password, the demo seed), then runs that many workers on node:cluster, which share
// the port. A worker that dies is started again (sooner or later: one that keeps dying at start waits up to 30 s
// between tries); SIGTERM or SIGINT is passed to every worker, each drains and closes, then the primary exits.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { installClusterMetrics } from './lib/metrics-cluster.ts';

const say = (msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg })}\n`,
  );

/** A worker that lived this long had a good start: the next restart waits no longer than the first. */
const HEALTHY_AFTER_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

export async function runPrimary(
  config: Config,
  prepare: (config: Config, log: (msg: string) => void) => Promise<void>,
) {
  await prepare(config, (msg) => say(msg));
  // A scrape of any worker's /metrics answers for all of them (lib/metrics-cluster.ts).
  installClusterMetrics();

  const startedAt = new Map<Worker, number>();
  let quickDeaths = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived > HEALTHY_AFTER_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    say('worker exited; starting another', { worker: worker.process.pid, code, signal, restartInMs: delay });
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    // Workers give up draining after 10 s themselves; this is the bound on the whole.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.webConcurrency; i++) fork();
  say(`running ${config.webConcurrency} worker processes on port ${config.port}`);
}
