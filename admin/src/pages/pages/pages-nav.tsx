// Text pages and the menu that links to them, side by side.
import { useLingui } from '@lingui/react/macro';
import { SubNav } from '../catalogue/sub-nav';

export function PagesNav() {
  const { t } = useLingui();
  return <SubNav items={[{ to: '/pages', label: t`Text pages` }, { to: '/menu', label: t`Menu items` }]} />;
}

/** What each page of the app is, in the console's words. */
export function usePageNames() {
  const { t } = useLingui();
  const names: Record<string, string> = {
    help: t`Help`,
    terms: t`Terms`,
    about: t`About`,
    business: t`For businesses`,
    'privacy-policy': t`Privacy policy`,
    welcome: t`Welcome tour`,
    'terms-and-conditions': t`Terms and conditions`,
  };
  return (slug: string) => names[slug] ?? slug;
}
