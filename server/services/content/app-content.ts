// Text pages, owners, menu items and translation files as the app receives them: localized, HTML sanitised.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import sanitize from 'sanitize-html';
import type { Content, MenuItem, Owner, WelcomeStep } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { menuItems, owners, pageRedirects, pages, type LocalizedText } from '../../db/schema';
import { notFound } from '../../errors';
import { localize } from '../texts/localize';

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the app's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Rich text from the database, reduced to harmless markup before it reaches the app. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, SANITIZE_OPTIONS);
}

/** Postgres integer ids stop at 2^31-1; larger route ids can only be unknown. */
const MAX_ID = 2_147_483_647;

export async function getOwner(db: Db, id: number): Promise<Owner> {
  const row = id <= MAX_ID ? (await db.select().from(owners).where(eq(owners.id, id)).limit(1))[0] : undefined;
  if (!row) throw notFound('OwnerNotFound', `There is no owner ${id}.`);
  return { id: row.id, owner_image_id: row.imageId, owner_name: row.name };
}

interface StoredStep {
  title?: LocalizedText;
  text?: LocalizedText;
  image_id?: number | null;
}

/** A page by its address, or by an address it had before it was renamed (the answer names the new one). */
async function pageAt(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (row) return row;
  const [moved] = await db
    .select({ page: pages })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.slug, pageRedirects.newSlug))
    .where(eq(pageRedirects.oldSlug, slug))
    .limit(1);
  return moved?.page;
}

export async function getContent(db: Db, slug: string, lang: string, fallback: string): Promise<Content> {
  const row = await pageAt(db, slug);
  if (!row) throw notFound('ContentNotFound', `There is no page "${slug}".`);
  const content: Content = {
    slug: row.slug,
    title: localize(row.title, lang, fallback),
    body: sanitizeRichText(localize(row.body, lang, fallback)),
  };
  if (slug === 'welcome') {
    const stored = Array.isArray(row.data.steps) ? (row.data.steps as StoredStep[]) : [];
    content.steps = stored.map(
      (s): WelcomeStep => ({
        title: localize(s.title, lang, fallback),
        text: localize(s.text, lang, fallback),
        image_id: typeof s.image_id === 'number' ? s.image_id : null,
      }),
    );
  }
  return content;
}

export async function getMenuItems(db: Db, lang: string, fallback: string): Promise<MenuItem[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return rows.map((r) => ({
    id: r.id,
    title: localize(r.title, lang, fallback),
    route_name: r.routeName,
    url: r.url,
  }));
}

// ---------- compiled translation files (/translations/main.{lang}.json) ----------

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the compiled messages of `lang` are: the built app first, then public/ (dev and tests). */
export function translationFile(config: Config, lang: string): string | null {
  const candidates = [
    path.resolve(config.STATIC_DIR, 'translations', `main.${lang}.json`),
    path.join(projectRoot, 'public', 'translations', `main.${lang}.json`),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

const hashes = new WeakMap<Config, string>();

/**
 * Short fingerprint of the served translation files; the app appends it to their URL so a new
 * deployment's texts bypass caches. Computed once per process: files change only with a deployment.
 */
export function translationsHash(config: Config): string {
  const known = hashes.get(config);
  if (known) return known;
  const hash = createHash('sha256');
  for (const lang of config.LANGUAGES) {
    const file = translationFile(config, lang);
    hash.update(`${lang}\0`).update(file ? readFileSync(file) : '').update('\0');
  }
  const value = hash.digest('hex').slice(0, 12);
  hashes.set(config, value);
  return value;
}
