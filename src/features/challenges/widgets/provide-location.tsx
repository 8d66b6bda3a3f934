// provide_location: country and city, plus the browser's position when the user allows it;
// answer {country, city, latitude?, longitude?}.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LocationAnswer } from '@/api/contract/challenges';
import { Button } from '@/components/ui/button';
import { CloseIcon, GlobeIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useGeolocation } from './use-geolocation';
import { WidgetForm } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export function ProvideLocationWidget({ onAnswer, busy, error }: WidgetProps<'provide_location'>) {
  const { t } = useLingui();
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const geo = useGeolocation();
  const valid = country.trim().length >= 2 && city.trim().length >= 1;
  const fieldError = (name: string) => (error?.field === `answer.${name}` ? error.message.replace(/^Invalid body field "[^"]*": /, '') : undefined);

  const submit = () => {
    const answer: LocationAnswer = { country: country.trim(), city: city.trim() };
    if (geo.state.status === 'found') {
      answer.latitude = geo.state.latitude;
      answer.longitude = geo.state.longitude;
    }
    void onAnswer(answer);
  };

  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Save my location</Trans>} busy={busy} error={error} disabled={!valid}>
      <div className={styles.twoFields}>
        <TextField label={t`Country`} value={country} onChange={(e) => setCountry(e.target.value)} autoComplete="country-name" required disabled={busy} error={fieldError('country')} />
        <TextField label={t`City`} value={city} onChange={(e) => setCity(e.target.value)} autoComplete="address-level2" required disabled={busy} error={fieldError('city')} />
      </div>
      {geo.available || geo.state.status === 'found' ? (
        <div className={styles.geo} aria-live="polite">
          {geo.state.status === 'found' ? (
            <>
              <span className={styles.geoFound}>
                <GlobeIcon size={18} />
                <Trans>
                  Your position is added: {geo.state.latitude}, {geo.state.longitude}
                </Trans>
              </span>
              <Button variant="ghost" size="sm" icon={<CloseIcon />} onClick={geo.clear} disabled={busy}>
                <Trans>Remove</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" size="sm" icon={<GlobeIcon />} onClick={geo.locate} loading={geo.state.status === 'locating'} disabled={busy}>
                <Trans>Add my current position</Trans>
              </Button>
              <span className={styles.hint}>
                {geo.state.status === 'error' ? (
                  geo.state.reason === 'denied' ? (
                    <Trans>Location access is off. Type your city instead.</Trans>
                  ) : (
                    <Trans>Your position could not be found. Type your city instead.</Trans>
                  )
                ) : (
                  <Trans>Optional. Your browser will ask first.</Trans>
                )}
              </span>
            </>
          )}
        </div>
      ) : null}
    </WidgetForm>
  );
}
