// The shop's own origin (https://host) for absolute links in structured data. The server's first render and
// the browser's hydration must use the same one, so the server passes its origin along with the page's data.
import { createContext, useContext } from 'react';

export const SiteOrigin = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
