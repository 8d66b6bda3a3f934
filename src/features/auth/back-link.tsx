import { Trans } from '@lingui/react/macro';
import { BackLink } from '@/components/ui/back-link';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';

/** Back to the sign-in choices, keeping the query (redirectTo). */
export function BackToSignIn() {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <BackLink to="/$lang/sign-in" params={{ lang }} search={true}>
      <Trans>Back to sign-in</Trans>
    </BackLink>
  );
}
