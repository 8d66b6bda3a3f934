// The frame of every profile sub-page: a way back to the profile menu, the title and a short lead.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './profile-subpage.module.css';

export function ProfileSubpage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <div className={styles.page}>
      <Link to="/$lang/profile" params={{ lang }} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Profile</Trans>
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
