// The form of the programme's settings: switches, sign-in, menus, links, the programme's name and the
// owner organisation. Only what changed is sent; the server checks every value again.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { languageName } from '../../format';
import { MenuOrder } from './menu-order';
import type { ConsoleSettings, EditableSettings } from './types';

type Key = keyof EditableSettings;
type SwitchKey = {
  [K in Key]: EditableSettings[K] extends boolean ? K : never;
}[Key];
type LinkKey = 'customerLoginUrl' | 'facebookUrl' | 'youtubeUrl';

const isLink = (value: string) => value === '' || /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value);

export function SettingsForm({ settings, busy, onSave }: { settings: ConsoleSettings; busy: boolean; onSave: (change: Partial<EditableSettings>) => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<EditableSettings>(settings.values);
  const [problem, setProblem] = useState('');
  const set = <K extends Key>(key: K, value: EditableSettings[K]) => setValues((all) => ({ ...all, [key]: value }));

  const switches: Array<[SwitchKey, string]> = [
    ['newsEnabled', t`News`],
    ['userFriendsEnabled', t`Friends leaderboard`],
    ['user_name_change_enabled', t`Members may change their name`],
    ['challengeSettings.openFullScreen', t`Challenges open full screen on phones`],
    ['ui.showUnusedRewardsBadge', t`Badge with the number of unused rewards`],
    ['ui.layoutShowSignupButton', t`Sign-up area in the header on computers`],
    ['ui.footerForceBottomOnDesktop', t`Footer at the bottom of the window on computers`],
    ['ui.partnerBlockShow', t`Partner logos on the sign-in screen`],
    ['ui.soundsEnabled', t`Sound effects`],
    ['soundsMuted', t`Sounds start muted`],
  ];
  const links: Array<[LinkKey, string]> = [
    ['customerLoginUrl', t`Customer login address (single sign-on)`],
    ['facebookUrl', t`Social page address`],
    ['youtubeUrl', t`Video page address`],
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only a changed address is checked: the deployment's own may be http:// (a local operator site).
    const badLink = links.find(([key]) => values[key] !== settings.values[key] && !isLink(values[key].trim()));
    if (badLink) return setProblem(t`${badLink[1]}: give an address starting with https://, or leave it empty.`);
    setProblem('');
    const keys = Object.keys(values) as Key[];
    const changed = keys.filter((key) => JSON.stringify(values[key]) !== JSON.stringify(settings.values[key]));
    onSave(Object.fromEntries(changed.map((key) => [key, typeof values[key] === 'string' ? (values[key] as string).trim() : values[key]])));
  };

  return (
    <form onSubmit={submit} className="settings-form" noValidate>
      <fieldset className="card">
        <legend><Trans>Features</Trans></legend>
        <div className="switches">
          {switches.map(([key, label]) => (
            <label key={key} className="check">
              <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="card">
        <legend><Trans>Sign-up and the programme</Trans></legend>
        <fieldset className="choice">
          <legend><Trans>Members sign up with</Trans></legend>
          <label><input type="radio" name="registration" checked={values.registration_type === 'phone'} onChange={() => set('registration_type', 'phone')} /> <Trans>Phone number and SMS code</Trans></label>
          <label><input type="radio" name="registration" checked={values.registration_type === 'id'} onChange={() => set('registration_type', 'id')} /> <Trans>Customer id</Trans></label>
        </fieldset>
        <label>
          <Trans>Owner organisation (its challenges are listed first)</Trans>
          <select value={values.owner_id ?? ''} onChange={(e) => set('owner_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
            <option value="">{t`None`}</option>
            {settings.owners.map((o) => (
              <option key={o.id} value={o.id}>{o.name}</option>
            ))}
          </select>
        </label>
        <fieldset className="names">
          <legend><Trans>The programme's name (in SMS, e-mail and the page title)</Trans></legend>
          {settings.languages.map((lang) => (
            <label key={lang}>
              {languageName(lang, i18n.locale)}
              <input type="text" lang={lang} required maxLength={100} value={values['brand.name'][lang] ?? ''} onInput={(e) => set('brand.name', { ...values['brand.name'], [lang]: e.currentTarget.value })} />
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset className="card">
        <legend><Trans>Main menu</Trans></legend>
        <div className="menus">
          <MenuOrder legend={t`On phones`} value={values['ui.mainMenuOrderMobile']} onChange={(next) => set('ui.mainMenuOrderMobile', next)} />
          <MenuOrder legend={t`On computers`} value={values['ui.mainMenuOrderDesktop']} onChange={(next) => set('ui.mainMenuOrderDesktop', next)} />
        </div>
      </fieldset>

      <fieldset className="card">
        <legend><Trans>Links</Trans></legend>
        <div className="stack">
          {links.map(([key, label]) => (
            <label key={key}>
              {label}
              <input type="url" inputMode="url" maxLength={500} placeholder="https://" value={values[key]} onInput={(e) => set(key, e.currentTarget.value)} />
            </label>
          ))}
        </div>
      </fieldset>

      {problem && <p className="notice error" role="alert">{problem}</p>}
      <div className="actions">
        <button type="submit" disabled={busy}><Trans>Save the settings</Trans></button>
      </div>
    </form>
  );
}
