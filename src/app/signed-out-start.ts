// The state a server-rendered page starts from, on the server and in the browser before it hydrates, so both
// draw the same first screen: the settings and language in force, nobody signed in, boot done.
import type { Settings } from '@contract';
import { userDataAtom } from '@/api/queries/user-data';
import type { createStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { loaderContentAtom, offlineAtom } from '@/state/ui';
import { bootPhaseAtom } from './shell/boot-phase';

export function seedSignedOutStore(store: ReturnType<typeof createStore>, settings: Settings, lang: string) {
  store.set(settingsAtom, settings);
  store.set(currentLanguageAtom, lang);
  store.set(tokenAtom, null);
  store.set(userDataAtom, null);
  store.set(userLoadedAtom, true);
  store.set(offlineAtom, false);
  store.set(loaderContentAtom, 'hidden');
  store.set(bootPhaseAtom, settings.authenticated ? 'ready' : 'limited');
}
