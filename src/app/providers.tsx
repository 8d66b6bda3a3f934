import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { appStore, Provider as StoreProvider } from '@/state/jotai';
import { persistOptions, queryClient } from '@/api/query-client';

// Restored answers count as stale: each screen paints them at once and asks the server again when it
// mounts, even within staleTime (a reload must show points and progress that changed meanwhile).
// Nothing is awaited here: the provider waits for this callback before screens may query.
const refetchAfterRestore = () => {
  void queryClient.invalidateQueries({ refetchType: 'none' });
};

/** The server's render has no IndexedDB to restore from: `persist={false}` gives it the same tree without. */
export function Providers({ children, store = appStore, persist = true }: { children: ReactNode; store?: typeof appStore; persist?: boolean }) {
  const content = <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return (
    <StoreProvider store={store}>
      {persist ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={refetchAfterRestore}>
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      )}
    </StoreProvider>
  );
}
