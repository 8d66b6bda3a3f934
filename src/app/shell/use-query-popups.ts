// ?genericPopup= and ?modal=askName (docs/product.md section 2): open the popup once, then drop the
// parameter so a reload or Back does not open it again. The popup's words come from the
// translations or from the server's text pages (query-popup-source.ts), never from the URL.
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { askNamePopupOpenAtom } from '@/features/auth/popup-atoms';
import { contentQueryOptions } from '@/api/queries/content';
import { popups } from '@/features/popups/popups';
import { hasMessage } from '@/i18n/i18n';
import { optionalString } from '@/lib/search-params';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { queryPopupSource } from './query-popup-source';

export function useQueryPopups() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const genericPopup = optionalString(search.genericPopup);
  const modal = optionalString(search.modal);
  const loggedIn = useAtomValue(loggedInAtom);
  const openAskName = useSetAtom(askNamePopupOpenAtom);

  useEffect(() => {
    if (!genericPopup && !modal) return;
    const source = queryPopupSource(genericPopup, hasMessage);
    if (source?.kind === 'message') void popups.message({ html: i18n._(source.id) });
    if (source?.kind === 'content') {
      queryClient
        .fetchQuery(contentQueryOptions(source.slug, i18n.locale))
        .then((page) => popups.message({ title: page.title, html: page.body }))
        .catch(() => undefined);
    }
    if (modal === 'askName' && loggedIn) openAskName(true);
    void navigate({ to: '.', search: (previous) => ({ ...previous, genericPopup: undefined, modal: undefined }), replace: true });
  }, [genericPopup, modal, loggedIn, i18n, queryClient, navigate, openAskName]);
}
