// Measures the first start (migrate + seed the demo catalogue with artwork) and a later start of the shop.
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
    await first.stop();
    const later = await startShop(dataDir);
    await later.stop();
    console.log(
      `first start (empty data dir, seeds ${products} products): ${(first.startMs / 1000).toFixed(1)} s`,
    );
    console.log(`later start (same data dir): ${(later.startMs / 1000).toFixed(1)} s`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
