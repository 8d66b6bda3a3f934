import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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
interface ProvidersProps {
  children: ReactNode;
  store?: typeof appStore;
  /** The server's render has its own per page. */
  client?: QueryClient;
  persist?: boolean;
}

export function Providers({ children, store = appStore, client = queryClient, persist = true }: ProvidersProps) {
  const content = (
    <I18nProvider i18n={i18n}>
      {children}
    </I18nProvider>
  );
  return (
    <StoreProvider store={store}>
      {persist ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={refetchAfterRestore}>
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={client}>{content}</QueryClientProvider>
      )}
    </StoreProvider>
  );
}
