// "Add to Apple Wallet" and "Save to Google Wallet" on My card: black rounded buttons in the wallets'
// badge style (text, no trademark images), each shown only when the operator configured that wallet
// (getSettings `wallet`). A tap asks for a fresh link and opens it: Safari offers the pass, Google
// opens its save page.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/features/toasts/toast';
import { errorText } from '@/lib/error-messages';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { walletLink, type WalletKind } from './wallet-api';
import styles from './wallet-buttons.module.css';

export function WalletButtons() {
  const wallet = useAtomValue(settingsAtom)?.wallet;
  if (!wallet?.apple && !wallet?.google) return null;
  return (
    <div className={styles.wallets}>
      {wallet.apple && (
        <WalletButton kind="apple">
          <Trans>Add to Apple Wallet</Trans>
        </WalletButton>
      )}
      {wallet.google && (
        <WalletButton kind="google">
          <Trans>Save to Google Wallet</Trans>
        </WalletButton>
      )}
    </div>
  );
}

function WalletButton({ kind, children }: { kind: WalletKind; children: ReactNode }) {
  const open = useMutation({
    mutationFn: () => walletLink(kind),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <button
      type="button"
      className={styles.badge}
      data-wallet={kind}
      aria-busy={open.isPending || undefined}
      disabled={open.isPending}
      onClick={() => open.mutate()}
    >
      {open.isPending ? <Spinner size="sm" /> : <WalletGlyph />}
      <span>{children}</span>
    </button>
  );
}

/** A plain card-in-a-wallet glyph, drawn here so that no trademark image is needed. */
function WalletGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="18" height="13" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 10h18" stroke="currentColor" strokeWidth="1.8" />
      <rect x="14" y="13" width="4" height="2.5" rx="1" fill="currentColor" />
    </svg>
  );
}
