// Starts the shop on a free 127.0.0.1 port with its own data directory and stops it by PID.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';
import { readSmsOutbox } from '../apps/server/src/test/accounts.ts';
import { freePort } from '../apps/server/src/test/ports.ts';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';

export const root = new URL('..', import.meta.url).pathname;

/** The server as `npm start` runs it: bundled (scripts/server-build.mjs), with its V8 flags. */
export async function serverArgs(): Promise<string[]> {
  return [...serverNodeFlags(), await ensureServerBuild()];
}

export async function startShop(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const args = await serverArgs();
  const started = Date.now();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    // The environment `npm start` gives the server (malloc's settings, scripts/server-flags.mjs).
    env: {
      ...serverEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid as number,
    startMs: Date.now() - started,
    /** The server's peak resident memory so far (VmHWM), MiB. */
    peakMiB: () => memoryOf(child.pid).peak,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export type Shop = Awaited<ReturnType<typeof startShop>>;

/** Runs `use` against the shop started on a fresh data directory (`zariya-bench-<name>-…`); then stops it and removes the directory. */
export async function withShop<T>(
  name: string,
  env: Record<string, string>,
  use: (shop: Shop, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `zariya-bench-${name}-`));
  const shop = await startShop(dataDir, env);
  try {
    return await use(shop, dataDir);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The newest code the shop's development SMS outbox (`DATA_DIR/outbox/sms`) holds for a ten-digit number. */
export function smsCode(dataDir: string, mobile: string): string | undefined {
  return readSmsOutbox(join(dataDir, 'outbox', 'sms'))
    .filter((m) => m.mobiles === `91${mobile}`)
    .at(-1)?.otp;
}

/**
 * Sign-up as the web does it (decision 0046): the details (202, a code to her mobile by SMS), then the details with
 * the code read from the shop's outbox. Answers the last response (the first one when it was not 202).
 */
export async function signUpWithCode<R extends { status: number }>(
  send: (body: Record<string, unknown>) => Promise<R>,
  body: Record<string, unknown> & { contact: string },
  dataDir: string,
): Promise<R> {
  const first = await send(body);
  if (first.status !== 202) return first;
  const otp = smsCode(dataDir, body.contact);
  if (!otp) throw new Error(`no SMS code for ${body.contact}`);
  return send({ ...body, otp });
}
