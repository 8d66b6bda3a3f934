// The programme's settings (admins): the form, and what the deployment fixes, read-only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { PointsValiditySection } from './points-validity-section';
import { SettingsForm } from './settings-form';
import type { ConsoleSettings, EditableSettings } from './types';
import './settings.css';

function Fixed({ fixed }: { fixed: ConsoleSettings['fixed'] }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    languagesSupported: t`Languages`,
    defaultLanguage: t`Default language`,
    signup_bonus_points: t`Sign-up bonus points`,
    session_idle_seconds: t`Session ends after inactivity (seconds)`,
    phone_country: t`Phone numbers' country`,
    push: t`Push notifications`,
    googleId: t`Google sign-in client id`,
    fbAppId: t`Facebook app id`,
    linkedinKey: t`LinkedIn key`,
    appleClientId: t`Apple sign-in client id`,
    turnstileKey: t`Turnstile site key`,
    googleAnalyticsTrackingId: t`Google Analytics id`,
    sentryUrl: t`Error reporting (Sentry) address`,
  };
  const value = (v: string) => (v === 'on' ? t`On` : v === 'off' ? t`Off` : v);
  return (
    <section aria-labelledby="fixed-title" className="card">
      <h2 id="fixed-title"><Trans>Set by the deployment</Trans></h2>
      <p className="hint">
        <Trans>These come from the server's environment variables and change only with a new deployment; ask whoever runs the server.</Trans>
      </p>
      <dl className="facts">
        {fixed.map((f) => (
          <div key={f.key}>
            <dt>{names[f.key] ?? f.key}</dt>
            <dd>{value(f.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SettingsPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => send('GET /settings') });
  const save = useMutation({
    mutationFn: (change: Partial<EditableSettings>) => send('POST /settings', { body: change }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['settings'], answer.settings);
      setSaved(answer.changed.length);
      setVersion((v) => v + 1);
    },
  });
  const submit = (change: Partial<EditableSettings>) => {
    setSaved(null);
    if (!Object.keys(change).length) return setSaved(0);
    save.mutate(change);
  };
  return (
    <>
      <PageTitle><Trans>Settings</Trans></PageTitle>
      <p className="hint"><Trans>Members' apps use a change within moments; no restart is needed.</Trans></p>
      {settings.isError && <Notice kind="error">{errorText(settings.error)}</Notice>}
      {settings.data && (
        <>
          <SettingsForm key={version} settings={settings.data} busy={save.isPending} onSave={submit} />
          {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
          {saved !== null && (
            <Notice kind="success">
              {saved === 0 ? t`Nothing changed.` : <Plural value={saved} one="Saved: # setting changed." other="Saved: # settings changed." />}
            </Notice>
          )}
          <PointsValiditySection />
          <Fixed fixed={settings.data.fixed} />
        </>
      )}
    </>
  );
}
