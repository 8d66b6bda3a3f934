// The one lingui instance. Messages arrive at run time from /translations/main.{lang}.json (compiled
// catalogs), so no language is bundled; until they do, an empty catalog keeps the providers rendering.
import { i18n, type Messages } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

/**
 * `warmNumbers`: the language's first number formatter takes about 0.1 s on a slow phone; built in a
 * task of its own while the page's code loads, it no longer makes the first render a long task. A page
 * hydrated from the server's HTML skips it: its first screen formats its numbers without Intl
 * (formatPoints), and it would be a long task of its own there.
 */
export function activateMessages(language: string, messages: Messages, warmNumbers = true) {
  i18n.load(language, messages);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (warmNumbers) setTimeout(() => i18n.number(0));
}

/** True once a catalog with this message is loaded; production builds strip the English source texts. */
export function hasMessage(id: string) {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id);
}
