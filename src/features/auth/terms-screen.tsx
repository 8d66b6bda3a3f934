// The terms and conditions; a new user accepts them here once, which starts the welcome flow.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { useAtomValue, useStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { AuthScreen } from './auth-screen';
import { completeSignIn } from './complete-sign-in';
import { contentQueryOptions } from '@/api/queries/content';
import formStyles from './form.module.css';
import { pendingSignInAtom } from './sign-in-data';
import styles from './terms-screen.module.css';
import { useRedirectTo } from './use-redirect-to';
import { errorMessage } from '@/lib/error-messages';
import { emitAppEvent } from '@/lib/app-events';

function AcceptTerms() {
  const { t } = useLingui();
  const store = useStore();
  const redirectTo = useRedirectTo();
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const busy = useRef(false);

  async function accept() {
    if (!checked || busy.current) return;
    busy.current = true;
    setSending(true);
    setFailed(null);
    try {
      const answer = await api.post('acceptTerms');
      emitAppEvent('analytics', { name: 'sign_up' });
      const pending = store.get(pendingSignInAtom);
      store.set(pendingSignInAtom, null);
      await completeSignIn(
        { redirect_route_name: afterTerms(pending?.redirect_route_name), showWelcomeScreen: answer.showWelcomeScreen },
        { redirectTo: redirectTo ?? pending?.redirectTo, store },
      );
    } catch (error) {
      setFailed(error instanceof ApiError ? error.errorCode : 'UnknownError');
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const bar = useReservedBottomSpace<HTMLDivElement>();

  return (
    <div ref={bar} className={styles.accept}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        <span>{t`I have read and accept the terms and conditions`}</span>
      </label>
      {failed ? (
        <div className={formStyles.alert} role="alert">
          <p>{errorMessage(failed)}</p>
        </div>
      ) : null}
      <Button size="lg" block disabled={!checked} loading={sending} onClick={() => void accept()}>
        <Trans>Accept and continue</Trans>
      </Button>
    </div>
  );
}

export function TermsScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userDataAtom);
  const needsAcceptance = Boolean(token) && user?.user_initialized !== true;
  const content = useQuery(contentQueryOptions('terms-and-conditions', lang));

  return (
    <AuthScreen
      wide
      title={content.data?.title ?? <Trans>Terms and conditions</Trans>}
      lead={needsAcceptance ? <Trans>One last step: please read and accept our terms to start collecting points.</Trans> : undefined}
    >
      {content.isPending ? (
        <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading`}>
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : content.isError ? (
        <div className={formStyles.alert} role="alert">
          <p>
            <Trans>The terms could not be loaded.</Trans>
          </p>
          <button type="button" className={formStyles.alertLink} onClick={() => void content.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <div
          className={styles.text}
          // Sanitised by the server (getContent answers clean HTML).
          dangerouslySetInnerHTML={{ __html: content.data.body }}
        />
      )}
      {needsAcceptance ? <AcceptTerms /> : null}
    </AuthScreen>
  );
}

/**
 * On phones the accept bar is fixed to the bottom of the screen; while it is, the page reserves its
 * height (global.css reads --fixed-bottom-bar-height), so the last lines and the footer scroll clear of it.
 */
function useReservedBottomSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      if (getComputedStyle(element).position === 'fixed') root.style.setProperty('--fixed-bottom-bar-height', `${element.offsetHeight}px`);
      else root.style.removeProperty('--fixed-bottom-bar-height');
    };
    update();
    // Its height changes with the error message and the text's wrapping; its position with the screen width.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--fixed-bottom-bar-height');
    };
  }, []);
  return ref;
}

/** The sign-in result names the terms page as a new user's next stop; once accepted, it is behind us. */
function afterTerms(routeName: string | undefined): string | undefined {
  return routeName === 'terms-and-conditions' ? undefined : routeName;
}
