// profile/codes-menu: where the promo-code and referral-code pages are found.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { ChevronRightIcon, InviteIcon, TagIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import styles from './codes.module.css';

export function CodesMenuScreen() {
  const lang = useAtomValue(currentLanguageAtom);
  const promoEnabled = useAtomValue(userDataAtom)?.applyPromoCodeEnabled ?? false;
  return (
    <div className={`${page.page} ${styles.page}`}>
      <BackLink to="/$lang/profile" params={{ lang }} className={styles.back}>
        <Trans>Profile</Trans>
      </BackLink>
      <header className={page.header}>
        <h1 className={page.title}>
          <Trans>My codes</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Apply a promo code or invite friends with your own code.</Trans>
        </p>
      </header>
      <ul className={`${page.list} ${styles.menu}`}>
        {promoEnabled ? (
          <MenuEntry
            to="/$lang/profile/promo-code"
            icon={<TagIcon size={24} />}
            title={<Trans>Promo code</Trans>}
            text={<Trans>Enter a code and get points.</Trans>}
          />
        ) : null}
        <MenuEntry
          to="/$lang/profile/referral-code"
          icon={<InviteIcon size={24} />}
          title={<Trans>Referral code</Trans>}
          text={<Trans>Invite friends, or apply the code of the friend who invited you.</Trans>}
        />
      </ul>
    </div>
  );
}

interface EntryProps {
  to: '/$lang/profile/promo-code' | '/$lang/profile/referral-code';
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
}

function MenuEntry({ to, icon, title, text }: EntryProps) {
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <li>
      <Link to={to} params={{ lang }} className={`${page.linkRow} ${styles.entry}`}>
        <span className={styles.entryIcon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.entryText}>
          <span className={styles.entryTitle}>{title}</span>
          <span className={styles.entryHint}>{text}</span>
        </span>
        <ChevronRightIcon size={20} className={styles.entryChevron} />
      </Link>
    </li>
  );
}
