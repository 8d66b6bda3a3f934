// The customer's own catalogs (src/locales), for the preview: the widgets speak as members see them.
import { setupI18n, type I18n, type Messages } from '@lingui/core';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../../src/locales/en/messages.po'),
  lt: () => import('../../../../src/locales/lt/messages.po'),
};

export const PREVIEW_LANGUAGES = Object.keys(catalogs);

const loaded = new Map<string, I18n>();

export async function customerI18n(lang: string): Promise<I18n> {
  const known = catalogs[lang] ? lang : 'en';
  const cached = loaded.get(known);
  if (cached) return cached;
  const { messages } = await catalogs[known]!();
  const i18n = setupI18n({ locale: known, messages: { [known]: messages } });
  loaded.set(known, i18n);
  return i18n;
}
