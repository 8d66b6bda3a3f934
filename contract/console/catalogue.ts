// Requests and answers of the console's catalogue calls: prizes and their categories, promo codes,
// text pages and menu items. Texts are maps of language to text; the service checks that every
// supported language has one (the list answers name the languages).
import { z } from 'zod';
import { CodeMedia } from '../economy';
import { CONTENT_SLUGS, PAGE_SLUG_PATTERN } from '../content-slugs';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';
import { Moment } from '../dates';
import { BARCODE_TYPES } from '../barcode-types';

const Int = z.number().int();
const Iso = z.string();

/** Texts per language: { en: '...', lt: '...' }. */
const Texts = (max: number) => z.record(z.string().regex(/^[a-z]{2}$/, 'Language keys are two letters.'), text(max).trim());
export type Texts = Record<string, string>;

export const CatalogueIdParam = z.object({ id: RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.')) });


const PrizeFields = {
  category_id: BodyId.nullable(),
  name: Texts(200),
  description: Texts(5000),
  image_id: BodyId.nullable(),
  value: Int.min(1, 'At least 1 point.').max(10_000_000),
  code_media: CodeMedia,
  barcode_type: z.enum(BARCODE_TYPES),
  /** Days a reward stays valid; 0 = no end. */
  valid_days: Int.min(0).max(3650),
  redeemable: z.boolean(),
  active: z.boolean(),
  /** Only members of this segment see it and may redeem it; null: everyone; absent: unchanged. */
  segment_id: BodyId.nullable().optional(),
};

export const PrizeBody = z.object(PrizeFields);
export const NewPrizeBody = z.object({ ...PrizeFields, items_left: Int.min(0).max(10_000_000).nullable() });

/**
 * A stock change: `add` moves a limited stock by a number (negative removes); `set` replaces it (null
 * is unlimited) only if it still is what the operator saw (`expected`), so a redemption in between is
 * never overwritten.
 */
export const PrizeStockBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add'), by: Int.min(-10_000_000).max(10_000_000).refine((n) => n !== 0, 'Must not be 0.') }),
  z.object({ kind: z.literal('set'), items_left: Int.min(0).max(10_000_000).nullable(), expected: Int.min(0).max(2_147_483_647).nullable() }),
]);

export const ConsolePrize = z.object({
  ...PrizeFields,
  segment_id: Int.nullable(),
  barcode_type: z.string(),
  id: Int,
  items_left: Int.nullable(),
  rewards_issued: Int,
  sort_order: Int,
});

export const ConsolePrizeList = z.object({ languages: z.array(z.string()), prizes: z.array(ConsolePrize) });

export const CategoryBody = z.object({ name: Texts(100), image_id: BodyId.nullable() });

export const ConsoleCategory = CategoryBody.extend({ id: Int, sort_order: Int, prizes: Int });

export const ConsoleCategoryList = z.object({ languages: z.array(z.string()), categories: z.array(ConsoleCategory) });

/** The whole list of ids in the new order. */
export const OrderBody = z.object({ ids: z.array(BodyId).min(1).max(1000) });

const PromoFields = {
  points: Int.min(1, 'At least 1 point.').max(1_000_000),
  multi_use: z.boolean(),
  valid_from: Moment.nullable(),
  valid_till: Moment.nullable(),
};

export const PromoCodeBody = z.object(PromoFields);
export const NewPromoCodeBody = z.object({
  ...PromoFields,
  code: text(32)
    .trim()
    .regex(/^[A-Za-z0-9-]{3,32}$/, '3 to 32 letters, digits or dashes.'),
});

export const ConsolePromoCode = z.object({
  id: Int,
  code: z.string(),
  points: Int,
  multi_use: z.boolean(),
  valid_from: Iso.nullable(),
  valid_till: Iso.nullable(),
  created_at: Iso,
  uses: Int,
});

export const ConsolePromoCodeList = z.object({ promo_codes: z.array(ConsolePromoCode) });

export const PromoCodeUses = z.object({
  promo_code: ConsolePromoCode,
  uses: z.array(z.object({ member_id: Int, first_name: z.string().nullable(), last_name: z.string().nullable(), used_at: Iso })),
});

/**
 * A page's address in the app, /{lang}/{slug}: one of the seven fixed pages or one the operator chooses
 * (small letters, digits and dashes; the app's own addresses are refused with 400 SlugReserved).
 */
export const PageSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(PAGE_SLUG_PATTERN, 'Use 2 to 60 small letters, digits and single dashes, e.g. summer-rules.');
export const PageSlugParam = z.object({ slug: PageSlug });

export const PageBody = z.object({ title: Texts(200), body: Texts(100_000) });
export const NewPageBody = PageBody.extend({ slug: PageSlug });
/** A new address for an operator's page; the old one keeps leading to it. The seven fixed pages keep theirs (400 PageFixed). */
export const PageRenameBody = z.object({ slug: PageSlug });

export const ConsolePage = z.object({
  slug: PageSlug,
  title: Texts(200),
  body: Texts(100_000),
  updated_at: Iso,
  /** One of the seven pages the app has always had: its address cannot change. */
  fixed: z.boolean(),
  /** Earlier addresses that lead to this page. */
  old_slugs: z.array(z.string()),
});

export const ConsolePageList = z.object({
  languages: z.array(z.string()),
  pages: z.array(ConsolePage),
  /** Fixed pages the app shows that have no text yet. */
  missing: z.array(z.enum(CONTENT_SLUGS)),
});

export const MenuItemBody = z.object({
  title: Texts(100),
  /** A page of the app, linked as /{lang}/{route_name}; or null with an absolute url. */
  route_name: text(100)
    .trim()
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Lower-case letters, digits, dashes and slashes, such as "help".')
    .nullable(),
  url: z.url({ protocol: /^https?$/, error: 'An address starting with https:// or http://.' }).max(2000).nullable(),
});

export const ConsoleMenuItem = MenuItemBody.extend({ id: Int, sort_order: Int, title: z.record(z.string(), z.string()) });

export const ConsoleMenuItemList = z.object({ languages: z.array(z.string()), menu_items: z.array(ConsoleMenuItem) });
