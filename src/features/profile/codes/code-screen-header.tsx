// The top of each "My codes" screen (promo code, invite friends): the way back to My codes, then the
// screen's icon, title and lead.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './codes.module.css';

export function CodeScreenHeader({ icon, title, lead }: { icon: ReactNode; title: ReactNode; lead: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <>
      <BackLink to="/$lang/profile/codes-menu" params={{ lang }} className={styles.back}>
        <Trans>My codes</Trans>
      </BackLink>
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
