// The programme is not open in the visitor's country yet: leave a phone or e-mail to hear when it is.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { AuthScreen } from './auth-screen';
import formStyles from './form.module.css';
import { stripLeadingNonDigit } from '@/lib/phone';
import { signInDataAtom } from './sign-in-data';
import styles from './waitlist-screen.module.css';

type Channel = 'phone' | 'email';

export function WaitlistScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const remembered = useAtomValue(signInDataAtom);
  const search: Record<string, unknown> = useSearch({ strict: false });
  const givenPhone = typeof search.phone === 'string' ? search.phone : remembered?.phone;
  const [channel, setChannel] = useState<Channel>('phone');
  const [phone, setPhone] = useState(givenPhone ?? '');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const value = channel === 'phone' ? stripLeadingNonDigit(phone.trim()) : email.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!value || busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      await api.post('joinWaitlist', channel === 'phone' ? { phone: value, lang } : { email: value, lang });
      setDone(true);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === 400 ? caught.message : t`Something went wrong, please try again later`);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  if (done) {
    return (
      <AuthScreen title={<Trans>You are on the list</Trans>} lead={<Trans>We will let you know as soon as the programme opens in your country.</Trans>}>
        <div className={styles.done} aria-hidden="true">
          <CheckIcon size={36} strokeWidth={2.4} />
        </div>
        <Link to="/$lang/sign-in" params={{ lang }} className={`${formStyles.link} ${formStyles.center}`}>
          <Trans>Back to sign-in</Trans>
        </Link>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={<Trans>Not available in your country yet</Trans>}
      lead={<Trans>The programme has not opened where you are. Join the waitlist and we will tell you when it does.</Trans>}
      footer={
        <Link to="/$lang/sign-in" params={{ lang }} className={`${formStyles.link} ${formStyles.center}`}>
          <Trans>Back to sign-in</Trans>
        </Link>
      }
    >
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Join the waitlist`}>
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">
            <Trans>How should we reach you?</Trans>
          </legend>
          {(['phone', 'email'] as const).map((option) => (
            <label key={option} className={styles.option} data-checked={channel === option || undefined}>
              <input type="radio" name="channel" value={option} checked={channel === option} onChange={() => setChannel(option)} />
              {option === 'phone' ? <Trans>Phone</Trans> : <Trans>E-mail</Trans>}
            </label>
          ))}
        </fieldset>
        {channel === 'phone' ? (
          <TextField
            label={t`Phone number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            error={error ?? undefined}
            onChange={(event) => setPhone(stripLeadingNonDigit(event.target.value))}
          />
        ) : (
          <TextField
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={error ?? undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <Button type="submit" size="lg" block loading={sending} disabled={!value}>
          <Trans>Join the waitlist</Trans>
        </Button>
      </form>
    </AuthScreen>
  );
}
