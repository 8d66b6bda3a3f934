import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { appStore, Provider as StoreProvider } from '@/state/jotai';
import { persistOptions, queryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </PersistQueryClientProvider>
    </StoreProvider>
  );
}
