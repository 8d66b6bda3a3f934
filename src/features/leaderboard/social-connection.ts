// Whether the user's friends are known: a connected social account brings them (docs/product.md sections 3
// and 4, Provider connection: never or disconnected, then connecting, then connected; a failed
// attempt reverts). The social sign-in flow does the connecting; this side asks it and hears back
// through the window events of src/lib/social-sign-in-events.ts.
import { useCallback, useEffect } from 'react';
import type { Settings, UserData } from '@contract';
import { atom, useAtom, useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import {
  CONNECT_TIMEOUT_MS,
  requestSocialSignIn,
  SOCIAL_CONNECTION_STATUS_EVENT,
  type ConnectionStatus,
} from '@/lib/social-sign-in-events';

export type FriendsProvider = 'facebook' | 'google' | 'linkedin';
export type { ConnectionStatus };

const FRIENDS_PROVIDERS: readonly FriendsProvider[] = ['facebook', 'google', 'linkedin'];

/** Providers that can bring friends and are configured for this programme (their dialog is in settings.social). */
export function friendsProviders(settings: Settings | null): FriendsProvider[] {
  if (!settings) return [];
  return FRIENDS_PROVIDERS.filter((provider) => settings.social[provider] !== undefined);
}

/** Of the providers that bring friends (an Apple account brings none). */
export function accountStatus(user: UserData | null): ConnectionStatus {
  const accounts = user?.external_accounts;
  const statuses = accounts ? [accounts.facebook, accounts.google, accounts.linkedin] : [];
  if (statuses.includes('connected')) return 'connected';
  return statuses.includes('disconnected') ? 'disconnected' : 'never';
}

const attemptAtom = atom<ConnectionStatus | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

export function useSocialConnection() {
  const user = useAtomValue(userDataAtom);
  const providers = friendsProviders(useAtomValue(settingsAtom));
  const [attempt, setAttempt] = useAtom(attemptAtom);
  const stored = accountStatus(user);
  const status: ConnectionStatus = stored === 'connected' ? 'connected' : (attempt ?? stored);

  useEffect(() => {
    const onStatus = (event: Event) => {
      const next = (event as CustomEvent<{ status?: ConnectionStatus }>).detail?.status;
      if (!next) return;
      clearTimeout(timer);
      setAttempt(next === 'never' || next === 'disconnected' ? null : next);
    };
    window.addEventListener(SOCIAL_CONNECTION_STATUS_EVENT, onStatus);
    return () => window.removeEventListener(SOCIAL_CONNECTION_STATUS_EVENT, onStatus);
  }, [setAttempt]);

  const connect = useCallback(
    (provider: FriendsProvider) => {
      setAttempt('connecting');
      clearTimeout(timer);
      timer = setTimeout(() => setAttempt(null), CONNECT_TIMEOUT_MS);
      requestSocialSignIn(provider, 'connect');
    },
    [setAttempt],
  );

  return { status, providers, connect };
}
