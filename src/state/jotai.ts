// The one door to jotai (lint forbids importing it elsewhere), so the store is easy to swap in tests.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

import { createStore } from 'jotai';

/** The app's store; main.tsx provides it and non-React code (the HTTP client, the router) reads it. */
export const appStore = createStore();
