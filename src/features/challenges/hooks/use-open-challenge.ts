// Cards open inline, one at a time; on mobile with challengeSettings.openFullScreen they open on the
// challenge route instead (docs/product.md section 2).
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { isMobileAtom } from '@/state/ui';

export function useOpenChallenge() {
  const [openId, setOpenId] = useState<number | null>(null);
  const navigate = useNavigate();
  const lang = useAtomValue(currentLanguageAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const fullScreen = useAtomValue(settingsAtom)?.challengeSettings.openFullScreen ?? false;

  const open = useCallback(
    (challengeId: number) => {
      if (isMobile && fullScreen) {
        void navigate({ to: '/$lang/challenge/$challengeId', params: { lang, challengeId } });
        return;
      }
      setOpenId(challengeId);
    },
    [isMobile, fullScreen, navigate, lang],
  );

  const close = useCallback(() => setOpenId(null), []);

  return { openId, open, close };
}
