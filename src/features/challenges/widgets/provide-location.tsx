// provide_location: country and city, plus a position: the browser's when the user allows it, or a
// pin placed on the map when the settings carry googleApiKey (docs/product.md section 7); answer
// {country, city, latitude?, longitude?}.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { LocationAnswer } from '@contract/challenge-answers';
import { Button } from '@/components/ui/button';
import { CloseIcon, GlobeIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import type { Pin } from './location-map';
import { useGeolocation } from './use-geolocation';
import { WidgetForm } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

// Its own chunk: only members of a programme with a maps key load it, when the widget opens.
const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

export function ProvideLocationWidget({ onAnswer, busy, error }: WidgetProps<'provide_location'>) {
  const { t } = useLingui();
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const geo = useGeolocation();
  const withMap = Boolean(useAtomValue(settingsAtom)?.googleApiKey);
  const [placed, setPlaced] = useState<Pin | null>(null);
  // A pin placed on the map, else the browser's position (asking for it again lifts the pin).
  const pin = placed ?? (geo.state.status === 'found' ? { latitude: geo.state.latitude, longitude: geo.state.longitude } : null);
  const locate = () => {
    setPlaced(null);
    geo.locate();
  };
  const clear = () => {
    geo.clear();
    setPlaced(null);
  };
  const valid = country.trim().length >= 2 && city.trim().length >= 1;
  const fieldError = (name: string) => (error?.field === `answer.${name}` ? error.message.replace(/^Invalid body field "[^"]*": /, '') : undefined);

  const submit = () => {
    const answer: LocationAnswer = { country: country.trim(), city: city.trim() };
    if (pin) {
      answer.latitude = pin.latitude;
      answer.longitude = pin.longitude;
    }
    void onAnswer(answer);
  };

  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Save my location</Trans>} busy={busy} error={error} disabled={!valid}>
      <div className={styles.twoFields}>
        <TextField label={t`Country`} value={country} onChange={(e) => setCountry(e.target.value)} autoComplete="country-name" required disabled={busy} error={fieldError('country')} />
        <TextField label={t`City`} value={city} onChange={(e) => setCity(e.target.value)} autoComplete="address-level2" required disabled={busy} error={fieldError('city')} />
      </div>
      {withMap ? (
        <Suspense fallback={null}>
          <LocationMap pin={pin} onPin={setPlaced} disabled={busy} />
        </Suspense>
      ) : null}
      {geo.available || pin ? (
        <div className={styles.geo} aria-live="polite">
          {pin ? (
            <>
              <span className={styles.geoFound}>
                <GlobeIcon size={18} />
                <Trans>
                  Your position is added: {pin.latitude}, {pin.longitude}
                </Trans>
              </span>
              <Button variant="ghost" size="sm" icon={<CloseIcon />} onClick={clear} disabled={busy}>
                <Trans>Remove</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" size="sm" icon={<GlobeIcon />} onClick={locate} loading={geo.state.status === 'locating'} disabled={busy}>
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
