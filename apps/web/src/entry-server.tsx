// The server's first render of a shopper page (home, categories, product pages): the same routes and
// components as the browser, drawn to HTML with the page's data, so that the page and its largest photo
// show before any script runs. The browser then hydrates that HTML (main.tsx) with the same data.
// Built by `vite build --ssr` into <dist>/.ssr/entry-server.js and loaded by apps/server/src/plugins/web.ts.
import { type Query, QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import type { FirstRenderState, PageMeta, RenderPage } from '@zariya/shared/first-render';
import { setApiTransport } from './lib/api-client';
import { i18n as baseI18n, loadLanguage } from './lib/i18n';
import type { i18n as I18n } from 'i18next';
import { PageMetaCollector } from './lib/page-meta';
import { SiteOrigin } from './lib/site-origin';

/** A query the page would run now: not switched off (`enabled: false`, skipToken), e.g. a logged-in shopper's. */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === skipToken || queryFn === undefined) return false;
  return typeof enabled === 'function' ? Boolean(enabled(query)) : enabled !== false;
}

/** Rounds of fetching what the page asked for: the second catches queries that wait on the first's data. */
const FETCH_ROUNDS = 2;

/**
 * One drawing of the page. `settle`: wait for lazy code (page chunks) to load, as a warm-up that also
 * learns the page's queries. Otherwise draw at once: with the code loaded nothing suspends, and the HTML
 * needs no inline script to put late parts in place (the shop's CSP allows none).
 */
async function renderOnce(
  url: URL,
  client: QueryClient,
  i18n: I18n,
  origin: string,
  meta: PageMeta,
  settle: boolean,
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <SiteOrigin.Provider value={origin}>
        <PageMetaCollector.Provider value={meta}>
          <AppProviders client={client} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaCollector.Provider>
      </SiteOrigin.Provider>
    </StrictMode>
  );
  if (!settle) return renderToString(page);
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) {
    // Drained only: this drawing is a warm-up.
  }
  return '';
}

/**
 * Renders `path` (with its query string) as a logged-out shopper sees it, in `language`. `transport` answers the page's
 * API calls in-process. The page is drawn once to learn which data it asks for, the data is fetched, and
 * the page is drawn again with it.
 */
export const renderPage: RenderPage = async (path, origin, transport, language = 'en') => {
  setApiTransport(transport);
  // Its own instance per page: pages in both languages may be drawn at the same time.
  await loadLanguage(language);
  const i18n = baseI18n.cloneInstance({ lng: language, initAsync: false });
  const url = new URL(path, origin);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY } },
  });
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    await renderOnce(url, client, i18n, origin, {}, true);
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted(query),
      );
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
  }
  const meta: PageMeta = {};
  const html = await renderOnce(url, client, i18n, origin, meta, false);
  // A part still waiting would be drawn by the browser alone; the page must not look finished without it.
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`${path}: a part of the page did not finish`);
  const state: FirstRenderState = {
    origin,
    queries: client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      })),
  };
  // '<' escaped so that no text in the data can close the script element.
  return { html, state: JSON.stringify(state).replace(/</g, '\\u003c'), meta };
};
