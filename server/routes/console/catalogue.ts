// Editors and admins: prizes and their categories, promo codes, text pages and menu items.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCategory, listConsoleCategories, orderCategories, updateCategory } from '../../services/console/catalogue-categories';
import { createMenuItem, deleteMenuItem, listMenuItems, orderMenuItems, updateMenuItem } from '../../services/console/catalogue-menu';
import { createPage, deletePage, listPages, updatePage } from '../../services/console/catalogue-pages';
import { renamePage } from '../../services/console/page-addresses';
import { changePrizeStock, createConsolePrize, listConsolePrizes, updateConsolePrize } from '../../services/console/catalogue-prizes';
import { createPromoCode, listPromoCodes, promoCodeUsesOf, updatePromoCode } from '../../services/console/catalogue-promo-codes';
import { Done } from '../../../contract/console';
import {
  CatalogueIdParam,
  CategoryBody,
  ConsoleCategory,
  ConsoleCategoryList,
  ConsoleMenuItem,
  ConsoleMenuItemList,
  ConsolePage,
  ConsolePageList,
  ConsolePrize,
  ConsolePrizeList,
  ConsolePromoCode,
  ConsolePromoCodeList,
  MenuItemBody,
  NewPageBody,
  NewPrizeBody,
  NewPromoCodeBody,
  OrderBody,
  PageBody,
  PageRenameBody,
  PageSlugParam,
  PrizeBody,
  PrizeStockBody,
  PromoCodeBody,
  PromoCodeUses,
} from '../../../contract/console/catalogue';

export default async function consoleCatalogueRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const editors = { onRequest: app.requireStaff('admin', 'editor') };
  const languages = app.config.LANGUAGES;
  const staffId = (request: { staff: { staffId: number } | null }) => request.staff!.staffId;

  app.get('/prizes', { ...editors, schema: { response: { 200: ConsolePrizeList } } }, async () => ({
    languages,
    prizes: await listConsolePrizes(app.db),
  }));
  app.post('/prizes', { ...editors, schema: { body: NewPrizeBody, response: { 200: ConsolePrize } } }, async (request) =>
    createConsolePrize(app.db, staffId(request), request.body, languages),
  );
  app.post('/prizes/:id', { ...editors, schema: { params: CatalogueIdParam, body: PrizeBody, response: { 200: ConsolePrize } } }, async (request) =>
    updateConsolePrize(app.db, staffId(request), request.params.id, request.body, languages),
  );
  app.post(
    '/prizes/:id/stock',
    { ...editors, schema: { params: CatalogueIdParam, body: PrizeStockBody, response: { 200: ConsolePrize } } },
    async (request) => changePrizeStock(app.db, staffId(request), request.params.id, request.body),
  );

  app.get('/prize-categories', { ...editors, schema: { response: { 200: ConsoleCategoryList } } }, async () => ({
    languages,
    categories: await listConsoleCategories(app.db),
  }));
  app.post('/prize-categories', { ...editors, schema: { body: CategoryBody, response: { 200: ConsoleCategory } } }, async (request) =>
    createCategory(app.db, staffId(request), request.body, languages),
  );
  app.post('/prize-categories/order', { ...editors, schema: { body: OrderBody, response: { 200: ConsoleCategoryList } } }, async (request) => ({
    languages,
    categories: await orderCategories(app.db, staffId(request), request.body.ids),
  }));
  app.post(
    '/prize-categories/:id',
    { ...editors, schema: { params: CatalogueIdParam, body: CategoryBody, response: { 200: ConsoleCategory } } },
    async (request) => updateCategory(app.db, staffId(request), request.params.id, request.body, languages),
  );

  app.get('/promo-codes', { ...editors, schema: { response: { 200: ConsolePromoCodeList } } }, async () => ({
    promo_codes: await listPromoCodes(app.db),
  }));
  app.post('/promo-codes', { ...editors, schema: { body: NewPromoCodeBody, response: { 200: ConsolePromoCode } } }, async (request) =>
    createPromoCode(app.db, staffId(request), request.body),
  );
  app.get('/promo-codes/:id', { ...editors, schema: { params: CatalogueIdParam, response: { 200: PromoCodeUses } } }, async (request) =>
    promoCodeUsesOf(app.db, request.params.id),
  );
  app.post(
    '/promo-codes/:id',
    { ...editors, schema: { params: CatalogueIdParam, body: PromoCodeBody, response: { 200: ConsolePromoCode } } },
    async (request) => updatePromoCode(app.db, staffId(request), request.params.id, request.body),
  );

  app.get('/pages', { ...editors, schema: { response: { 200: ConsolePageList } } }, async () => ({ languages, ...(await listPages(app.db)) }));
  app.post('/pages', { ...editors, schema: { body: NewPageBody, response: { 200: ConsolePage } } }, async (request) =>
    createPage(app.db, staffId(request), request.body.slug, request.body, languages),
  );
  app.post('/pages/:slug', { ...editors, schema: { params: PageSlugParam, body: PageBody, response: { 200: ConsolePage } } }, async (request) =>
    updatePage(app.db, staffId(request), request.params.slug, request.body, languages),
  );
  app.post('/pages/:slug/rename', { ...editors, schema: { params: PageSlugParam, body: PageRenameBody, response: { 200: ConsolePage } } }, async (request) =>
    renamePage(app.db, staffId(request), request.params.slug, request.body.slug),
  );
  app.post('/pages/:slug/delete', { ...editors, schema: { params: PageSlugParam, response: { 200: Done } } }, async (request) =>
    deletePage(app.db, staffId(request), request.params.slug),
  );

  app.get('/menu-items', { ...editors, schema: { response: { 200: ConsoleMenuItemList } } }, async () => ({
    languages,
    menu_items: await listMenuItems(app.db),
  }));
  app.post('/menu-items', { ...editors, schema: { body: MenuItemBody, response: { 200: ConsoleMenuItem } } }, async (request) =>
    createMenuItem(app.db, staffId(request), request.body, languages),
  );
  app.post('/menu-items/order', { ...editors, schema: { body: OrderBody, response: { 200: ConsoleMenuItemList } } }, async (request) => ({
    languages,
    menu_items: await orderMenuItems(app.db, staffId(request), request.body.ids),
  }));
  app.post(
    '/menu-items/:id',
    { ...editors, schema: { params: CatalogueIdParam, body: MenuItemBody, response: { 200: ConsoleMenuItem } } },
    async (request) => updateMenuItem(app.db, staffId(request), request.params.id, request.body, languages),
  );
  app.post('/menu-items/:id/delete', { ...editors, schema: { params: CatalogueIdParam, response: { 200: Done } } }, async (request) =>
    deleteMenuItem(app.db, staffId(request), request.params.id),
  );
}
