// Measures the first start (make the database, migrate, seed the demo catalogue with artwork) and a later start of
// the shop: how long each took to answer, and the server's peak memory (VmHWM) once it answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from './support.ts';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-start-'));
  try {
    const first = await startShop(dataDir);
    const products =
      (await (await fetch(`${first.url}/api/products?limit=1`)).headers.get('x-total-count')) ?? '?';
    const firstPeak = first.peakMiB();
    await first.stop();
    const later = await startShop(dataDir);
    const laterPeak = later.peakMiB();
    await later.stop();
    console.log(
      `first start (empty data dir, seeds ${products} products): ${(first.startMs / 1000).toFixed(1)} s, server peak ${firstPeak} MiB`,
    );
    console.log(
      `later start (same data dir): ${(later.startMs / 1000).toFixed(1)} s, server peak ${laterPeak} MiB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
