// "Send again", waiting out the server's resend_after seconds with a live countdown.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useNow } from '../hooks/use-now';

interface Props {
  /** Server ms when sending again is allowed; null = now. */
  allowedAt: number | null;
  onResend: () => void;
  busy: boolean;
  children: ReactNode;
}

export function ResendButton({ allowedAt, onResend, busy, children }: Props) {
  const now = useNow(allowedAt !== null);
  const seconds = allowedAt === null ? 0 : Math.max(0, Math.ceil((allowedAt - now) / 1000));
  return (
    <Button variant="ghost" size="sm" onClick={onResend} disabled={busy || seconds > 0}>
      {seconds > 0 ? <Trans>Send again in {seconds} s</Trans> : children}
    </Button>
  );
}
