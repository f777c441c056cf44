// Pages in the shopper's language (decision 0033): the zariya_lang cookie picks the language of the drawn
// page and of the shell (<html lang>, the header's first-paint texts), each language is a drawn page of its
// own, and a Hindi page is kept by no shared cache. The web build is replaced by a small entry-server.js that
// keeps the contract of @zariya/shared/first-render and draws the header's Orders link in the language asked.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { PUBLIC_CACHE_CONTROL } from './public-cache.ts';
import { loadCatalogue, localiseShell, PRIVATE_PAGE_CACHE_CONTROL } from './web-language.ts';
import { drawnPageCache } from './web-render.ts';

const INDEX_HTML = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const catalogue = loadCatalogue();

const ENTRY = `
export const drawn = [];
globalThis.__zariyaDrawnLanguages = drawn;
export async function renderPage(path, origin, transport, language = 'en') {
  drawn.push(language + ' ' + path);
  const orders = language === 'hi' ? 'ऑर्डर' : 'Orders';
  return {
    html: '<header><a href="/yourorder">' + orders + '</a></header><main><h1>' + path + '</h1></main>',
    state: JSON.stringify({ origin, queries: [] }),
    meta: { canonicalPath: new URL(path, origin).pathname },
  };
}
`;
const drawnCalls = () => (globalThis as { __zariyaDrawnLanguages?: string[] }).__zariyaDrawnLanguages ?? [];

describe('the shell in Hindi', () => {
  const hindi = localiseShell(INDEX_HTML, 'hi', catalogue);

  it('says lang="hi" and shows the six category names in Hindi, from the web app’s own catalogue', () => {
    expect(hindi).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    for (const { label, path } of CATEGORY_PAGES) {
      const word = catalogue[label];
      expect(word, label).toMatch(/[\u0900-\u097F]/);
      expect(hindi).toMatch(new RegExp(`<a href="${path}"[^>]*>${word}</a>`));
      expect(hindi).not.toContain(`>${label.replace("'", '&#39;')}<`);
      expect(hindi).not.toContain(`>${label}<`);
    }
  });

  it('translates the labels, title, description and <noscript> text too', () => {
    expect(hindi).toContain(`aria-label="${catalogue.Categories}"`);
    expect(hindi).toContain(`aria-label="${catalogue['Zariya home']}"`);
    expect(hindi).toContain(
      `<title>${catalogue['Zariya | Sarees, Ethnic and Western Wear for Women']}</title>`,
    );
    expect(hindi).toMatch(/<meta\s+name="description"\s+content="Zariya पर साड़ियाँ/);
    expect(hindi).toMatch(/<noscript>[^<]*JavaScript[^<]*[\u0900-\u097F][^<]*<\/noscript>/);
    // Nothing in the body that a shopper reads is left in English (the logo's name stays, as every page has it).
    const body = hindi.slice(hindi.indexOf('<body'));
    const texts = [...body.replace(/<!--[\s\S]*?-->/g, '').matchAll(/>([^<>]+)</g)]
      .map((m) => m[1].trim())
      .filter((text) => /[A-Za-z]{3,}/.test(text.replace(/Zariya|JavaScript/g, '')));
    expect(texts).toEqual([]);
  });

  it('leaves the English shell exactly as built', () => {
    expect(localiseShell(INDEX_HTML, 'en', catalogue)).toBe(INDEX_HTML);
  });

  it('merges the catalogue’s files in name order, as the browser does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zariya-hi-'));
    try {
      writeFileSync(join(dir, 'b.json'), '{"Sarees": "second", "Only b": "b"}');
      writeFileSync(join(dir, 'a.json'), '{"Sarees": "first", "Only a": "a"}');
      writeFileSync(join(dir, 'notes.txt'), 'not a catalogue');
      expect(loadCatalogue(dir)).toEqual({ Sarees: 'second', 'Only a': 'a', 'Only b': 'b' });
      expect(loadCatalogue(join(dir, 'missing'))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds())('pages in the language of the cookie on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'zariya-web-'));
    mkdirSync(join(webRoot, '.ssr'));
    writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
    writeFileSync(join(webRoot, '.ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp(kind, { WEB_DIST: webRoot, PUBLIC_URL: 'https://zariya.shop' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });
  const vary = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);

  it('draws home in Hindi for a Hindi cookie: lang="hi", the header in Hindi, kept by no shared cache', async () => {
    const res = await page('/', 'theme=dark; zariya_lang=hi; other=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="hi">/);
    expect(res.body).toContain('<a href="/yourorder">ऑर्डर</a>');
    expect(res.body).not.toContain('>Orders<');
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(vary(res)).toContain('cookie');
    expect(res.headers.etag).toBeUndefined();
  });

  it('draws home in English without the cookie, or with an unknown language, for every visitor alike', async () => {
    for (const cookie of [undefined, 'zariya_lang=en', 'zariya_lang=fr', 'zariya_language=hi']) {
      const res = await page('/', cookie);
      expect(res.body, cookie).toMatch(/<html lang="en-IN">/);
      expect(res.body, cookie).toContain('<a href="/yourorder">Orders</a>');
      expect(res.body, cookie).not.toContain('ऑर्डर');
      expect(res.headers['cache-control'], cookie).toBe(PUBLIC_CACHE_CONTROL);
      // A cache keeps one copy per Cookie header, so that no Hindi visitor gets the English copy from it.
      expect(vary(res), cookie).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
      expect(res.headers.etag, cookie).toMatch(/^W\//);
    }
  });

  it('keeps each language as a drawn page of its own, each drawn once', async () => {
    const before = drawnCalls().length;
    for (let i = 0; i < 3; i++) {
      expect((await page('/saree', 'zariya_lang=hi')).body).toContain('ऑर्डर');
      expect((await page('/saree')).body).toContain('>Orders<');
    }
    expect(drawnCalls().slice(before).sort()).toEqual(['en /saree', 'hi /saree']);
    const keys = [...drawnPageCache(t.app)!.keys()].filter((key) => key.endsWith(' /saree'));
    expect(keys.map((key) => key.split(' ')[1]).sort()).toEqual(['en', 'hi']);
  });

  it('sends the plain shell in Hindi for a page it does not draw, private as well', async () => {
    const hindi = await page('/cart', 'zariya_lang=hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/<html lang="hi">/);
    expect(hindi.body).toContain(`>${catalogue.Sarees}</a>`);
    expect(hindi.body).not.toContain('>Sarees</a>');
    expect(hindi.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(vary(hindi)).toContain('cookie');

    const english = await page('/cart');
    expect(english.body).toMatch(/<html lang="en-IN">/);
    expect(english.body).toContain('>Sarees</a>');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(vary(english)).toContain('cookie');
  });
});
