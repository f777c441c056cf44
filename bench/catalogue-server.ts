// Child process of catalogue.ts: the real shop (buildApp) on the benchmark database and a bare Fastify route,
// each on a free 127.0.0.1 port. Runs apart from autocannon so that client and server do not share a thread,
// and so that its memory (peak RSS) is the server's alone. BENCH_DATABASE_URL is a postgres:// URL or a PGlite
// data directory (the embedded default), opened as server.ts opens it.
// Reports the ports over IPC; closes everything on SIGTERM or when the parent goes away.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadCheckedConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('catalogue-server.ts is started by catalogue.ts');
  const embedded = !/^postgres(ql)?:\/\//.test(databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-cat-'));
  // As server.ts reads it: ADMIN_PASSWORD judged in the password worker, which ends once idle.
  const config = await loadCheckedConfig({
    NODE_ENV: 'development',
    ...(embedded ? {} : { DATABASE_URL: databaseUrl }),
    DATA_DIR: dataDir,
    DEMO_CATALOGUE: 'false',
    ADMIN_PASSWORD: 'Bench-marigold-kettle-drum-44',
    LOG_LEVEL: 'silent',
  });
  // Opened the way server.ts opens it: migrations run here (already applied by the parent, so a no-op).
  const database = await openDatabase(databaseUrl);
  const app = await buildApp({ config, database, logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, shop: 'Zariya', items: [1, 2, 3] }));

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled([app.close(), bare.close()]);
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  process.on('disconnect', () => void close());

  await app.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (server: { address(): ReturnType<Server['address']> }) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  // BENCH_MEMORY_DETAIL=1: the server's memory by kind on stderr every 5 s (the heap, and outside it PGlite's
  // WebAssembly memory and buffers).
  if (process.env.BENCH_MEMORY_DETAIL === '1') {
    const mib = (n: number) => n >> 20;
    setInterval(() => {
      const m = process.memoryUsage();
      console.error(
        `memory: rss ${mib(m.rss)} MiB, heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)}, external ${mib(m.external)}, array buffers ${mib(m.arrayBuffers)}`,
      );
    }, 5_000).unref();
  }
  process.send({ appPort: portOf(app.server), barePort: portOf(bare.server) });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
