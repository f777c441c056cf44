import './fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, browserRouterOnce } from './app/router';
import { queryClient } from './lib/query-client';
import { FIRST_RENDER_STATE_ID, type FirstRenderState } from '@zariya/shared/first-render';
import { stopKeepingTaps } from './lib/early-taps';
import { beginHydration } from './lib/hydrate-when-near';
import { HTML_LANG } from '@zariya/shared/language';
import { i18n, loadLanguage, pageLanguage } from './lib/i18n';
import { SiteOrigin } from './lib/site-origin';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element');
  return element;
}

const root = rootElement();

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page the server drew is hydrated (its HTML stays) in steps of their own tasks: the router is made first,
 * then React hydrates, as a transition that yields to the browser every few milliseconds. Between them the
 * browser can paint and answer a tap. (A function, not top-level await: that would split the entry chunk.)
 * Otherwise the static header of index.html stays on screen until React's first render replaces it.
 */
async function start() {
  // The page in the shopper's language from its first render: a Hindi page hydrates with the Hindi texts it
  // was drawn with (the catalogue is one small request, made before the router).
  const language = pageLanguage();
  if (language !== 'en') {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }
  // A page drawn in another language than this browser's choice (a copy from a cache that ignored
  // `Vary: Cookie`, decision 0033) would not match the first render: it is drawn afresh instead.
  const drawnInChoice = document.documentElement.lang === HTML_LANG[language];
  if (!drawnInChoice) document.documentElement.lang = HTML_LANG[language];
  if (!state || !drawnInChoice) {
    stopKeepingTaps();
    startTransition(() => createRoot(root).render(app));
    return;
  }
  beginHydration();
  await nextTask();
  browserRouterOnce();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

void start();
