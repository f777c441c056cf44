// The contract between the server and the web app's server-side entry (apps/web/src/entry-server.tsx) for
// pages the server draws (decision 0013). Types and names only: both sides import them from here.
import type { Language } from './language';

/** The page's title, description and canonical path, collected while it is drawn. */
export type PageMeta = { title?: string; description?: string; canonicalPath?: string };

/** How the web app's API client reaches the API: fetch in the browser, in-process on the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A query's answer as the server fetched it for its first render. */
type FirstRenderQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** What the drawn page hands to the browser in <script type="application/json" id={FIRST_RENDER_STATE_ID}>. */
export type FirstRenderState = { origin: string; queries: FirstRenderQuery[] };

export const FIRST_RENDER_STATE_ID = 'zariya-state';

export type RenderedPage = {
  /** The inside of #root. */
  html: string;
  /** FirstRenderState as JSON, with '<' escaped. */
  state: string;
  meta: PageMeta;
};

/** `renderPage` of <web build>/.ssr/entry-server.js. */
export type RenderPage = (
  path: string,
  origin: string,
  transport: ApiTransport,
  language?: Language,
) => Promise<RenderedPage>;
