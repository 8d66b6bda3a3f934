// The catalogue's entries in the console's navigation.
import { useLingui } from '@lingui/react/macro';
import { useMatchRoute } from '@tanstack/react-router';

export function useCatalogueNav() {
  const { t } = useLingui();
  const onMenu = Boolean(useMatchRoute()({ to: '/menu' }));
  return [
    { to: '/prizes', label: t`Prizes` },
    { to: '/promo-codes', label: t`Promo codes` },
    // The menu is edited beside the text pages it links to: one entry for both.
    { to: '/pages', label: t`Pages and menu`, current: onMenu },
  ] as const;
}
