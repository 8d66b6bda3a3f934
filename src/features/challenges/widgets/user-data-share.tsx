// user_data_share: what would be shared and with whom, and a consent checkbox; answer {consent: true}.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ConsentAnswer } from '@contract/challenge-answers';
import { customText, customTexts } from './custom-data';
import { WidgetForm } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export function UserDataShareWidget({ challenge, onAnswer, busy, error }: WidgetProps<'user_data_share'>) {
  const { t } = useLingui();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const partner = customText(challenge, 'partner_name') ?? challenge.challenge_owner_name;
  const items = customTexts(challenge, 'data_items');
  const submit = () => {
    const answer: ConsentAnswer = { consent: true };
    void onAnswer(answer);
  };
  return (
    <WidgetForm onSubmit={submit} submitLabel={<Trans>Share my details</Trans>} busy={busy} error={error} disabled={!consent}>
      {items.length > 0 ? (
        <div className={styles.shareBox}>
          <p className={styles.legend}>{partner ? t`${partner} will receive:` : t`What will be shared:`}</p>
          <ul className={styles.shareList}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <label htmlFor={id} className={styles.consent} data-checked={consent || undefined}>
        <input id={id} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} disabled={busy} className={styles.consentInput} />
        <span>{customText(challenge, 'consent_text') ?? (partner ? t`I agree to share these details with ${partner}.` : t`I agree to share these details.`)}</span>
      </label>
    </WidgetForm>
  );
}
