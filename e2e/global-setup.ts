// Starts the real shop (built web app, fresh data dir, demo catalogue) on 127.0.0.1 for the journeys,
// and stops it by its PID afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/ports.ts';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../scripts/server-build.mjs';

export const E2E_ADMIN_PASSWORD = 'Monsoon-teapot-on-the-Ghat-26';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
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

export default async function setup(project: TestProject) {
  const root = new URL('..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-e2e-'));
  const port = await freePort();
  // The server as `npm start` runs it: bundled (scripts/server-build.mjs), on plain node.
  const server = await ensureServerBuild();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The shop's own address: drawn pages' canonical links and structured data use it, never the Host.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 150_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
