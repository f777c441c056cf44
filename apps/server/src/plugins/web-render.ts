// The server's first render of shopper pages: home, the category pages and product pages come with the page
// already drawn (the web app's own components, built into <webRoot>/.ssr/entry-server.js by apps/web's
// build), their data and their title, so that the page and its largest photo show before any script runs.
// The browser hydrates that HTML. Every other page, and any page whose drawing fails or takes too long,
// gets the static shell as before. Drawn pages are kept for the catalogue cache's few seconds (decision 0013).
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
import type { FastifyInstance } from 'fastify';
import { PreparedAnswer } from '../lib/prepared-answer.ts';
import { catalogueCache } from '../modules/catalog/catalog.cache.ts';

/** A page not drawn by then goes out as the static shell (the drawing still finishes and is kept). */
const RENDER_TIMEOUT_MS = 1_500;
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

/**
 * Draws `url` (path and query) for `origin`, or answers null: no server build, an error, or too slow.
 * The page's API calls are answered in-process (app.inject), as a logged-out shopper.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string) {
  const entry = join(webRoot, '.ssr', 'entry-server.js');
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

  return async (url: string, origin: string, shell: string): Promise<PreparedAnswer | null> => {
    const render = await load();
    if (!render) return null;
    const drawn = catalogueCache(app.db).answer(`page ${origin}${url}`, async () => {
      const html = pageHtml(shell, await render(url, origin, transport), origin);
      if (!html) throw new Error('index.html has no <!--app--> markers');
      return new PreparedAnswer(html, 'text/html; charset=utf-8');
    });
    const answer = await Promise.race([
      drawn.catch((err: unknown) => {
        app.log.warn({ err, url }, 'could not draw the page on the server: sending the shell');
        return null;
      }),
      delay(RENDER_TIMEOUT_MS, null, { ref: false }),
    ]);
    return answer;
  };
}
