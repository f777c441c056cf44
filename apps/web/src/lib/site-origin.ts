// The shop's own origin (https://host) for absolute links in structured data. The server's first render and
// the browser's hydration must use the same one, so the server passes its origin along with the page's data.
import { createContext, useContext } from 'react';

/** A query's answer as the server fetched it for its first render. */
export type FirstRenderQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** What the server's first render hands to the browser in <script id="zariya-state" type="application/json">. */
export type FirstRenderState = { origin: string; queries: FirstRenderQuery[] };

export const FIRST_RENDER_STATE_ID = 'zariya-state';

export const SiteOrigin = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
