// The frame of every profile sub-page: a way back to the profile menu, the title and a short lead.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './profile-subpage.module.css';

export function ProfileSubpage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <div className={`${page.page} ${styles.page}`}>
      <Link to="/$lang/profile" params={{ lang }} className={`${page.backPadded} ${styles.back}`}>
        <span aria-hidden="true">←</span> <Trans>Profile</Trans>
      </Link>
      <header className={page.header}>
        <h1 className={page.titleFluid}>{title}</h1>
        {lead ? <p className={page.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
