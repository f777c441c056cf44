import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startShop } from './support.ts';
const shop = await startShop(mkdtempSync(join(tmpdir(), 'zx-')), { WEB_DIST: '/tmp/web-bench', DATABASE_URL: '', REDIS_URL: '', DEMO_CATALOGUE: 'true', ADMIN_PASSWORD: 'x-bench-admin-pass', NODE_ENV: 'development' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const base = await (await fetch(shop.url + (process.env.PAGE ?? '/'))).text();
const variants: Record<string, (h: string) => string> = JSON.parse('{}');
const mods = await import(process.env.MODS ?? '/tmp/exp/mods.ts');
Object.assign(variants, mods.variants);
// DOM variants: made in a page with the scripts stripped, then serialised.
if (mods.domVariants) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const stripped = base.replace(/<script\b[^>]*type="module"[^>]*><\/script>/g, '');
  for (const [name, fnSrc] of Object.entries(mods.domVariants as Record<string, string>)) {
    await page.setContent(stripped);
    await page.evaluate(fnSrc);
    const out = '<!DOCTYPE html>' + (await page.evaluate(() => document.documentElement.outerHTML));
    const scripts = base.match(/<script\b[^>]*type="module"[^>]*><\/script>/g) ?? [];
    variants[name] = () => out.replace('</head>', scripts.join('') + '</head>');
  }
  await ctx.close();
}
const results: Record<string, number[][]> = {};
for (let round = 0; round < Number(process.env.ROUNDS ?? 5); round++) {
  for (const [name, fn] of Object.entries(variants)) {
    const html = fn(base);
    const ctx = await browser.newContext({ javaScriptEnabled: process.env.JS === '1', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.route(shop.url + (process.env.PAGE ?? '/'), (r) => r.fulfill({ body: html, contentType: 'text/html' }));
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(shop.url + (process.env.PAGE ?? '/'));
    await page.waitForTimeout(1500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
    (results[name] ??= []).push([m.RecalcStyleDuration * 1000, m.LayoutDuration * 1000, m.ScriptDuration * 1000, m.TaskDuration * 1000, m.Nodes]);
    await ctx.close();
  }
}
const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [name, rs] of Object.entries(results)) {
  console.log(name.padEnd(20), ['style', 'layout', 'script', 'task', 'nodes'].map((k, i) => `${k} ${med(rs.map((r) => r[i])).toFixed(0)}`).join('  '));
}
await browser.close();
await shop.stop();
