// The top of each "My codes" screen (promo code, invite friends): the way back to My codes, then the
// screen's icon, title and lead.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './codes.module.css';

export function CodeScreenHeader({ icon, title, lead }: { icon: ReactNode; title: ReactNode; lead: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <>
      <Link to="/$lang/profile/codes-menu" params={{ lang }} className={`${page.back} ${styles.back}`}>
        <ArrowLeftIcon size={18} />
        <Trans>My codes</Trans>
      </Link>
      <header className={page.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          {icon}
        </span>
        <h1 className={page.title}>{title}</h1>
        <p className={page.lead}>{lead}</p>
      </header>
    </>
  );
}
