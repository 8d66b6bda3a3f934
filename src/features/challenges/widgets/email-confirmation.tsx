// email_confirmation: {email} mails a confirmation link (pending); opening the link completes it.
// "I have confirmed it" asks the server again with the same address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CompleteChallengeResult } from '@contract/challenges';
import type { EmailAnswer } from '@contract/challenge-answers';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { serverNow } from '../model/server-clock';
import { pendingSend } from './pending-send';
import { ResendButton } from './resend-button';
import { useErrorText } from './use-error-text';
import { WidgetErrorText, WidgetForm, WidgetText } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';
import { EmailAddress } from '@/components/ui/email-address';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step = { kind: 'address' } | { kind: 'sent'; email: string; resendAt: number | null; checked: boolean };

export function EmailConfirmationWidget({ challenge, onAnswer, busy, error }: WidgetProps<'email_confirmation'>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const saved = useAtomValue(userDataAtom)?.primary_email ?? '';
  // A link mailed before (this visit or an earlier one) is still waiting: resume at the sent step.
  const [sent] = useState(() => pendingSend(challenge));
  const [email, setEmail] = useState(sent?.to ?? saved);
  const [step, setStep] = useState<Step>(
    sent ? { kind: 'sent', email: sent.to, resendAt: sent.resendAt, checked: false } : { kind: 'address' },
  );

  const send = async (address: string, checking: boolean) => {
    const answer: EmailAnswer = { email: address.trim() };
    const result: CompleteChallengeResult | null = await onAnswer(answer);
    if (result?.status === 'pending') {
      setStep({
        kind: 'sent',
        email: result.sent_to ?? answer.email,
        resendAt: result.resend_after ? serverNow() + result.resend_after * 1000 : null,
        checked: checking,
      });
    }
  };

  if (step.kind === 'sent') {
    return (
      <div className={styles.form} aria-busy={busy || undefined}>
        <div className={styles.notice} role="status">
          <p>
            <Trans>
              We sent a confirmation link to <EmailAddress address={step.email} />. Open it to complete the challenge.
            </Trans>
          </p>
          {step.checked ? (
            <p className={styles.hint}>
              <Trans>Not confirmed yet. Check your inbox, and the spam folder too.</Trans>
            </p>
          ) : null}
        </div>
        {error ? <WidgetErrorText>{errorText(error)}</WidgetErrorText> : null}
        <div className={styles.actions}>
          <Button onClick={() => void send(step.email, true)} loading={busy} className={styles.submit}>
            <Trans>I have confirmed it</Trans>
          </Button>
          <ResendButton allowedAt={step.resendAt} onResend={() => void send(step.email, false)} busy={busy}>
            <Trans>Send the link again</Trans>
          </ResendButton>
          <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'address' })} disabled={busy}>
            <Trans>Use another address</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <WidgetForm onSubmit={() => void send(email, false)} submitLabel={<Trans>Send the confirmation link</Trans>} busy={busy} error={error} disabled={!EMAIL.test(email.trim())}>
      <WidgetText>
        <Trans>We will e-mail you a link. Opening it confirms that the address is yours.</Trans>
      </WidgetText>
      <TextField
        type="email"
        label={t`E-mail address`}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        inputMode="email"
        required
        disabled={busy}
      />
    </WidgetForm>
  );
}
