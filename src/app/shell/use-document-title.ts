import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { contentTitleAtom } from '@/lib/use-content-title';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';

/** The page title from the deepest route that names one, after the main page title (docs/product.md section 2). */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const brand = useAtomValue(settingsAtom)?.brand.name;
  const content = useAtomValue(contentTitleAtom);
  const title = useMatches({
    select: (matches) => [...matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });

  // Worked out while rendering, not in the effect: the server's render then notes the messages it takes
  // (src/i18n/first-screen-messages.ts), and a language switch or the rest of the catalog redraws it.
  const main = brand || i18n._(msg`Rewards`);
  const page = content ?? (title ? i18n._(title) : null);
  const text = page ? `${page} · ${main}` : main;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
