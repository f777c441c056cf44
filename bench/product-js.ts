// The JavaScript a product page loads (issue 24): builds nothing itself — give it a built web app (WEB_DIST) —,
// starts the real shop on 127.0.0.1 (fresh data directory, demo catalogue) serving that build, loads
// /product/<first saree> in Debian's Chromium (playwright-core), waits until the network is idle, and sums every
// script response: raw bytes (as built) and gzip -9 of each (what a gzip-only client receives; the server sends
// the build's precompressed .gz), and names any zod chunk. Stops the shop and Chromium itself.
//
//   WEB_DIST=/tmp/web npm run build -w @zariya/web
//   WEB_DIST=/tmp/web CHROME_PATH=/usr/bin/chromium npm run bench:product-js -w @zariya/bench
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { HEADLESS_FLAGS } from '../scripts/ensure-chromium.mjs';
import { root, startShop } from './support.ts';

const WEB_DIST = process.env.WEB_DIST;
if (!WEB_DIST) throw new Error('Set WEB_DIST to a built web app (npm run build -w @zariya/web with WEB_DIST).');
const dist = resolve(root, WEB_DIST);

const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-product-js-'));
const shop = await startShop(dataDir, {
  WEB_DIST: dist,
  DATABASE_URL: '',
  REDIS_URL: '',
  DEMO_CATALOGUE: 'true',
  ADMIN_PASSWORD: 'Bench-marigold-kettle-drum-44',
  NODE_ENV: 'development',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...HEADLESS_FLAGS],
});
try {
  const list = (await (await fetch(`${shop.url}/api/products?category=Saree&limit=1`)).json()) as Array<{
    id: number;
  }>;
  const path = `/product/${list[0].id}`;
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Array<{ file: string; raw: number; gzip: number }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({
          file: new URL(response.url()).pathname.replace('/assets/', ''),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  scripts.sort((a, b) => b.raw - a.raw);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const raw = scripts.reduce((s, x) => s + x.raw, 0);
  const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
  const zod = scripts.filter((s) => /^zod-/.test(s.file)).map((s) => s.file);
  console.log(`${path}: ${scripts.length} scripts, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
  console.log(`zod chunk loaded: ${zod.length > 0 ? zod.join(', ') : 'no'}`);
  for (const s of scripts) console.log(`  ${s.file}  ${kb(s.raw)} KB raw, ${kb(s.gzip)} KB gzip`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await browser.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
