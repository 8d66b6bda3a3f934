// Stores the seven text pages; the welcome page carries the tour steps in data.steps.
import type { ContentSlug } from '../../../contract';
import type { Tx } from '../../db/client';
import { pages, type LocalizedText } from '../../db/schema';
import { landscape } from '../art/pictures';
import type { PictureBook } from '../picture-book';
import { ABOUT_BODY, ABOUT_TITLE, BUSINESS_BODY, BUSINESS_TITLE } from './about';
import { HELP_BODY, HELP_TITLE } from './help';
import { PRIVACY_BODY, PRIVACY_TITLE } from './privacy';
import { CONDITIONS_BODY, CONDITIONS_TITLE, TERMS_BODY, TERMS_TITLE } from './terms';
import { WELCOME_BODY, WELCOME_STEPS, WELCOME_TITLE } from './welcome';

const PAGES: Record<ContentSlug, { title: LocalizedText; body: LocalizedText }> = {
  help: { title: HELP_TITLE, body: HELP_BODY },
  terms: { title: TERMS_TITLE, body: TERMS_BODY },
  about: { title: ABOUT_TITLE, body: ABOUT_BODY },
  business: { title: BUSINESS_TITLE, body: BUSINESS_BODY },
  'privacy-policy': { title: PRIVACY_TITLE, body: PRIVACY_BODY },
  welcome: { title: WELCOME_TITLE, body: WELCOME_BODY },
  'terms-and-conditions': { title: CONDITIONS_TITLE, body: CONDITIONS_BODY },
};

export function drawPages(book: PictureBook): void {
  WELCOME_STEPS.forEach((s, i) => book.add(`welcome:${i}`, landscape(s.motif, s.palette, 400 + i)));
}

export async function seedPages(tx: Tx, book: PictureBook): Promise<void> {
  const steps = WELCOME_STEPS.map((s, i) => ({ title: s.title, text: s.text, image_id: book.id(`welcome:${i}`) }));
  await tx.insert(pages).values(
    Object.entries(PAGES).map(([slug, page]) => ({
      slug,
      title: page.title,
      body: page.body,
      data: slug === 'welcome' ? { steps } : {},
    })),
  );
}
