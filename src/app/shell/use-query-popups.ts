// ?genericPopup= and ?modal=askName (SPEC.md section 2): open the popup once, then drop the
// parameter so a reload or Back does not open it again.
import { useLingui } from '@lingui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { askNamePopupOpenAtom } from '@/features/auth/popup-atoms';
import { popups } from '@/features/popups/popups';
import { hasMessage } from '@/i18n/i18n';
import { optionalString } from '@/lib/search-params';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom } from '@/state/session';

export function useQueryPopups() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const genericPopup = optionalString(search.genericPopup);
  const modal = optionalString(search.modal);
  const loggedIn = useAtomValue(loggedInAtom);
  const openAskName = useSetAtom(askNamePopupOpenAtom);

  useEffect(() => {
    if (!genericPopup && !modal) return;
    // A translation key shows its text; anything else is the HTML itself (sanitised by the popup).
    if (genericPopup) void popups.message({ html: hasMessage(genericPopup) ? i18n._(genericPopup) : genericPopup });
    if (modal === 'askName' && loggedIn) openAskName(true);
    void navigate({ to: '.', search: (previous) => ({ ...previous, genericPopup: undefined, modal: undefined }), replace: true });
  }, [genericPopup, modal, loggedIn, i18n, navigate, openAskName]);
}
