// profile/deactivate-account: explains what deactivation means, asks once more, deactivates and signs
// out. The server has already ended every session, so signing out here is local: forget the token,
// the user and every cached answer, then go to sign-in (the same steps as features/session/logout
// without its server call, which would only answer 401).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { forgetLocalSession } from '@/lib/forget-local-session';
import { useAtomValue, useStore } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { deactivateUser } from './api/profile-calls';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';

export function DeactivateAccountScreen() {
  const { t } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const lang = useAtomValue(currentLanguageAtom);
  const [busy, setBusy] = useState(false);

  const deactivate = async () => {
    const sure = await popups.confirm({
      title: t`Deactivate your account?`,
      text: t`You will be signed out on every device and will not be able to use your points, rewards or codes any more.`,
      yesLabel: t`Deactivate`,
      cancelLabel: t`Keep my account`,
      buttonClass: 'danger',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await deactivateUser();
    } catch (error) {
      console.warn('deactivateUser failed', error);
      toast.error(t`Your account could not be deactivated. Please try again.`);
      setBusy(false);
      return;
    }
    await forgetLocalSession(store);
    toast.info(t`Your account has been deactivated.`);
    await navigate({ to: '/$lang/sign-in', params: { lang }, replace: true });
  };

  return (
    <ProfileSubpage
      title={<Trans>Deactivate account</Trans>}
      lead={<Trans>Deactivating closes your membership of the programme.</Trans>}
    >
      <Card className={styles.section}>
        <h2 className={styles.sectionTitle}>
          <Trans>What happens</Trans>
        </h2>
        <ul className={styles.bullets}>
          <li>
            <Trans>You are signed out on every device and cannot sign in again with this account.</Trans>
          </li>
          <li>
            <Trans>Your points, unused rewards and codes can no longer be used.</Trans>
          </li>
          <li>
            <Trans>You stop receiving notifications and e-mails from the programme.</Trans>
          </li>
          <li>
            <Trans>You leave the monthly top and your friends’ leaderboards.</Trans>
          </li>
        </ul>
        <p className={styles.muted}>
          <Trans>To use the programme again later, contact its support team.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => void deactivate()} loading={busy}>
            <Trans>Deactivate my account</Trans>
          </Button>
        </div>
      </Card>
    </ProfileSubpage>
  );
}
