// The app's providers around what a test renders: a fresh query client per test, a router at `url`, and the
// toasts, so a test reads what the shopper would read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { setShopperSession } from '../lib/session';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A wrapper for render and renderHook. */
export function appWrapper(client: QueryClient = testQueryClient(), url = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  };
}

export function renderWithApp(ui: ReactNode, options: { url?: string; client?: QueryClient } = {}) {
  const client = options.client ?? testQueryClient();
  return { ...render(ui, { wrapper: appWrapper(client, options.url) }), client };
}

/** Stores a shopper session as a login does; answers the user id. */
export function logIn(userId = '7') {
  setShopperSession({ token: 'test-token', username: 'Asha', userId });
  return userId;
}
