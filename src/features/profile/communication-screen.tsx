// profile/communication: the e-mail address (changed through a mailed confirmation link, so the
// page then says to check the inbox) and the language of the app, texts and messages.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/api/client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { saveLanguageChoice } from '@/features/offline/save-language-choice';
import { changeLanguage } from '@/i18n/language';
import { useLanguageSwitchable } from '@/i18n/offline-languages';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { saveEmail } from './api/profile-calls';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CommunicationScreen() {
  return (
    <ProfileSubpage
      title={<Trans>Communication</Trans>}
      lead={<Trans>Where we write to you, and in which language.</Trans>}
    >
      <EmailSection />
      <LanguageSection />
    </ProfileSubpage>
  );
}

function EmailSection() {
  const { t } = useLingui();
  const user = useAtomValue(userDataAtom);
  const current = user?.primary_email ?? null;
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t`Enter a valid e-mail address.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await saveEmail(value);
      setSentTo(result.sent_to);
      setEditing(false);
      setEmail('');
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.errorCode : '';
      if (code === 'ValidationError') setError(t`Enter a valid e-mail address.`);
      else if (code === 'EmailAlreadyConfirmed') setError(t`This address is already confirmed on your account.`);
      else if (code === 'TooManyRequests') {
        setSentTo(value.toLowerCase());
        setEditing(false);
      } else setError(t`The address could not be saved. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const showForm = editing || (!current && !sentTo);
  return (
    <Card as="section" className={styles.section} aria-labelledby="communication-email">
      <h2 id="communication-email" className={styles.sectionTitle}>
        <Trans>E-mail</Trans>
      </h2>

      {current ? (
        <div className={styles.statusRow}>
          <span className={styles.value}>{current}</span>
          {user?.email_confirmed ? (
            <Badge tone="success">
              <Trans>Confirmed</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Not confirmed</Trans>
            </Badge>
          )}
        </div>
      ) : !sentTo ? (
        <p className={styles.muted}>
          <Trans>Add an e-mail address to receive news, offers and your reward codes by e-mail.</Trans>
        </p>
      ) : null}

      {sentTo ? (
        <div className={styles.note} data-tone="success" role="status">
          <div className={styles.noteBody}>
            <p className={styles.noteTitle}>
              <Trans>Check your inbox</Trans>
            </p>
            <p>
              <Trans>
                We sent a confirmation link to <strong>{sentTo}</strong>. Open it within 48 hours to start using this
                address.
              </Trans>
            </p>
          </div>
        </div>
      ) : null}

      {showForm ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.formRow}>
            <TextField
              label={current ? <Trans>New e-mail address</Trans> : <Trans>E-mail address</Trans>}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              maxLength={200}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              error={error}
              required
            />
            <Button type="submit" loading={busy}>
              <Trans>Send link</Trans>
            </Button>
          </div>
          {editing ? (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          ) : null}
        </form>
      ) : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setEditing(true);
              setSentTo(null);
            }}
          >
            {current ? <Trans>Change e-mail</Trans> : <Trans>Use another address</Trans>}
          </Button>
        </div>
      )}
    </Card>
  );
}

function LanguageSection() {
  const languages = useAtomValue(settingsAtom)?.languagesSupported ?? [];
  const current = useAtomValue(currentLanguageAtom);
  const switchable = useLanguageSwitchable();
  if (languages.length < 2) return null;
  const unavailable = languages.filter((l) => !switchable(l.key)).map((l) => l.name).join(', ');
  return (
    <Card as="section" className={styles.section} aria-labelledby="communication-language">
      <div>
        <h2 id="communication-language" className={styles.sectionTitle}>
          <Trans>Language</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>The app, our messages and notifications use this language.</Trans>
        </p>
      </div>
      <div className={styles.languages}>
        {languages.map((language) => (
          <Button
            key={language.key}
            variant={language.key === current ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={language.key === current}
            lang={language.key}
            disabled={!switchable(language.key)}
            aria-describedby={switchable(language.key) ? undefined : 'communication-language-offline'}
            onClick={() => void changeLanguage(language.key, saveLanguageChoice)}
          >
            {language.name}
          </Button>
        ))}
      </div>
      {unavailable ? (
        <p id="communication-language-offline" className={styles.muted}>
          <Trans>Offline, only languages saved on this device can be chosen. Needs a connection: {unavailable}.</Trans>
        </p>
      ) : null}
    </Card>
  );
}
