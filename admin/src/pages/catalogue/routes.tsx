// The catalogue's pages (editors and admins).
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { FOR_EDITORS } from '../../routes/access';
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

const under = () => rootRoute;

const prizeRoute = createRoute({
  getParentRoute: under,
  path: '/prizes/$id',
  staticData: FOR_EDITORS,
  validateSearch: plainSearch,
  beforeLoad: ({ params }) => digitsOnly(params.id),
  component: pageOfId(PrizeEditPage),
});

const promoCodeRoute = createRoute({ getParentRoute: under, path: '/promo-codes/$id', staticData: FOR_EDITORS, beforeLoad: ({ params }) => digitsOnly(params.id), component: pageOfId(PromoCodePage) });

const textPageRoute = createRoute({
  getParentRoute: under,
  path: '/pages/$slug',
  staticData: FOR_EDITORS,
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
  createRoute({ getParentRoute: under, path: '/prizes', staticData: FOR_EDITORS, component: PrizesPage }),
  createRoute({ getParentRoute: under, path: '/prizes/new', staticData: FOR_EDITORS, component: () => <PrizeEditPage id={null} /> }),
  createRoute({ getParentRoute: under, path: '/prizes/categories', staticData: FOR_EDITORS, component: CategoriesPage }),
  prizeRoute,
  createRoute({ getParentRoute: under, path: '/promo-codes', staticData: FOR_EDITORS, component: PromoCodesPage }),
  promoCodeRoute,
  createRoute({ getParentRoute: under, path: '/pages', staticData: FOR_EDITORS, component: TextPagesPage }),
  textPageRoute,
  createRoute({ getParentRoute: under, path: '/menu', staticData: FOR_EDITORS, component: MenuPage }),
];
