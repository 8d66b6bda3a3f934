// The console's languages, with catalogs of their own (admin/locales), compiled by the lingui Vite plugin.
import { i18n } from '@lingui/core';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'lt', name: 'Lietuvių' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
const KEY = 'console-lang';

const catalogs: Record<Language, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  lt: () => import('../locales/lt/messages.po'),
};

function preferred(): Language {
  const saved = localStorage.getItem(KEY);
  if (saved === 'en' || saved === 'lt') return saved;
  return navigator.language.toLowerCase().startsWith('lt') ? 'lt' : 'en';
}

export async function activate(lang: Language = preferred()) {
  const { messages } = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang;
}

export { i18n };
