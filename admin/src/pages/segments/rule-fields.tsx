// One rule of a segment: its kind, and the fields that kind asks for. A new kind of rule is one more
// entry in KIND_LABELS and one branch below (the server's side is server/services/segments/rule-kinds.ts).
import { useLingui } from '@lingui/react/macro';
import type { ConsoleSegmentList, LeafRule, RuleKind, SignupChannel } from './types';

export const blankRule = (kind: RuleKind, choices: ConsoleSegmentList): LeafRule => {
  switch (kind) {
    case 'language':
      return { kind, languages: [choices.languages[0] ?? 'en'] };
    case 'points':
      return { kind, min: 100, max: null };
    case 'active_within':
      return { kind, days: 30 };
    case 'challenge_completed':
      return { kind, challenge_id: choices.challenges[0]?.id ?? 1 };
    case 'signup_channel':
      return { kind, channels: ['phone'] };
    case 'tag':
      return { kind, tag: 'vip' };
    case 'tier':
      return { kind, tier_ids: [(choices.tiers[1] ?? choices.tiers[0])?.id ?? 1] };
  }
};

const numberOrNull = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.floor(Number(value))));

export function RuleFields({ rule, choices, onChange }: { rule: LeafRule; choices: ConsoleSegmentList; onChange: (rule: LeafRule) => void }) {
  const { t } = useLingui();
  const channelLabels: Record<SignupChannel, string> = {
    phone: t`Phone`,
    customer_id: t`Customer id`,
    google: 'Google',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    apple: 'Apple',
  };
  const toggle = <T extends string>(list: T[], item: T, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));
  switch (rule.kind) {
    case 'language':
      return (
        <fieldset className="choice">
          <legend>{t`Languages`}</legend>
          {choices.languages.map((lang) => (
            <label key={lang}>
              <input type="checkbox" checked={rule.languages.includes(lang)} onChange={(e) => onChange({ ...rule, languages: toggle(rule.languages, lang, e.currentTarget.checked) })} /> {lang}
            </label>
          ))}
        </fieldset>
      );
    case 'points':
      return (
        <div className="rule-row">
          <label>
            {t`At least (points)`}
            <input type="number" min={0} inputMode="numeric" value={rule.min ?? ''} onChange={(e) => onChange({ ...rule, min: numberOrNull(e.currentTarget.value) })} />
          </label>
          <label>
            {t`At most (points)`}
            <input type="number" min={0} inputMode="numeric" value={rule.max ?? ''} onChange={(e) => onChange({ ...rule, max: numberOrNull(e.currentTarget.value) })} />
          </label>
        </div>
      );
    case 'active_within':
      return (
        <label>
          {t`Earned or spent points in the last (days)`}
          <input type="number" min={1} max={3650} required value={rule.days} onChange={(e) => onChange({ ...rule, days: numberOrNull(e.currentTarget.value) ?? 1 })} />
        </label>
      );
    case 'challenge_completed':
      return (
        <label>
          {t`Completed the challenge`}
          <select value={rule.challenge_id} onChange={(e) => onChange({ ...rule, challenge_id: Number(e.currentTarget.value) })}>
            {choices.challenges.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      );
    case 'signup_channel':
      return (
        <fieldset className="choice">
          <legend>{t`Signed up with`}</legend>
          {choices.channels.map((channel) => (
            <label key={channel}>
              <input type="checkbox" checked={rule.channels.includes(channel)} onChange={(e) => onChange({ ...rule, channels: toggle(rule.channels, channel, e.currentTarget.checked) })} />{' '}
              {channelLabels[channel]}
            </label>
          ))}
        </fieldset>
      );
    case 'tag':
      return (
        <label>
          {t`Tag set by a partner`}
          <input type="text" required maxLength={64} value={rule.tag} onChange={(e) => onChange({ ...rule, tag: e.currentTarget.value })} />
        </label>
      );
    case 'tier':
      return (
        <fieldset className="choice">
          <legend>{t`In the tier`}</legend>
          {choices.tiers.map((tier) => (
            <label key={tier.id}>
              <input type="checkbox" checked={rule.tier_ids.includes(tier.id)} onChange={(e) => onChange({ ...rule, tier_ids: toggle(rule.tier_ids.map(String), String(tier.id), e.currentTarget.checked).map(Number) })} />{' '}
              {tier.name}
            </label>
          ))}
        </fieldset>
      );
  }
}
