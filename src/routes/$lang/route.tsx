import { createFileRoute, redirect } from '@tanstack/react-router';
import { activateLanguage } from '@/i18n/language';
import { currentLanguageAtom, supportedLanguageKeysAtom } from '@/state/settings';

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location, context: { store } }) => {
    const current = store.get(currentLanguageAtom);
    // Not a language: the whole path is a page path without one (e.g. /monthly-top-user/4/x).
    if (!store.get(supportedLanguageKeysAtom).includes(params.lang)) {
      throw redirect({ href: `/${current}${location.href}`, replace: true });
    }
    // Reached by a link or the back button: load that language first.
    if (params.lang !== current) await activateLanguage(params.lang);
  },
});
