// link: opens custom_data.url in a new tab, then completes with {}.
import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@/components/ui/button';
import { LinkIcon } from '@/components/ui/icons';
import type { EmptyAnswer } from '@contract/challenge-answers';
import { customText } from './custom-data';
import { WidgetErrorText, WidgetText } from './widget-form';
import { useErrorText } from './use-error-text';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export function LinkWidget({ challenge, onAnswer, busy, error }: WidgetProps<'link'>) {
  const errorText = useErrorText();
  const url = customText(challenge, 'url');
  const label = customText(challenge, 'button_text');
  const open = () => {
    const answer: EmptyAnswer = {};
    void onAnswer(answer);
  };
  if (!url) return <WidgetErrorText>{errorText({ code: 'ChallengeMisconfigured', message: '' })}</WidgetErrorText>;
  return (
    <div className={styles.form}>
      <WidgetText>
        <Trans>Open the page to complete the challenge. It opens in a new tab.</Trans>
      </WidgetText>
      {error ? <WidgetErrorText>{errorText(error)}</WidgetErrorText> : null}
      <div className={styles.actions}>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => (busy ? undefined : open())}
          aria-disabled={busy || undefined}
          className={buttonClassName({ variant: 'primary', className: styles.submit })}
        >
          <LinkIcon size={20} />
          <span>{label ?? <Trans>Open the page</Trans>}</span>
        </a>
        <span className={styles.hint}>{new URL(url, window.location.href).hostname}</span>
      </div>
    </div>
  );
}
