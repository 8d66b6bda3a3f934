// The catalogue's pages (editors and admins) by path, and their entries in the console's navigation.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MenuPage } from '../menu/menu-page';
import { TextPageEditPage } from '../pages/text-page-edit-page';
import { TextPagesPage } from '../pages/text-pages-page';
import { CategoriesPage } from '../prizes/categories-page';
import { PrizeEditPage } from '../prizes/prize-edit-page';
import { PrizesPage } from '../prizes/prizes-page';
import { PromoCodePage } from '../promo/promo-code-page';
import { PromoCodesPage } from '../promo/promo-codes-page';
import './styles.css';

/** The page at `path`, or null when the path is not the catalogue's. */
export function cataloguePage(path: string): ReactNode {
  if (path === '/prizes') return <PrizesPage />;
  if (path === '/prizes/new') return <PrizeEditPage id={null} />;
  if (path === '/prizes/categories') return <CategoriesPage />;
  const prize = /^\/prizes\/(\d{1,9})$/.exec(path);
  if (prize) return <PrizeEditPage key={prize[1]} id={Number(prize[1])} />;
  if (path === '/promo-codes') return <PromoCodesPage />;
  const promo = /^\/promo-codes\/(\d{1,9})$/.exec(path);
  if (promo) return <PromoCodePage key={promo[1]} id={Number(promo[1])} />;
  if (path === '/pages') return <TextPagesPage />;
  const page = /^\/pages\/([a-z0-9-]{1,60})$/.exec(path);
  if (page) return <TextPageEditPage key={page[1]} slug={page[1]!} />;
  if (path === '/menu') return <MenuPage />;
  return null;
}

export function useCatalogueNav(path: string) {
  const { t } = useLingui();
  return [
    { to: '/prizes', label: t`Prizes`, current: path.startsWith('/prizes') },
    { to: '/promo-codes', label: t`Promo codes`, current: path.startsWith('/promo-codes') },
    { to: '/pages', label: t`Pages and menu`, current: path.startsWith('/pages') || path === '/menu' },
  ];
}
