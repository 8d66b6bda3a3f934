// The messages a server render used (src/entry-server.tsx): only they go inline into the page, and the
// rest of the language's catalog comes after the first paint (rest-of-catalog.ts). Every message the
// render looks up, or asks whether it has (hasMessage), is noted; so is one it did not find, in case the
// catalog gains it.
import type { Messages } from '@lingui/core';
import { i18n } from './i18n';

/** Activates `messages` for `language` and returns the ids the renders that follow look up. */
export function activateNoting(language: string, messages: Messages): Set<string> {
  const used = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string') used.add(key);
  };
  const noting = new Proxy(messages, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  // loadAndActivate keeps the object given (load would copy it into the language's earlier catalog).
  i18n.loadAndActivate({ locale: language, messages: noting });
  return used;
}

/** The part of `messages` with the ids used. */
export function pickMessages(messages: Messages, used: Iterable<string>): Messages {
  const picked: Messages = {};
  for (const id of used) if (Object.prototype.hasOwnProperty.call(messages, id)) picked[id] = messages[id]!;
  return picked;
}
