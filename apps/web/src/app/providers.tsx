import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/ui/toaster';
import { i18n as browserI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/** `client` and `i18n`: the server's first render brings its own, one per request. */
export function AppProviders({
  children,
  client = queryClient,
  i18n = browserI18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n?: I18n;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
