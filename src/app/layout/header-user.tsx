import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Avatar } from '@/components/ui/avatar';
import { LogoutIcon } from '@/components/ui/icons';
import { requestLogout } from '@/features/session/logout';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom, userFullNameAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import styles from './header.module.css';
import { useGreetingName } from './welcome-text';

/** Signed-in corner of the header: picture linking to the profile, greeting, log-out (desktop; the drawer has it on phones). */
export function HeaderUser({ compact }: { compact: boolean }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const picture = useAtomValue(userDataAtom)?.picture_url;
  const fullName = useAtomValue(userFullNameAtom);
  const greetingName = useGreetingName();

  const greeting = greetingName ? <Trans>Hello, {greetingName}!</Trans> : <Trans>Hello!</Trans>;

  if (compact) {
    // Phone: the greeting takes what the logo leaves, on up to two lines, beside the avatar link.
    return (
      <div className={`${styles.user} ${styles.userCompact}`}>
        <p className={styles.compactGreeting}>{greeting}</p>
        <Link to="/$lang/profile" params={{ lang }} className={styles.userLink}>
          <Avatar src={picture} name={fullName} size={36} />
          {/* The initials are a picture of the member; the link's name is what it opens. */}
          <span className="visually-hidden">
            <Trans>Profile</Trans>
          </span>
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.user}>
      <Link to="/$lang/profile" params={{ lang }} className={styles.userLink}>
        <Avatar src={picture} name={fullName} size={40} />
        <span className={styles.greeting}>{greeting}</span>
      </Link>
      <button type="button" className={styles.iconButton} onClick={() => void requestLogout()} aria-label={t`Log out`} title={t`Log out`}>
        <LogoutIcon size={20} />
      </button>
    </div>
  );
}
