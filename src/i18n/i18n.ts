// The one lingui instance. Messages arrive at run time from /translations/main.{lang}.json (compiled
// catalogs), so no language is bundled; until they do, an empty catalog keeps the providers rendering.
import { i18n, type Messages } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

export function activateMessages(language: string, messages: Messages) {
  i18n.load(language, messages);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // The language's first number formatter takes tens of milliseconds on a slow phone: built in a
  // task of its own (while the page's code loads), it no longer makes the first render a long task.
  setTimeout(() => i18n.number(0));
}

/** True once a catalog with this message is loaded; production builds strip the English source texts. */
export function hasMessage(id: string) {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id);
}
