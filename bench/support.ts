// Starts the shop on a free 127.0.0.1 port with its own data directory and stops it by PID.
import { type ChildProcess, spawn } from 'node:child_process';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
    env: {
      ...process.env,
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
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
