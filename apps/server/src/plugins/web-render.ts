// The server's first render of shopper pages: home, the category pages and product pages come with the page
// already drawn (the web app's own components, built into <webRoot>/.ssr/entry-server.js by apps/web's
// build), their data and their title, so that the page and its largest photo show before any script runs.
// The browser hydrates that HTML. Every other page, and any page whose drawing fails or takes too long,
// gets the static shell as before. Drawn pages are kept for the catalogue cache's few seconds (decision 0013),
// keyed by the page and the query parameters it reads (any other query string is ignored), in an LRU cache
// with a byte budget, so that random query strings cannot grow the server's memory (decision 0019).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { CATEGORY_PAGES } from '@zariya/shared/constants';
import {
  type ApiTransport,
  FIRST_RENDER_STATE_ID,
  type RenderedPage,
  type RenderPage,
} from '@zariya/shared/first-render';
import type { Language } from '@zariya/shared/language';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { countCache } from '../lib/metrics.ts';
import { PreparedAnswer } from '../lib/prepared-answer.ts';
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from '../modules/catalog/catalog.cache.ts';

/** A page not drawn by then goes out as the static shell (the drawing still finishes and is kept). */
const RENDER_TIMEOUT_MS = 1_500;
/** Memory the drawn pages may hold (a category page is about 250 kB with its compressed forms). */
export const DRAWN_PAGES_MAX_BYTES = 24 * 1024 * 1024;
const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';
const CATEGORY_PATHS = new Set(CATEGORY_PAGES.map((p) => p.path));

/** The pages the server draws: the ones shoppers land on from search engines and shared links. */
export function isDrawnPage(path: string): boolean {
  return path === '/' || CATEGORY_PATHS.has(path) || /^\/product\/[1-9]\d{0,8}$/.test(path);
}

/** Pages with nothing but the public catalogue on them: the drawn pages and search results. */
export function isPublicCataloguePage(path: string): boolean {
  return isDrawnPage(path) || path === '/search';
}

const htmlEscape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);

/** The shell with the drawn page in #root, its data after it, and the page's title, description and canonical link. */
export function pageHtml(shell: string, page: RenderedPage, origin: string): string | null {
  const start = shell.indexOf(APP_START);
  const end = shell.indexOf(APP_END);
  if (start < 0 || end < start) return null;
  let head = shell.slice(0, start);
  const tail = shell.slice(end + APP_END.length);
  if (!tail.startsWith('</div>')) return null;
  const { title, description, canonicalPath } = page.meta;
  if (title) head = head.replace(/<title>[^<]*<\/title>/, `<title>${htmlEscape(title)}</title>`);
  if (description)
    head = head.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_m, open: string, close: string) => `${open}${htmlEscape(description)}${close}`,
    );
  if (canonicalPath)
    head = head.replace(
      '</head>',
      `<link rel="canonical" href="${htmlEscape(origin + canonicalPath)}" />\n  </head>`,
    );
  // The page is drawn already: its scripts (needed to make it respond, not to show it) load after the
  // photos and fonts instead of before them.
  head = head
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  const state = `<script type="application/json" id="${FIRST_RENDER_STATE_ID}">${page.state}</script>`;
  return `${head}${page.html}</div>\n    ${state}${tail.slice('</div>'.length)}`;
}

// The query parameters a drawn page reads (apps/web features/catalog/hooks/use-listing-params.ts): the
// category listing's filters, sort and paging. Home and product pages read none.
const LISTING_LISTS = ['brand', 'color', 'size', 'price'] as const;
const LISTING_SINGLES = ['discount', 'rating', 'sort', 'page', 'limit'] as const;
const MAX_LIST_VALUES = 20;
const MAX_VALUE_LENGTH = 100;

/**
 * The page's path and the query parameters it reads, in a fixed order; everything else dropped. It names
 * the page in the cache and is what gets drawn, so that ?utm_source=… or random text shares one entry.
 */
export function drawnPageKey(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (!CATEGORY_PATHS.has(path) || at < 0) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  const usable = (v: string) => v.trim() !== '' && v.length <= MAX_VALUE_LENGTH;
  for (const key of LISTING_LISTS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim()))].filter(usable);
    for (const value of values.slice(0, MAX_LIST_VALUES)) kept.append(key, value);
  }
  for (const key of LISTING_SINGLES) {
    const value = params.get(key)?.trim();
    if (value && usable(value)) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** Memory an answer takes: its text (two bytes a character at worst) and the compressed forms it may keep. */
const answerBytes = (answer: PreparedAnswer) => answer.text.length * 2 + Math.ceil(answer.bytes / 2);

type DrawContext = { shell: string; page: string; language: Language };
type DrawnPageCache = LRUCache<string, PreparedAnswer, DrawContext>;
const drawnPageCaches = new WeakMap<object, DrawnPageCache>();

/** The drawn pages this app keeps (for tests and diagnostics). */
export function drawnPageCache(app: FastifyInstance): DrawnPageCache | undefined {
  return drawnPageCaches.get(app);
}

/**
 * Draws `url` (path and query) on the shop's own origin (PUBLIC_URL, never the request's Host), or answers
 * null: no server build, an error, or too slow. The page's API calls are answered in-process (app.inject),
 * as a logged-out shopper.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string) {
  const entry = join(webRoot, '.ssr', 'entry-server.js');
  const origin = app.config.publicUrl;
  let renderer: Promise<RenderPage | null> | undefined;
  const load = () => {
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href)
          .then((m: { renderPage: RenderPage }) => m.renderPage)
          .catch((err: unknown) => {
            app.log.error({ err }, 'server rendering is off: its build could not be loaded');
            return null;
          })
      : Promise.resolve(null);
    return renderer;
  };

  const transport: ApiTransport = async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...(init.headers as Record<string, string>) },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };

  // Concurrent requests for one page share one drawing (fetch); a failed drawing is not kept.
  const cache: DrawnPageCache = new LRUCache<string, PreparedAnswer, DrawContext>({
    maxSize: DRAWN_PAGES_MAX_BYTES,
    sizeCalculation: answerBytes,
    ttl: CATALOGUE_CACHE_TTL_MS,
    // Dropped when their time is up, not when the bound is reached: kept to the bound, stale pages that would never
    // be sent again held about 20 MiB of a shop's heap for good after a day of shopping (issue 24).
    ttlAutopurge: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const render = await load();
      if (!render) return undefined;
      const drawn = await render(context.page, origin, transport, context.language);
      const html = pageHtml(context.shell, drawn, origin);
      if (!html) throw new Error('index.html has no <!--app--> markers');
      return new PreparedAnswer(html, 'text/html; charset=utf-8');
    },
  });
  drawnPageCaches.set(app, cache);

  /** `shell` is index.html in `language` already (plugins/web-language.ts): the page goes into it. */
  return async (url: string, shell: string, language: Language = 'en'): Promise<PreparedAnswer | null> => {
    if (!(await load())) return null;
    const page = drawnPageKey(url);
    // A product write starts a new generation: pages drawn before it are not served again. Each language
    // is a page of its own.
    const key = `${catalogueGeneration(app.db)} ${language} ${page}`;
    const status: LRUCache.Status<string, PreparedAnswer, DrawContext> = {};
    const drawn = cache
      .fetch(key, { context: { shell, page, language }, status })
      .then((answer) => answer ?? null);
    // A page drawn already, or being drawn for another request, is a hit; a new drawing is a miss.
    if (status.fetch === 'miss' || status.fetch === 'refresh') countCache('page', 0, 1);
    else countCache('page', 1, 0);
    const answer = await Promise.race([
      drawn.catch((err: unknown) => {
        app.log.warn({ err, url: page }, 'could not draw the page on the server: sending the shell');
        return null;
      }),
      delay(RENDER_TIMEOUT_MS, null, { ref: false }),
    ]);
    return answer;
  };
}
