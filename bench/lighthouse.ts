// Page audits: builds the web app into its own folder, starts the real shop on 127.0.0.1 (fresh data
// directory, demo catalogue), and runs Lighthouse 13 (default mobile preset, Debian Chromium) on the home page,
// a category page and a product page. Reports the four category scores, CLS, LCP, TBT, the JavaScript the
// page loads before any interaction (as transferred and gzip-compressed), whether any admin-only chunk was
// loaded, and the audits that fell short with the elements they name. Stops the server and Chromium itself.
//
//   npm run bench:lighthouse -w @zariya/bench
//   env: BENCH_WEB_DIST (/tmp/web-bench), BENCH_SKIP_BUILD=1 (reuse that build), BENCH_LH_RUNS (1; the run
//        with the median performance score is reported), BENCH_DATA_DIR (reuse a data directory, kept),
//        BENCH_LANGUAGE (en; hi audits the pages in Hindi: the language cookie goes with every request, so the
//        server draws them in Hindi; results go to lighthouse-hi.md and .json)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HEADLESS_FLAGS } from '../scripts/ensure-chromium.mjs';
import { root, startShop } from './support.ts';

const WEB_DIST = process.env.BENCH_WEB_DIST ?? '/tmp/web-bench';
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
const LANGUAGE = process.env.BENCH_LANGUAGE === 'hi' ? 'hi' : 'en';
const RESULTS_NAME = LANGUAGE === 'hi' ? 'lighthouse-hi' : 'lighthouse';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = HEADLESS_FLAGS;
const TARGETS = { performance: 95, accessibility: 95, cls: 0.05, jsGzipKb: 150 };
const resultsDir = new URL('./results/', import.meta.url).pathname;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audit = Lhr['audits'][string];
type Item = Record<string, unknown>;

// ---- Which chunks of the build are admin code: reachable from an admin route chunk and from nothing else.

function chunkGraph(dist: string) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const staticEdges = new Map<string, string[]>();
  const dynamicEdges = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    const statics = [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
    const dynamics = [...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
    staticEdges.set(file, [...new Set(statics)]);
    dynamicEdges.set(file, [...new Set(dynamics)]);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
  const reach = (starts: string[]) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...(staticEdges.get(f) ?? []));
    }
    return seen;
  };
  const lazy = [...new Set([...dynamicEdges.values()].flat())];
  const isAdminRoute = (f: string) => /^admin/i.test(f);
  const shopper = reach([entry, ...lazy.filter((f) => !isAdminRoute(f))]);
  const adminOnly = [...reach(lazy.filter(isAdminRoute))].filter((f) => !shopper.has(f));
  return { entry, adminOnly: new Set(adminOnly), files };
}

// ---- Lighthouse

function median<T>(list: T[], key: (t: T) => number): T {
  const sorted = [...list].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function nodeLabel(item: Item): string | undefined {
  const node = (item.node ?? item) as {
    type?: string;
    selector?: string;
    snippet?: string;
    nodeLabel?: string;
  };
  if (node.type !== 'node') return undefined;
  const flat = (text?: string, max = 120) => {
    const one = text?.replace(/\s+/g, ' ').trim();
    return one && one.length > max ? `${one.slice(0, max - 3)}...` : one;
  };
  const snippet = flat(node.snippet);
  const label = flat(node.nodeLabel, 60);
  return [node.selector, snippet && `\`${snippet}\``, label && `"${label}"`].filter(Boolean).join(' ');
}

/** Elements or URLs an audit names, for the report: 'where to look'. */
function auditItems(audit: Audit, limit = 6): string[] {
  const details = audit.details as { items?: Item[] } | undefined;
  const out: string[] = [];
  // Some audits (insights) give details without a list of items.
  for (const item of Array.isArray(details?.items) ? details.items : []) {
    const sub = (item.subItems as { items?: unknown } | undefined)?.items;
    const nested = [item.items, sub].flatMap((x) => (Array.isArray(x) ? (x as Item[]) : []));
    const label = nodeLabel(item) ?? nested.map(nodeLabel).find(Boolean);
    const url = typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : undefined;
    const extra = [
      typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB wasted` : '',
      typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms` : '',
      typeof item.score === 'number' && audit.id === 'layout-shifts' ? `shift ${item.score.toFixed(3)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const text = [label ?? url, extra].filter(Boolean).join(' — ');
    if (text) out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}

/** Audits of a category that did not pass, with what they name. */
function shortfalls(lhr: Lhr, category: string) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9) &&
        !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode),
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? '',
      items: auditItems(a),
    }));
}

/** Diagnostics worth naming even when they pass: the LCP element and every layout shift. */
function diagnostics(lhr: Lhr) {
  const pick = (id: string) => (lhr.audits[id] ? auditItems(lhr.audits[id], 10) : []);
  return {
    lcpElement: pick('largest-contentful-paint-element'),
    layoutShifts: pick('layout-shifts'),
    longTasks: pick('long-tasks'),
    renderBlocking: pick('render-blocking-resources'),
  };
}

function scripts(lhr: Lhr, dist: string) {
  const items = ((lhr.audits['network-requests']?.details as { items?: Item[] })?.items ?? []).filter(
    (i) => i.resourceType === 'Script',
  );
  return items.map((i) => {
    const url = String(i.url);
    const path = new URL(url).pathname;
    let gzip = Number.NaN;
    try {
      gzip = gzipSync(readFileSync(join(dist, path))).length;
    } catch {
      // not a file of the build
    }
    return { path, transferBytes: Number(i.transferSize ?? 0), gzipBytes: gzip };
  });
}

type PageResult = {
  name: string;
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  jsTransferKb: number;
  jsGzipKb: number;
  scripts: Array<{ path: string; transferBytes: number; gzipBytes: number }>;
  adminChunksLoaded: string[];
  shortfalls: Record<string, ReturnType<typeof shortfalls>>;
  diagnostics: ReturnType<typeof diagnostics>;
  runs: number[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; ~1000+ is a fast desktop). */
  benchmarkIndex: number;
};

/** One Lighthouse run; a failed trace recording (NO_NAVSTART and the like, seen on a busy machine) is retried twice. */
async function audit(port: number, url: string, attempt = 1): Promise<Lhr> {
  try {
    return await auditOnce(port, url);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.log(`${url}: ${(err as Error).message}; trying again`);
    return audit(port, url, attempt + 1);
  }
}

let lastLighthouseVersion = '?';

async function auditOnce(port: number, url: string): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(LANGUAGE === 'hi' ? { extraHeaders: { Cookie: 'zariya_lang=hi' } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  lastLighthouseVersion = result.lhr.lighthouseVersion;
  return result.lhr;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log(`building the web app into ${WEB_DIST}`);
    execFileSync('npm', ['run', 'build', '-w', '@zariya/web'], {
      cwd: root,
      env: { ...process.env, WEB_DIST },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const graph = chunkGraph(WEB_DIST);
  console.log(`build: ${graph.files.length} chunks, ${graph.adminOnly.size} of them admin-only`);

  // BENCH_DATA_DIR keeps an already seeded shop between runs while developing (it is then not removed).
  const keepData = Boolean(process.env.BENCH_DATA_DIR);
  const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'zariya-bench-lh-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'zariya-bench-lh-chrome-'));
  let shop: Awaited<ReturnType<typeof startShop>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    shop = await startShop(dataDir, {
      WEB_DIST,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_CATALOGUE: 'true',
      ADMIN_PASSWORD: 'Bench-marigold-kettle-drum-44',
      NODE_ENV: 'development',
    });
    console.log(`shop on ${shop.url} (started in ${(shop.startMs / 1000).toFixed(1)} s)`);
    const list = (await (await fetch(`${shop.url}/api/products?category=Saree&limit=1`)).json()) as Array<{
      id: number;
    }>;
    if (!list[0]) throw new Error('no saree in the demo catalogue');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'category (sarees)', path: '/saree' },
      { name: 'product', path: `/product/${list[0].id}` },
    ];

    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profileDir,
      logLevel: 'error',
    });
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(chrome.port, shop.url + page.path));
        const m = (id: string) => Math.round(Number(runs[i].audits[id]?.numericValue ?? Number.NaN));
        console.log(
          `${page.name} run ${i + 1}: performance ${score(runs[i], 'performance')} (FCP ${m('first-contentful-paint')} ms, LCP ${m('largest-contentful-paint')} ms, TBT ${m('total-blocking-time')} ms, SI ${m('speed-index')} ms)`,
        );
      }
      const lhr = median(runs, (r) => score(r, 'performance'));
      const loaded = scripts(lhr, WEB_DIST);
      const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
      results.push({
        name: page.name,
        path: page.path,
        scores: {
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
        },
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        jsTransferKb: Math.round(loaded.reduce((s, x) => s + x.transferBytes, 0) / 102.4) / 10,
        jsGzipKb: Math.round(loaded.reduce((s, x) => s + (x.gzipBytes || 0), 0) / 102.4) / 10,
        scripts: loaded,
        adminChunksLoaded: loaded
          .map((s) => s.path.replace(/^\/assets\//, ''))
          .filter((f) => graph.adminOnly.has(f) || /^admin/i.test(f)),
        shortfalls: Object.fromEntries(
          ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, shortfalls(lhr, c)]),
        ),
        diagnostics: diagnostics(lhr),
        runs: runs.map((r) => score(r, 'performance')),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }

    const table = [
      '| page | performance | accessibility | best practices | SEO | CLS | LCP | TBT | FCP | JS transferred | JS gzip | admin chunks | benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${r.scores.performance}${RUNS > 1 ? ` (runs ${r.runs.join(', ')})` : ''} | ${r.scores.accessibility} | ${r.scores.bestPractices} | ${r.scores.seo} | ${r.cls} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.fcpMs} ms | ${r.jsTransferKb} KB | ${r.jsGzipKb} KB | ${r.adminChunksLoaded.length === 0 ? 'none' : r.adminChunksLoaded.join(', ')} | ${r.benchmarkIndex} |`,
      ),
    ].join('\n');
    const verdicts = results.flatMap((r) => {
      const v = (ok: boolean, text: string) => `${r.name}: ${text}: ${ok ? 'met' : 'MISSED'}`;
      return [
        v(
          r.scores.performance >= TARGETS.performance,
          `performance ${r.scores.performance} (≥ ${TARGETS.performance})`,
        ),
        v(
          r.scores.accessibility >= TARGETS.accessibility,
          `accessibility ${r.scores.accessibility} (≥ ${TARGETS.accessibility})`,
        ),
        v(r.cls < TARGETS.cls, `CLS ${r.cls} (< ${TARGETS.cls})`),
        v(r.jsGzipKb <= TARGETS.jsGzipKb, `JS ${r.jsGzipKb} KB gzip (≤ ${TARGETS.jsGzipKb})`),
        v(r.adminChunksLoaded.length === 0, 'no admin code loaded'),
      ];
    });
    console.log(`\n${table}\n\n${verdicts.join('\n')}\n`);

    const details = results.flatMap((r) => [
      `### ${r.name} \`${r.path}\``,
      '',
      `Scripts before interaction: ${r.scripts.map((s) => `${s.path.replace('/assets/', '')} (${(s.gzipBytes / 1024).toFixed(1)} KB gzip)`).join(', ')}`,
      '',
      `LCP element: ${r.diagnostics.lcpElement.join('; ') || '—'}`,
      '',
      `Layout shifts: ${r.diagnostics.layoutShifts.join('; ') || 'none'}`,
      '',
      `Render-blocking: ${r.diagnostics.renderBlocking.join('; ') || 'none'}`,
      '',
      ...Object.entries(r.shortfalls).flatMap(([category, list]) =>
        list.length === 0
          ? []
          : [
              `**${category}** — audits that fell short:`,
              '',
              ...list.flatMap((a) => [
                `- ${a.title} (\`${a.id}\`, score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`,
                ...a.items.map((i) => `  - ${i}`),
              ]),
              '',
            ],
      ),
    ]);
    const date = new Date().toISOString();
    const lighthouseVersion = lastLighthouseVersion;
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, `${RESULTS_NAME}.md`),
      [
        `# Lighthouse, ${date}`,
        '',
        `Lighthouse ${lighthouseVersion}, default mobile preset (simulated slow 4G, 4× CPU slowdown), ${CHROME_PATH}, ${RUNS} run(s) per page (median by performance). Machine: ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; load average at the end ${loadavg()[0].toFixed(2)} (2 means both cores busy).`,
        '',
        table,
        '',
        ...verdicts.map((v) => `- ${v}`),
        '',
        '## Details',
        '',
        ...details,
      ].join('\n'),
    );
    writeFileSync(
      join(resultsDir, `${RESULTS_NAME}.json`),
      `${JSON.stringify({ date, runs: RUNS, results }, null, 2)}\n`,
    );
    console.log(`written: bench/results/${RESULTS_NAME}.md and .json`);
  } finally {
    await chrome?.kill();
    await shop?.stop();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
