// The catalogue import at scale (issue 27 must-show): a BENCH_IMPORT_ROWS-row CSV (default 20,000: 2,500 products ×
// 8 variants, 4 sizes × 2 colours, split stock) in the shop's own columns, into a fresh database on each of
// BENCH_DATABASES (postgres,pglite). Through the real app (buildApp + inject, admin token): the dry run
// (POST /api/admin/catalogue/import/check), then the import (POST /api/admin/catalogue/import → job id) and the
// job polled every 200 ms (GET /api/admin/catalogue/jobs/:id) to its end. Reports wall time of each and the
// process's memory sampled every 100 ms from /proc/self/status: the app runs in this process (as the dashboard
// bench does), so the peak is the server's plus the file held by the bench (a few MB). Writes results/catalogue-import.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import Papa from 'papaparse';
import { adminApp, type Kind, memory, openBenchDatabase } from './bench-db.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Kind[];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Red', 'Blue'];
const CATEGORIES = ['Saree', 'Women Ethnic', 'Women Western', 'Accessories', 'Salwar & Suits'];
const root = new URL('..', import.meta.url).pathname;

function shopCsv(rows: number) {
  const products = Math.ceil(rows / 8);
  const out: Array<Record<string, string>> = [];
  for (let p = 1; p <= products && out.length < rows; p++) {
    const price = 500 + ((p * 37) % 4500);
    for (const size of SIZES)
      for (const color of COLOURS) {
        if (out.length >= rows) break;
        out.push({
          handle: `bench-kurta-${p}`,
          title: `Bench Kurta ${p}`,
          brand: 'Bench Looms',
          category: CATEGORIES[p % CATEGORIES.length],
          description: `Soft cotton kurta number ${p}, hand block printed.`,
          material: 'Cotton',
          available: 'TRUE',
          status: 'active',
          stock_mode: 'split',
          stock: '',
          sizes: SIZES.join(','),
          colors: COLOURS.join(','),
          size,
          color,
          sku: `BK${p}-${size}-${color.toUpperCase()}`,
          variant_stock: String((p + size.length) % 20),
          price: String(price),
          mrp: String(price + 500),
        });
      }
  }
  return Papa.unparse(out, { columns: [...SHOP_CSV_COLUMNS] });
}

type Run = {
  database: Kind;
  bytes: number;
  checkSeconds: number;
  importSeconds: number;
  created: number;
  status: string;
  peakRss: number;
  rssBefore: number;
  load: [number, number];
};

async function runOn(kind: Kind, csv: string): Promise<Run> {
  const { handle, drop } = await openBenchDatabase(kind, 'import');
  const { app, headers, close } = await adminApp(handle);
  const load0 = loadavg()[0];
  const rssBefore = memory().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory().rss);
  }, 100);
  try {
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
    let t0 = performance.now();
    const check = await post('/api/admin/catalogue/import/check');
    const checkSeconds = (performance.now() - t0) / 1000;
    if (check.statusCode !== 200) throw new Error(`check: ${check.statusCode} ${check.body.slice(0, 500)}`);
    const checked = check.json();
    console.log(
      `[${kind}] check ${checkSeconds.toFixed(1)} s: ${checked.rows} rows, ${checked.creates} creates, ${(checked.problems ?? []).length} problems`,
    );
    t0 = performance.now();
    const started = await post('/api/admin/catalogue/import');
    if (started.statusCode !== 202)
      throw new Error(`import: ${started.statusCode} ${started.body.slice(0, 500)}`);
    const { jobId } = started.json() as { jobId: number };
    let job: {
      status: string;
      done: number;
      total: number;
      counts?: { created?: number };
      problems?: string[];
    };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const res = await app.inject({ method: 'GET', url: `/api/admin/catalogue/jobs/${jobId}`, headers });
      job = res.json();
      if (job.status === 'done' || job.status === 'failed') break;
    }
    const importSeconds = (performance.now() - t0) / 1000;
    console.log(
      `[${kind}] import ${importSeconds.toFixed(1)} s: ${job.status}`,
      job.counts,
      job.problems?.slice(0, 3),
    );
    peakRss = Math.max(peakRss, memory().rss);
    return {
      database: kind,
      bytes: csv.length,
      checkSeconds,
      importSeconds,
      created: job.counts?.created ?? 0,
      status: job.status,
      peakRss,
      rssBefore,
      load: [load0, loadavg()[0]],
    };
  } finally {
    clearInterval(sampler);
    await close();
    await handle.close();
    await drop();
  }
}

async function main() {
  const csv = shopCsv(ROWS);
  const runs: Run[] = [];
  for (const kind of DATABASES) runs.push(await runOn(kind, csv));
  const table = [
    `| database | rows (file) | dry run | import (queued → done) | products created | peak RSS (before) | load average (start → end) |`,
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.database} | ${ROWS.toLocaleString('en-US')} (${(r.bytes / 2 ** 20).toFixed(1)} MB) | ${r.checkSeconds.toFixed(1)} s | ${r.importSeconds.toFixed(1)} s (${r.status}) | ${r.created.toLocaleString('en-US')} | ${r.peakRss.toFixed(0)} MiB (${r.rssBefore.toFixed(0)} MiB) | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} |`,
    ),
  ].join('\n');
  console.log(table);
  writeFileSync(
    join(root, 'bench/results/catalogue-import.md'),
    `# Catalogue import (${new Date().toISOString().slice(0, 16)} UTC)\n\n${table}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
