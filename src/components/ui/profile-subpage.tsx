// The frame of every profile sub-page (the settings, the member card): a way back to the profile menu,
// the title and a short lead; `wide` for content that needs the room, such as the card's codes.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import page from './page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './profile-subpage.module.css';

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function ProfileSubpage({ title, lead, wide = false, children }: Props) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <div className={`${page.page} ${styles.page} ${wide ? styles.wide : ''}`}>
      <BackLink to="/$lang/profile" params={{ lang }} className={styles.back}>
        <Trans>Profile</Trans>
      </BackLink>
      <header className={page.header}>
        <h1 className={page.titleFluid}>{title}</h1>
        {lead ? <p className={page.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
