// Password strength (zxcvbn-ts, packages/shared/src/password-strength.ts) judged in a worker thread (piscina). On the
// event loop one estimate took 5–30 ms of CPU (94 ms the first), holding up every other request meanwhile, and its
// word lists took about 26 MiB of heap for the life of the process. The thread starts with the first check and ends
// after ten seconds without one, which gives that memory back (issue 16, decision 0036).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PasswordVerdict } from '@zariya/shared/password-strength';
import { Piscina } from 'piscina';

export type PasswordCheck =
  | { kind: 'shopper'; password: string; personal: string[] }
  | { kind: 'admin'; password: string };

let idleMs = 10_000;
let pool: Piscina | undefined;
/** Checks asked and not yet answered. */
let owed = 0;

/**
 * The worker: its bundle beside this module's (scripts/server-build.mjs builds it there), or else the TypeScript
 * source through tsx (password-worker-source.mjs: tests, `npm run dev`).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const bundled = join(dirname(here), 'password-worker.mjs');
  if (!here.endsWith('.ts') && existsSync(bundled)) return bundled;
  return join(dirname(here), 'password-worker-source.mjs');
}

/** The verdict on a password, judged off the event loop. */
export async function judgePassword(check: PasswordCheck): Promise<PasswordVerdict> {
  pool ??= new Piscina({
    filename: pathToFileURL(workerFile()).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleMs,
    // Its young generation: lib/worker-heap.ts.
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  owed++;
  try {
    return (await pool.run(check)) as PasswordVerdict;
  } finally {
    owed--;
  }
}

/** Ends the worker now if it owes no check (after the one check at start, before the database opens). */
export async function endPasswordWorker(): Promise<void> {
  const ending = pool;
  if (!ending || owed > 0) return;
  pool = undefined;
  await ending.destroy();
}

/** How long the worker outlives its last check (tests shorten it; the next check starts a worker with it). */
export async function setPasswordWorkerIdle(ms: number): Promise<void> {
  idleMs = ms;
  await endPasswordWorker();
}

/** Whether a worker thread is running now (tests). */
export const passwordWorkerRunning = () => (pool?.threads.length ?? 0) > 0;
