// The gate shown while the programme is closed to the public (settings.authenticated is false):
// a shared username and password; the server sets a cookie and the page reloads.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AuthScreen } from './auth-screen';
import formStyles from './form.module.css';

export function LimitedAccessPage() {
  const { t } = useLingui();
  const [login, setLogin] = useState('');
  const [pass, setPass] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<'denied' | 'other' | null>(null);
  const busy = useRef(false);
  const ready = Boolean(login.trim() && pass.trim());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy.current) return;
    busy.current = true;
    setSending(true);
    setFailed(null);
    try {
      await api.post('/api/user-side/auth', { login: login.trim(), pass: pass.trim() });
      window.location.reload();
    } catch (error) {
      // docs/product.md section 8: a failed login only re-enables the form.
      setFailed(error instanceof ApiError && error.status === 403 ? 'denied' : 'other');
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <AuthScreen title={<Trans>Limited access</Trans>} lead={<Trans>This site is not open to the public yet. Please sign in to continue.</Trans>}>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Limited access`}>
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="username"
          required
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={pass}
          onChange={(event) => setPass(event.target.value)}
        />
        {failed ? (
          <p className={formStyles.alert} role="alert">
            {failed === 'denied' ? <Trans>Wrong username or password.</Trans> : <Trans>Something went wrong, please try again later</Trans>}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={sending} disabled={!ready}>
          <Trans>Login</Trans>
        </Button>
      </form>
    </AuthScreen>
  );
}
