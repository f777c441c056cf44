// Password strength (zxcvbn-ts, packages/shared/src/password-strength.ts) judged in a worker thread. On the event
// loop one estimate took 5–30 ms of CPU (94 ms the first), holding up every other request meanwhile, and its word
// lists took about 26 MiB of heap for the life of the process. The worker starts with the first check and ends
// after ten seconds without one, which gives that memory back (issue 16, decision 0036).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PasswordVerdict } from '@zariya/shared/password-strength';

export type PasswordCheck =
  | { kind: 'shopper'; password: string; personal: string[] }
  | { kind: 'admin'; password: string };

let idleMs = 10_000;

/** How long the worker outlives its last check (tests shorten it). */
export const setPasswordWorkerIdle = (ms: number) => {
  idleMs = ms;
};

/**
 * The worker: its bundle beside this module's (scripts/server-build.mjs builds it there), or else the TypeScript
 * source through tsx (password-worker-source.mjs: tests, `npm run dev`).
 */
function newWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  const bundled = join(dirname(here), 'password-worker.mjs');
  const options = { resourceLimits: { maxOldGenerationSizeMb: 96 } };
  if (!here.endsWith('.ts') && existsSync(bundled)) return new Worker(bundled, options);
  return new Worker(join(dirname(here), 'password-worker-source.mjs'), options);
}

type Pending = { resolve: (verdict: PasswordVerdict) => void; reject: (err: Error) => void };
/** The running worker and the checks it owes: a worker that ends fails only its own. */
type Running = { worker: Worker; pending: Map<number, Pending> };

let running: Running | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 1;

function start(): Running {
  const r: Running = { worker: newWorker(), pending: new Map() };
  r.worker.on('message', ({ id, verdict }: { id: number; verdict: PasswordVerdict }) => {
    r.pending.get(id)?.resolve(verdict);
    r.pending.delete(id);
    settle(r);
  });
  const fail = (err: Error) => {
    if (running === r) running = undefined;
    for (const p of r.pending.values()) p.reject(err);
    r.pending.clear();
  };
  r.worker.on('error', fail);
  r.worker.on('exit', (code) => fail(new Error(`the password check stopped (exit ${code})`)));
  return r;
}

/** Nothing waiting: the process may exit without it, and it ends when idle for `idleMs`. */
function settle(r: Running) {
  if (r.pending.size > 0) return;
  r.worker.unref();
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (running === r && r.pending.size === 0) {
      running = undefined;
      void r.worker.terminate();
    }
  }, idleMs).unref();
}

/** The verdict on a password, judged off the event loop. */
export function judgePassword(check: PasswordCheck): Promise<PasswordVerdict> {
  running ??= start();
  const r = running;
  r.worker.ref();
  clearTimeout(idle);
  const id = nextId++;
  return new Promise<PasswordVerdict>((resolve, reject) => {
    r.pending.set(id, { resolve, reject });
    r.worker.postMessage({ id, check });
  });
}

/** Ends the worker now if it owes no check (after the one check at start, before the database opens). */
export async function endPasswordWorker(): Promise<void> {
  const r = running;
  if (!r || r.pending.size > 0) return;
  running = undefined;
  clearTimeout(idle);
  await r.worker.terminate();
}

/** Whether the worker is running now (tests). */
export const passwordWorkerRunning = () => running !== undefined;
