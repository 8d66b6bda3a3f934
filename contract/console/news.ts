// News in the console (GET/POST /api/console/news, POST /api/console/images): texts per language.
import { z } from 'zod';
import { BodyId, MAX_ROW_ID, RouteId, text } from '../safe';
import { Moment } from '../dates';

const Int = z.number().int();
const Iso = z.string();
const Language = text(5).regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as "en" or "lt".');
/** One text per language; which languages must be there is checked against the deployment's. */
const Texts = (max: number) => z.record(Language, text(max).trim().min(1, 'Must not be empty.'));

export const NewsBody = z.object({
  title: Texts(200),
  intro: Texts(1000),
  /** Rich text (HTML), sanitised when served to customers. */
  body: Texts(50_000),
  image_id: BodyId.nullable().default(null),
  promoted: z.boolean().default(false),
  /** Hidden from customers until then; pushed to them when it arrives. */
  published_at: Moment,
  /** Only members of this segment see it and get its push; null: everyone; absent: unchanged. */
  segment_id: BodyId.nullable().optional(),
});
export type NewsBody = z.infer<typeof NewsBody>;

export const NewsIdParam = z.object({ id: RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.')) });

export const NewsEntry = z.object({
  id: Int,
  title: z.record(z.string(), z.string()),
  intro: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  image_id: Int.nullable(),
  promoted: z.boolean(),
  published_at: Iso,
  /** Whether customers see it: its publishing time has come. */
  published: z.boolean(),
  /** When customers were told by push; null until then. */
  announced_at: Iso.nullable(),
  segment_id: Int.nullable(),
  created_at: Iso,
});

export const NewsList = z.object({
  /** The languages every text is given in, the default first. */
  languages: z.array(z.string()),
  news: z.array(NewsEntry),
});

export const NewsSaved = z.object({ news: NewsEntry, announced: z.boolean() });

export const ImageStored = z.object({ id: Int, width: Int, height: Int });
