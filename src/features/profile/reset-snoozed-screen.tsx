// profile/reset-snoozed-challenges: brings every snoozed challenge back to the dashboard.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/features/toasts/toast';
import { resetSnoozedChallenges } from './api/profile-calls';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';

export function ResetSnoozedScreen() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    try {
      const { count } = await resetSnoozedChallenges();
      // The challenges feature's lists (query key ['challenges', ...]) show them again.
      await client.invalidateQueries({ queryKey: ['challenges'] });
      if (count > 0) {
        toast.success(plural(count, { one: '# challenge is back on your dashboard.', other: '# challenges are back on your dashboard.' }));
      } else {
        toast.info(t`You had no snoozed challenges.`);
      }
    } catch (error) {
      console.warn('resetSnoozedChallenges failed', error);
      toast.error(t`The challenges could not be brought back. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSubpage
      title={<Trans>Reset snoozed challenges</Trans>}
      lead={<Trans>Challenges you snoozed are hidden from your dashboard. Bring them all back to take them on after all.</Trans>}
    >
      <Card className={styles.section}>
        <p className={styles.muted}>
          <Trans>Completed challenges stay completed; only the snoozed ones return.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={() => void reset()} loading={busy}>
            <Trans>Show snoozed challenges again</Trans>
          </Button>
        </div>
      </Card>
    </ProfileSubpage>
  );
}
