// The catalogue's pages (editors and admins).
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { digitsOnly, pageOfId, plainSearch } from '../../routes/params';
import { rootRoute } from '../../routes/root';
import './styles.css';

const MenuPage = lazyRouteComponent(() => import('../menu/menu-page'), 'MenuPage');
const TextPageEditPage = lazyRouteComponent(() => import('../pages/text-page-edit-page'), 'TextPageEditPage');
const TextPagesPage = lazyRouteComponent(() => import('../pages/text-pages-page'), 'TextPagesPage');
const CategoriesPage = lazyRouteComponent(() => import('../prizes/categories-page'), 'CategoriesPage');
const PrizeEditPage = lazyRouteComponent(() => import('../prizes/prize-edit-page'), 'PrizeEditPage');
const PrizesPage = lazyRouteComponent(() => import('../prizes/prizes-page'), 'PrizesPage');
const PromoCodePage = lazyRouteComponent(() => import('../promo/promo-code-page'), 'PromoCodePage');
const PromoCodesPage = lazyRouteComponent(() => import('../promo/promo-codes-page'), 'PromoCodesPage');

const editors = { access: 'editors' } as const;
const under = () => rootRoute;

const prizeRoute = createRoute({
  getParentRoute: under,
  path: '/prizes/$id',
  staticData: editors,
  validateSearch: plainSearch,
  beforeLoad: ({ params }) => digitsOnly(params.id),
  component: pageOfId(PrizeEditPage),
});

const promoCodeRoute = createRoute({ getParentRoute: under, path: '/promo-codes/$id', staticData: editors, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(PromoCodePage) });

const textPageRoute = createRoute({
  getParentRoute: under,
  path: '/pages/$slug',
  staticData: editors,
  beforeLoad: ({ params }) => {
    if (!/^[a-z0-9-]{1,60}$/.test(params.slug)) throw notFound();
  },
  component: TextPage,
});
function TextPage() {
  const { slug } = textPageRoute.useParams();
  return <TextPageEditPage key={slug} slug={slug} />;
}

export const catalogueRoutes = [
  createRoute({ getParentRoute: under, path: '/prizes', staticData: editors, component: PrizesPage }),
  createRoute({ getParentRoute: under, path: '/prizes/new', staticData: editors, component: () => <PrizeEditPage id={null} /> }),
  createRoute({ getParentRoute: under, path: '/prizes/categories', staticData: editors, component: CategoriesPage }),
  prizeRoute,
  createRoute({ getParentRoute: under, path: '/promo-codes', staticData: editors, component: PromoCodesPage }),
  promoCodeRoute,
  createRoute({ getParentRoute: under, path: '/pages', staticData: editors, component: TextPagesPage }),
  textPageRoute,
  createRoute({ getParentRoute: under, path: '/menu', staticData: editors, component: MenuPage }),
];
