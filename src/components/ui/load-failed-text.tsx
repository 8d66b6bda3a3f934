// What a block that failed to load says: without a connection that it needs one (and loads by itself
// once the network is back), otherwise the general 'Oops something went wrong!' of docs/product.md section 8.
import { Trans } from '@lingui/react/macro';
import { OfflineError } from '@/api/client';

export const isOfflineFailure = (error: unknown) => error instanceof OfflineError;

export function LoadFailedText({ error, titleClassName }: { error: unknown; titleClassName?: string }) {
  if (!isOfflineFailure(error)) {
    return (
      <p className={titleClassName}>
        <Trans>Oops something went wrong!</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={titleClassName}>
        <Trans>Not available offline</Trans>
      </p>
      <p>
        <Trans>This needs a connection. It loads by itself when you are back online, or tap Retry.</Trans>
      </p>
    </>
  );
}
