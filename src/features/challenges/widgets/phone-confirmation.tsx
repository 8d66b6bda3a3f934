// phone_confirmation: {phone} texts a 6-digit code (pending); {phone, code} completes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PhoneAnswer } from '@contract/challenge-answers';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { phoneDigits } from '@/lib/phone';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { serverNow } from '../model/server-clock';
import { pendingSend } from './pending-send';
import { ResendButton } from './resend-button';
import { WidgetForm } from './widget-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string; resendAt: number | null };

export function PhoneConfirmationWidget({ challenge, onAnswer, busy, error }: WidgetProps<'phone_confirmation'>) {
  const { t } = useLingui();
  const saved = useAtomValue(userDataAtom)?.primary_phone ?? '';
  // A code sent before (this visit or an earlier one) is still waiting: resume at the code step.
  const [sent] = useState(() => pendingSend(challenge));
  const typed = sent?.to ?? saved;
  const [phone, setPhone] = useState(typed ? `+${typed}` : '');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>(sent ? { kind: 'code', phone: sent.to, resendAt: sent.resendAt } : { kind: 'phone' });
  const digits = phoneDigits(phone);

  const sendCode = async (to: string) => {
    const answer: PhoneAnswer = { phone: to };
    const result = await onAnswer(answer);
    if (result?.status === 'pending') {
      setCode('');
      // The number as the server read it: "8 600 00003" was sent to +37060000003.
      setStep({ kind: 'code', phone: result.sent_to ?? to, resendAt: result.resend_after ? serverNow() + result.resend_after * 1000 : null });
    }
  };

  if (step.kind === 'code') {
    const confirm = () => {
      const answer: PhoneAnswer = { phone: step.phone, code };
      void onAnswer(answer);
    };
    return (
      <WidgetForm
        onSubmit={confirm}
        submitLabel={<Trans>Confirm</Trans>}
        busy={busy}
        error={error}
        disabled={!/^\d{6}$/.test(code)}
        secondary={
          <>
            <ResendButton allowedAt={step.resendAt} onResend={() => void sendCode(step.phone)} busy={busy}>
              <Trans>Send a new code</Trans>
            </ResendButton>
            <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'phone' })} disabled={busy}>
              <Trans>Change number</Trans>
            </Button>
          </>
        }
      >
        <p className={styles.text} role="status">
          <Trans>
            We sent a 6-digit code to <strong>+{step.phone}</strong>.
          </Trans>
        </p>
        <TextField
          label={t`Code from the SMS`}
          value={code}
          onChange={(e) => setCode(phoneDigits(e.target.value).slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          disabled={busy}
          className={styles.codeField}
        />
      </WidgetForm>
    );
  }

  return (
    <WidgetForm onSubmit={() => void sendCode(digits)} submitLabel={<Trans>Send me a code</Trans>} busy={busy} error={error} disabled={digits.length < 7 || digits.length > 15}>
      <TextField
        type="tel"
        label={t`Phone number`}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        inputMode="tel"
        placeholder="+370…"
        hint={t`With the country code, e.g. +37060000000.`}
        required
        disabled={busy}
      />
    </WidgetForm>
  );
}
