// The catalogue's pages (editors and admins) by path, and their entries in the console's navigation.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MenuPage } from '../menu/MenuPage';
import { TextPageEditPage } from '../pages/TextPageEditPage';
import { TextPagesPage } from '../pages/TextPagesPage';
import { CategoriesPage } from '../prizes/CategoriesPage';
import { PrizeEditPage } from '../prizes/PrizeEditPage';
import { PrizesPage } from '../prizes/PrizesPage';
import { PromoCodePage } from '../promo/PromoCodePage';
import { PromoCodesPage } from '../promo/PromoCodesPage';
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
  const page = /^\/pages\/([a-z-]{1,40})$/.exec(path);
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
