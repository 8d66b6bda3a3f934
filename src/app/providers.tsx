import { I18nProvider } from '@lingui/react';
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={refetchAfterRestore}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </PersistQueryClientProvider>
    </StoreProvider>
  );
}
