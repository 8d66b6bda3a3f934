// profile/sounds: switch the app's sound effects on or off on this device (docs/product.md section 9: muted
// via a local storage flag). When the programme turns sounds off altogether there is nothing to choose.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { setSoundsMuted, storedSoundsMuted } from '@/lib/sounds-muted';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';
import { SwitchRow } from './switch-row';

export function SoundsScreen() {
  const settings = useAtomValue(settingsAtom);
  const available = settings?.ui.soundsEnabled ?? false;
  const [muted, setMuted] = useState(() => storedSoundsMuted() ?? settings?.soundsMuted ?? false);

  const change = (on: boolean) => {
    setSoundsMuted(!on);
    setMuted(!on);
  };

  return (
    <ProfileSubpage
      title={<Trans>Sounds</Trans>}
      lead={<Trans>Short sounds play when you complete a challenge, collect points or get a reward.</Trans>}
    >
      <Card padding="none" className={styles.group}>
        <SwitchRow
          label={<Trans>Sound effects</Trans>}
          description={
            available ? <Trans>Applies to this device only.</Trans> : <Trans>Sounds are switched off for this programme.</Trans>
          }
          checked={available && !muted}
          disabled={!available}
          onChange={change}
        />
      </Card>
    </ProfileSubpage>
  );
}
