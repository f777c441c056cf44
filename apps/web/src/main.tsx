import './fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { FIRST_RENDER_STATE_ID, type FirstRenderState } from '@zariya/shared/first-render';
import { SiteOrigin } from './lib/site-origin';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The page's data and origin when the server drew it (home, categories, product pages). */
function firstRenderState(): FirstRenderState | null {
  const element = document.getElementById(FIRST_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstRenderState;
  } catch {
    return null;
  }
}

const state = firstRenderState();
// The answers the server drew the page with: the first render matches its HTML without asking again.
for (const { queryKey, data, updatedAt } of state?.queries ?? [])
  queryClient.setQueryData(queryKey, data, { updatedAt });

const app = (
  <StrictMode>
    <SiteOrigin.Provider value={state?.origin ?? window.location.origin}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </SiteOrigin.Provider>
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of blocking it in
// one long task. A page the server drew is hydrated (its HTML stays); otherwise the static header of
// index.html stays on screen until React's first render replaces it.
startTransition(() => {
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
