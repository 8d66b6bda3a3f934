// Settings from getSettings and the active language; both are set at boot before the router starts.
import type { Settings } from '@contract';
import { atom } from './jotai';

/** Always set before the first render of the router (main.tsx). */
export const settingsAtom = atom<Settings | null>(null);
export const currentLanguageAtom = atom<string>('en');
export const supportedLanguageKeysAtom = atom((get) => get(settingsAtom)?.languagesSupported.map((l) => l.key) ?? []);
