// profile/referral-code: my referral code and invite link (copy, share), and, while the user has
// not joined with anyone's code yet, a form to apply a friend's code.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { CopyIcon, InviteIcon, ShareIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { toast } from '@/features/toasts/toast';
import { formatPoints } from '@/i18n/format';
import { copyText } from '@/lib/copy-text';
import { forgetReferralId, pendingReferralId } from '@/lib/pending-referral';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { CodeForm } from './code-form';
import { CodeScreenHeader } from './code-screen-header';
import styles from './codes.module.css';
import { inviteLink } from './invite-link';
import { useApplyCode } from './use-apply-code';
import { emitAppEvent } from '@/lib/app-events';

export function ReferralCodeScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const user = useAtomValue(userDataAtom);
  const setUser = useSetAtom(userDataAtom);
  const brand = useAtomValue(settingsAtom)?.brand.name ?? '';
  const { apply, busy, problem } = useApplyCode('referral');
  const referralId = user?.referral_id ?? '';
  const link = referralId ? inviteLink(lang, referralId) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(done);
    else toast.error(t`Copying did not work. Please copy it by hand.`);
  };

  const share = async () => {
    try {
      await navigator.share({ title: brand || t`Join me`, text: t`Join me and we both get points! My code: ${referralId}`, url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(link, t`Invite link copied`);
    }
  };

  const onApply = async (code: string) => {
    const result = await apply(code);
    if (!result) return false;
    forgetReferralId();
    setUser((current) => (current ? { ...current, applyReferralCodeEnabled: false } : current));
    const points = formatPoints(result.points);
    toast.success(plural(result.points, { one: `Welcome aboard! +${points} point for joining with a friend.`, other: `Welcome aboard! +${points} points for joining with a friend.` }));
    emitAppEvent('play-sound', 'promo-code-applied');
    return true;
  };

  return (
    <div className={`${page.page} ${styles.page}`}>
      <CodeScreenHeader
        icon={<InviteIcon size={28} />}
        title={<Trans>Invite friends</Trans>}
        lead={<Trans>Share your code or link. When a friend joins with it, you both get points.</Trans>}
      />

      {referralId ? (
        <section className={styles.card} aria-labelledby="my-referral-code">
          <h2 id="my-referral-code" className={styles.cardTitle}>
            <Trans>Your referral code</Trans>
          </h2>
          <p className={styles.bigCode}>
            <span aria-hidden="true">{referralId}</span>
            <span className="visually-hidden">{Array.from(referralId).join(' ')}</span>
          </p>
          <p className={styles.link}>{link}</p>
          <div className={styles.buttons}>
            {canShare ? (
              <Button icon={<ShareIcon size={18} />} onClick={() => void share()}>
                <Trans>Share invite</Trans>
              </Button>
            ) : null}
            <Button variant={canShare ? 'secondary' : 'primary'} icon={<CopyIcon size={18} />} onClick={() => void copy(link, t`Invite link copied`)}>
              <Trans>Copy link</Trans>
            </Button>
            <Button variant="ghost" icon={<CopyIcon size={18} />} onClick={() => void copy(referralId, t`Code copied`)}>
              <Trans>Copy code</Trans>
            </Button>
          </div>
        </section>
      ) : null}

      {user?.applyReferralCodeEnabled ? (
        <section className={styles.card} aria-labelledby="apply-referral-code">
          <h2 id="apply-referral-code" className={styles.cardTitle}>
            <Trans>Invited by a friend?</Trans>
          </h2>
          <CodeForm
            label={t`Your friend's referral code`}
            submitLabel={<Trans>Apply code</Trans>}
            initialCode={pendingReferralId() ?? ''}
            busy={busy}
            problem={problem}
            onApply={onApply}
          />
        </section>
      ) : null}
    </div>
  );
}
