// user_invitation: the user's referral link to copy or share; it completes when enough friends join.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LinkIcon, ShareIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { customText } from './custom-data';
import { ProgressCheck } from './progress-check';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export const referralLink = (origin: string, lang: string, referralId: string) =>
  `${origin}/${encodeURIComponent(lang)}/invite/${encodeURIComponent(referralId)}`;

export function UserInvitationWidget(props: WidgetProps<'user_invitation'>) {
  const { t } = useLingui();
  const { challenge } = props;
  const id = useId();
  const lang = useAtomValue(currentLanguageAtom);
  const referralId = useAtomValue(userDataAtom)?.referral_id ?? '';
  const link = referralId ? referralLink(window.location.origin, lang, referralId) : '';
  const text = customText(challenge, 'invitation_text') ?? t`Join me and collect points for rewards!`;
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (an old browser or no permission): select the text for a manual copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: challenge.name, text, url: link });
    } catch {
      /* the user closed the share sheet */
    }
  };

  const target = challenge.progress_divisor;
  return (
    <ProgressCheck
      {...props}
      actions={
        <>
          <Button onClick={() => void copy()} icon={<LinkIcon />} disabled={!link} className={styles.submit}>
            {copied ? <Trans>Copied!</Trans> : <Trans>Copy link</Trans>}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void share()} icon={<ShareIcon />} disabled={!link}>
              <Trans>Share</Trans>
            </Button>
          ) : null}
        </>
      }
    >
      <p className={styles.text}>
        {target ? (
          <Trans>Send your link to friends. When {target} of them join with it, the challenge is complete.</Trans>
        ) : (
          <Trans>Send your link to friends. When they join with it, the challenge is complete.</Trans>
        )}
      </p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.legend}>
          <Trans>Your invitation link</Trans>
        </label>
        <input id={id} className={styles.linkInput} value={link} readOnly onFocus={(e) => e.target.select()} />
        <span className="visually-hidden" aria-live="polite">
          {copied ? t`The link is copied.` : ''}
        </span>
      </div>
    </ProgressCheck>
  );
}
