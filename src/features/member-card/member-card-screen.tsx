// "My card": the member's card token as a QR code and a Code 128 barcode on a white card, big and
// black on white for a till's scanner, the token in text under them (spelled out for screen
// readers). The screen stays awake while it shows; a new card number replaces the old one after a
// confirmation, since the old card stops working at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BarcodeCanvas } from '@/components/code/barcode-canvas';
import { Button } from '@/components/ui/button';
import { RefreshIcon, RetryIcon, SunIcon } from '@/components/ui/status-icons';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import { Spinner } from '@/components/ui/spinner';
import { randomId } from '@/features/offline/random-id';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { errorText } from '@/lib/error-messages';
import { spellCode } from '@/lib/spell-code';
import { useWakeLock } from '@/lib/use-wake-lock';
import { memberCardQueryOptions, useRotateMemberCard } from './api/member-card';
import styles from './member-card.module.css';
import { WalletButtons } from './wallet-buttons';

/** `details`: lines from other features under the codes (the tier and its progress, the points expiring next). */
export function MemberCardScreen({ details }: { details?: ReactNode }) {
  const card = useQuery(memberCardQueryOptions());
  const token = card.data?.card_token;
  useWakeLock(Boolean(token));

  return (
    <ProfileSubpage wide title={<Trans>My card</Trans>} lead={<Trans>Show this card at the till to collect points for your purchase.</Trans>}>
      {token ? (
        <>
          <CardCodes token={token} />
          {details}
          <p className={styles.hint}>
            <SunIcon size={18} />
            <Trans>Turn your screen brightness up so the code is easy to read and scan.</Trans>
          </p>
          <WalletButtons />
          <RotateCard />
        </>
      ) : card.isError ? (
        <div className={styles.failed}>
          <p role="alert">{errorText(card.error)}</p>
          <Button variant="secondary" icon={<RetryIcon size={18} />} loading={card.isFetching} onClick={() => void card.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Spinner size="lg" className={styles.loading} />
      )}
    </ProfileSubpage>
  );
}

function CardCodes({ token }: { token: string }) {
  const { t } = useLingui();
  const spelled = spellCode(token);
  return (
    <section className={styles.card} aria-label={t`Member card`} data-card-token={token}>
      <div className={styles.codes}>
        <BarcodeCanvas barcodeType="QRCODE" code={token} size="large" label={t`QR code: ${spelled}`} />
        <BarcodeCanvas barcodeType="CODE128" code={token} size="large" label={t`Barcode: ${spelled}`} />
      </div>
      <p className={styles.token}>
        <span aria-hidden="true">{token}</span>
        <span className="visually-hidden">{t`Card number: ${spelled}`}</span>
      </p>
    </section>
  );
}

function RotateCard() {
  const { t } = useLingui();
  const rotate = useRotateMemberCard();
  const ask = async () => {
    const sure = await popups.confirm({
      title: t`Get a new card number?`,
      text: t`Your current card number stops working at once: a till can no longer scan it, nor any copy of it you printed or saved.`,
      yesLabel: t`New card number`,
      cancelLabel: t`Cancel`,
      buttonClass: 'danger',
    });
    if (!sure) return;
    rotate.mutate(randomId(), {
      onSuccess: () => toast.success(t`Your card has a new number. The old one no longer works.`),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" icon={<RefreshIcon size={18} />} loading={rotate.isPending} onClick={() => void ask()}>
        <Trans>New card number</Trans>
      </Button>
      <p className={styles.actionHint}>
        <Trans>Lost a printed card, or someone else has a copy? A new number makes the old one stop working.</Trans>
      </p>
    </div>
  );
}
