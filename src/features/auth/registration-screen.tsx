// Sign-up: phone, first and last name; the SMS code screen finishes it.
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { TextField } from '@/components/ui/text-field';
import { formatPoints } from '@/i18n/format';
import { pluralCategory } from '@/i18n/plural-category';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { AuthScreen } from './auth-screen';
import { BackToSignIn } from './back-link';
import styles from './form.module.css';
import { canSendPhoneLogin } from './phone';
import { PhoneCodeFields } from './phone-code-fields';
import { usePhoneSignIn } from './use-phone-sign-in';

export function RegistrationScreen() {
  const { t } = useLingui();
  const bonus = useAtomValue(settingsAtom)?.signup_bonus_points ?? 0;
  // As BonusPoints: no lingui Plural (and its number formatter) on a first screen.
  const shown = formatPoints(bonus);
  const form = pluralCategory(bonus);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const signIn = usePhoneSignIn();
  const ready =
    Boolean(name.trim() && surname.trim()) &&
    canSendPhoneLogin({ phone, turnstileKey: signIn.turnstileKey, turnstileToken: signIn.turnstileToken, submitting: signIn.submitting });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !surname.trim()) return;
    void signIn.submit({ phone, name, surname });
  }

  return (
    <AuthScreen
      back={<BackToSignIn />}
      title={<Trans>Create your account</Trans>}
      eyebrow={
        bonus > 0 ? (
          <Badge tone="accent">
            <Select value={form} _one={`+${shown} point welcome bonus`} other={`+${shown} points welcome bonus`} />
          </Badge>
        ) : null
      }
      lead={<Trans>Join in a minute and start collecting points.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/$lang/sign-in" params={{ lang: signIn.lang }} search={true} className={styles.link}>
            Sign in
          </Link>
        </Trans>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Create your account`}>
        <div className={styles.row}>
          <TextField
            label={t`First name`}
            name="given-name"
            autoComplete="given-name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t`Last name`}
            name="family-name"
            autoComplete="family-name"
            required
            maxLength={100}
            value={surname}
            onChange={(event) => setSurname(event.target.value)}
          />
        </div>
        <PhoneCodeFields signIn={signIn} phone={phone} onPhoneChange={setPhone} ready={ready} submitLabel={<Trans>Sign up</Trans>} />
      </form>
    </AuthScreen>
  );
}
