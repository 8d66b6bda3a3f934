// profile/promo-code: apply a promo code for points (only when userData.applyPromoCodeEnabled).
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { TagIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { dismissToast, toast } from '@/features/toasts/toast';
import { formatPoints } from '@/i18n/format';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { CodeForm } from './code-form';
import { CodeScreenHeader } from './code-screen-header';
import styles from './codes.module.css';
import { useApplyCode } from './use-apply-code';
import { emitAppEvent } from '@/lib/app-events';

export function PromoCodeScreen() {
  const { t } = useLingui();
  const enabled = useAtomValue(userDataAtom)?.applyPromoCodeEnabled ?? false;
  const { apply, busy, problem } = useApplyCode('promo');
  const [earned, setEarned] = useState<number | null>(null);

  // The last success toast: a new attempt replaces it, so an error never shows beside an old success.
  const successToast = useRef<number | null>(null);

  const onApply = async (code: string) => {
    setEarned(null);
    if (successToast.current !== null) dismissToast(successToast.current);
    successToast.current = null;
    const result = await apply(code);
    if (!result) return false;
    const points = formatPoints(result.points);
    successToast.current = toast.success(plural(result.points, { one: `Promo code applied: +${points} point.`, other: `Promo code applied: +${points} points.` }));
    emitAppEvent('play-sound', 'promo-code-applied');
    setEarned(result.points);
    return true;
  };

  const shown = formatPoints(earned ?? 0);
  return (
    <div className={`${page.page} ${styles.page}`}>
      <CodeScreenHeader
        icon={<TagIcon size={28} />}
        title={<Trans>Promo code</Trans>}
        lead={<Trans>Got a promo code from us or a partner? Enter it here and the points are added to your balance.</Trans>}
      />
      <div className={styles.card}>
        {enabled ? (
          <>
            {earned !== null ? (
              <p className={styles.success} role="status">
                <Plural value={earned} one={`+${shown} point added to your balance.`} other={`+${shown} points added to your balance.`} />
              </p>
            ) : null}
            <CodeForm label={t`Promo code`} submitLabel={<Trans>Apply code</Trans>} busy={busy} problem={problem} onApply={onApply} />
          </>
        ) : (
          <p className={styles.note}>
            <Trans>Promo codes are not available for your account.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
