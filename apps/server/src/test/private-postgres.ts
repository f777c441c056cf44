// A throwaway PostgreSQL server of the tests' own (initdb in a temporary directory, its own port), so that a
// test can stop and start it without touching the machine's PostgreSQL on 5432. Run as the `postgres` user when
// the tests run as root (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export const canRunPrivatePostgres = (): boolean => postgresBin() !== undefined;

function postgresUid(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export type PrivatePostgres = {
  url: string;
  port: number;
  /** `fast` waits for clients to be told; `immediate` is a crash (no checkpoint). */
  stop: (mode?: 'fast' | 'immediate') => void;
  start: () => void;
  /** Stops it and removes its directory. */
  destroy: () => void;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'zariya-pg-'));
  const data = join(dir, 'data');
  const owner = postgresUid();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, {
      stdio: 'pipe',
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
      timeout: 60_000,
    });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: () => {
      try {
        stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
