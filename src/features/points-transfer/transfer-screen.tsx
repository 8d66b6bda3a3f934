// points-transfer: send points to another member by phone number, after a confirmation.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import page from '@/components/ui/page.module.css';
import { TextField } from '@/components/ui/text-field';
import { formatPoints } from '@/i18n/format';
import { useOnline } from '@/lib/use-online';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import styles from './transfer.module.css';
import { useTransfer } from './use-transfer';
import { useTransferMessages } from './use-transfer-messages';

export interface TransferScreenProps {
  /** The user's points (the points feature), undefined until loaded. */
  points: number | undefined;
}

export function TransferScreen({ points }: TransferScreenProps) {
  const { t } = useLingui();
  const ownPhone = useAtomValue(userDataAtom)?.primary_phone;
  const online = useOnline();
  const message = useTransferMessages();
  const { send, busy, errors, done } = useTransfer(points, ownPhone);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await send({ phone, points: amount })) {
      setPhone('');
      setAmount('');
    }
  };

  const balance = formatPoints(points ?? 0);
  const sent = done ? formatPoints(done.points) : '';
  const recipient = done?.recipient_name ?? '';

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>
          <Trans>Send points</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Give some of your points to a friend who is a member too. They find them in their history at once.</Trans>
        </p>
      </header>

      <div className={styles.card}>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>
            <Trans>Available to send</Trans>
          </span>
          <span className={styles.balanceValue}>{points === undefined ? '…' : <Plural value={points} one={`${balance} point`} other={`${balance} points`} />}</span>
        </div>

        {done ? (
          <p className={styles.success} role="status">
            <Plural value={done.points} one={`Sent ${sent} point. Recipient: ${recipient}`} other={`Sent ${sent} points. Recipient: ${recipient}`} />
          </p>
        ) : null}

        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t`Recipient's phone number`}
            name="recipient_phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t`+370 600 00000`}
            hint={t`With the country code, as the member signed up.`}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.fields.recipient_phone ? message(errors.fields.recipient_phone) : undefined}
          />
          <TextField
            label={t`Points to send`}
            name="points"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
            error={errors.fields.points ? message(errors.fields.points) : undefined}
          />
          {errors.form ? (
            <p className={styles.problem} role="alert">
              {message(errors.form)}
            </p>
          ) : null}
          {!online ? (
            <p className={styles.note} role="status">
              <Trans>Sending points needs an internet connection.</Trans>
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={busy} disabled={!online}>
            <Trans>Continue</Trans>
          </Button>
        </form>
      </div>
    </div>
  );
}
