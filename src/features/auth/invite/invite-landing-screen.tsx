// invite/{referralId} for a visitor: who invited them, the points both get, and the way to sign up.
// The referral id waits in this browser (lib/pending-referral) and is applied once they are signed in.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@/api/client';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { AuthScreen } from '../auth-screen';
import formStyles from '../form.module.css';
import { invitationQueryOptions } from './invitation-query';
import styles from './invite-landing.module.css';
import { BonusPoints } from '../bonus-points';

export function InviteLandingScreen({ referralId }: { referralId: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const programme = useAtomValue(settingsAtom)?.brand.name ?? '';
  const invitation = useQuery(invitationQueryOptions(referralId));

  const signIn = (
    <p className={formStyles.center}>
      <Trans>Already a member?</Trans>{' '}
      <Link to="/$lang/sign-in" params={{ lang }} className={formStyles.link}>
        <Trans>Sign in</Trans>
      </Link>
    </p>
  );

  if (invitation.isPending) {
    return (
      <AuthScreen title={<Trans>You are invited</Trans>}>
        <div className={styles.loading}>
          <Spinner size="lg" label={t`Loading the invitation`} />
        </div>
      </AuthScreen>
    );
  }

  if (invitation.isError) {
    const code = invitation.error instanceof ApiError ? invitation.error.errorCode : '';
    const invalid = code === 'ReferralCodeInvalid' || code === 'ValidationError';
    return (
      <AuthScreen
        title={invalid ? <Trans>This invitation link is not valid</Trans> : <Trans>You are invited</Trans>}
        lead={
          invalid ? (
            <Trans>It may have been copied only in part. You can still join: ask your friend for their referral code and enter it in your profile.</Trans>
          ) : (
            errorMessage(code)
          )
        }
        footer={signIn}
      >
        <Link to="/$lang/registration" params={{ lang }} search={{ invite: invalid ? undefined : referralId }} className={buttonClassName({ size: 'lg', block: true })}>
          <Trans>Sign up</Trans>
        </Link>
      </AuthScreen>
    );
  }

  const { inviter_name: inviter, referred_points: friendPoints, signup_bonus_points: bonus } = invitation.data;
  return (
    <AuthScreen
      eyebrow={<Trans>Invitation</Trans>}
      title={
        programme ? (
          <Trans>
            {inviter} invites you to {programme}
          </Trans>
        ) : (
          <Trans>{inviter} invites you</Trans>
        )
      }
      lead={<Trans>Complete challenges, collect points and swap them for rewards.</Trans>}
      footer={signIn}
    >
      <ul className={styles.gifts} aria-label={t`What you get`}>
        <li className={styles.gift}>
          <Badge tone="accent" solid className={styles.points}>
            <BonusPoints value={friendPoints} />
          </Badge>
          <span>
            {/* Both sides get the same (server/services/economy/constants.ts REFERRAL_POINTS). */}
            <Trans>for you and for {inviter} too, once you join with this invitation</Trans>
          </span>
        </li>
        {bonus > 0 ? (
          <li className={styles.gift}>
            <Badge tone="accent" solid className={styles.points}>
              <BonusPoints value={bonus} />
            </Badge>
            <span>
              <Trans>welcome bonus for signing up</Trans>
            </span>
          </li>
        ) : null}
      </ul>
      <Link to="/$lang/registration" params={{ lang }} search={{ invite: referralId }} className={buttonClassName({ size: 'lg', block: true })}>
        <Trans>Accept the invitation and sign up</Trans>
      </Link>
    </AuthScreen>
  );
}
