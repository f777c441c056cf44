// Memory of the server while requests with random query strings reach a server-drawn category page
// (issue 11): unknown parameters must share one cached page; random values of the parameters the page reads
// make new pages, held within the drawn-page cache's byte budget (DRAWN_PAGES_MAX_BYTES, 24 MB).
// Needs a web build with its server entry: WEB_DIST=/tmp/web npm run build -w @zariya/web, then
// WEB_DIST=/tmp/web npm run bench:drawn-pages -w @zariya/bench
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 600);
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const noise = () => Math.random().toString(36).slice(2);

const dataDir = mkdtempSync(join(tmpdir(), 'zariya-drawn-'));
const shop = await startShop(dataDir, { DEMO_CATALOGUE: 'true' });
try {
  const get = async (path: string) => {
    const res = await fetch(`${shop.url}${path}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return body.includes('id="zariya-state"');
  };
  if (!(await get('/saree')))
    throw new Error('/saree was not drawn by the server: is WEB_DIST a full build?');
  for (let i = 0; i < 20; i++) await get('/saree');
  const rows: Array<[string, number, number, number]> = [];
  const phase = async (label: string, path: () => string) => {
    const before = rssMb(shop.pid);
    let drawn = 0;
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i++) if (await get(path())) drawn += 1;
    rows.push([label, before, rssMb(shop.pid), (Date.now() - started) / REQUESTS]);
    if (drawn !== REQUESTS) console.warn(`${label}: ${REQUESTS - drawn} answers were the plain shell`);
  };
  await phase(
    'unknown query strings (`/saree?<random>=<random>&utm_source=…`)',
    () => `/saree?${noise()}=${noise().repeat(6)}&utm_source=${noise()}`,
  );
  await phase(
    'random values of a parameter the page reads (`/saree?brand=<random>`)',
    () => `/saree?brand=${noise()}`,
  );
  // The drawings' own garbage inflates the first reading; a bounded cache stops growing after it.
  await phase('600 more random values of that parameter', () => `/saree?brand=${noise()}`);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${REQUESTS} requests a phase`,
  );
  console.log('| phase | RSS before | RSS after | growth | ms a request |\n|---|---|---|---|---|');
  for (const [label, before, after, ms] of rows)
    console.log(
      `| ${label} | ${before.toFixed(0)} MB | ${after.toFixed(0)} MB | ${(after - before).toFixed(0)} MB | ${ms.toFixed(1)} |`,
    );
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
