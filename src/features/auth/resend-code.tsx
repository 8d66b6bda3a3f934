// "Send a new code", available once the server's resend_after has passed (with a fresh Turnstile token when configured).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './resend-code.module.css';
import { SignInError } from './sign-in-error';
import { Turnstile } from './turnstile';
import type { useSmsCode } from './use-sms-code';
import { useSecondsUntil } from './use-seconds-until';

interface ResendCodeProps {
  sms: ReturnType<typeof useSmsCode>;
  /** The code expired: the resend action is the way forward. */
  highlight?: boolean;
}

export function ResendCode({ sms, highlight }: ResendCodeProps) {
  const lang = useAtomValue(currentLanguageAtom);
  const turnstileKey = useAtomValue(settingsAtom)?.turnstileKey ?? '';
  const [token, setToken] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const seconds = useSecondsUntil(sms.resendAt);
  const waiting = seconds > 0;
  const blocked = sms.resending || (Boolean(turnstileKey) && !token);

  async function onResend() {
    if (waiting || blocked) return;
    await sms.resend(token);
    if (turnstileKey) setResetKey((n) => n + 1);
  }

  const countdown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div className={styles.resend}>
      {sms.resent && waiting ? (
        <p className={styles.sent} role="status">
          <Trans>A new code is on its way.</Trans>
        </p>
      ) : null}
      {waiting ? (
        <p className={styles.wait}>
          <Trans>
            You can ask for a new code in <span className={styles.timer}>{countdown}</span>
          </Trans>
        </p>
      ) : (
        <>
          {turnstileKey ? <Turnstile siteKey={turnstileKey} language={lang} onToken={setToken} resetKey={resetKey} /> : null}
          <button
            type="button"
            className={[styles.button, highlight && styles.highlight].filter(Boolean).join(' ')}
            onClick={() => void onResend()}
            disabled={blocked}
            aria-busy={sms.resending || undefined}
          >
            <Trans>Send a new code</Trans>
          </button>
        </>
      )}
      <SignInError error={sms.resendError} />
    </div>
  );
}
