// Always mounted and tiny: answers the 'social-sign-in' event (sign-in buttons, profile, leaderboard).
// The popup is opened right here, inside the click that dispatched the event, or the browser blocks
// it; the flow itself (social-sign-in-flow.ts) loads on first use. On a page that is the return of a
// full-page Facebook sign-in (?auth=facebook&code=...), it hands that over to the flow too.
import { useEffect } from 'react';
import { OAUTH_DUMMY_PATH } from '@contract/social-names';
import { appStore } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { SOCIAL_SIGN_IN_EVENT } from '@/lib/social-sign-in-events';
import type { SocialProvider } from './social-providers';

/** docs/product.md section 9: 500x633 for Google and LinkedIn; the others' dialogs fit the same window. */
const POPUP_SIZE = { width: 500, height: 633 };

// Read before the router runs: a signed-in member's return to the sign-in page is redirected away
// (and its query dropped) before any component mounts.
const initialSearch = typeof window === 'undefined' ? '' : window.location.search;
let returnHandled = false;

const loadFlow = () => import('./social-sign-in-flow');

/** An app added to the iOS home screen cannot watch a popup: the page goes itself (Facebook). */
function isIosStandalone(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

let current: Window | null = null;

export function openSocialPopup(provider: SocialProvider): Window | null {
  const { width, height } = POPUP_SIZE;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const features = `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)},resizable=yes,scrollbars=yes`;
  return window.open(OAUTH_DUMMY_PATH, `social-sign-in-${provider}`, features);
}

export function onSocialSignIn(event: Event) {
  const detail = (event as CustomEvent<{ provider?: SocialProvider; intent?: string }>).detail;
  const provider = detail?.provider;
  if (!provider || !appStore.get(settingsAtom)?.social[provider]) return;
  // A second click while a window is open brings that window back instead of starting over.
  if (current && !current.closed) {
    current.focus();
    return;
  }
  const connect = detail.intent === 'connect' || appStore.get(loggedInAtom);
  const popup = provider === 'facebook' && isIosStandalone() ? null : openSocialPopup(provider);
  current = popup;
  loadFlow().then(
    ({ startSocialSignIn }) => startSocialSignIn({ provider, connect, popup }),
    (error: unknown) => {
      console.error('The social sign-in could not load', error);
      popup?.close();
    },
  );
}

export function SocialSignInListener() {
  useEffect(() => {
    window.addEventListener(SOCIAL_SIGN_IN_EVENT, onSocialSignIn);
    return () => window.removeEventListener(SOCIAL_SIGN_IN_EVENT, onSocialSignIn);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(initialSearch);
    if (returnHandled || params.get('auth') !== 'facebook' || (!params.has('code') && !params.has('error'))) return;
    returnHandled = true;
    void loadFlow().then(({ facebookReturnOf, handleFacebookReturn }) => {
      const answer = facebookReturnOf(initialSearch);
      if (answer) return handleFacebookReturn(answer);
    });
  }, []);

  return null;
}
