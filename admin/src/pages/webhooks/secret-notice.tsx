// The endpoint's signing secret, shown once after creation or rotation: the operator copies it into the
// receiver now, since the console cannot show it again.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="notice success webhook-secret" role="status">
      <p><Trans>The signing secret. Copy it into the receiver now: it is not shown again.</Trans></p>
      <code className="secret" data-testid="webhook-secret">{secret}</code>
      <div className="actions">
        <button type="button" className="secondary small" onClick={() => void copy()}>{copied ? t`Copied` : t`Copy`}</button>
        <button type="button" className="small" onClick={onDone}><Trans>I have saved it</Trans></button>
      </div>
    </div>
  );
}
