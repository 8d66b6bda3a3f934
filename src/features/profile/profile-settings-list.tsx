// The profile menu's settings list: one row per sub-page, with a short line saying what is there.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardIcon, ChevronRightIcon, LeaveIcon, MailIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';
import { BellIcon, RefreshIcon, SoundIcon } from '@/components/ui/status-icons';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './profile-settings-list.module.css';

type SubPage =
  | '/$lang/profile/card'
  | '/$lang/profile/codes-menu'
  | '/$lang/profile/communication'
  | '/$lang/profile/notification-types'
  | '/$lang/profile/sounds'
  | '/$lang/profile/social'
  | '/$lang/profile/reset-snoozed-challenges'
  | '/$lang/profile/deactivate-account';

interface Row {
  to: SubPage;
  icon: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
  danger?: boolean;
}

export function ProfileSettingsList() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userDataAtom);
  const language = settings?.languagesSupported.find((l) => l.key === lang)?.name ?? lang;
  const email = user?.primary_email;

  const groups: Row[][] = [
    [
      {
        to: '/$lang/profile/card',
        icon: <CardIcon size={20} />,
        label: <Trans>My card</Trans>,
        hint: <Trans>Your code for the till</Trans>,
      },
      {
        to: '/$lang/profile/codes-menu',
        icon: <TicketIcon size={20} />,
        label: <Trans>Promo and referral codes</Trans>,
        hint: <Trans>Apply a code or invite friends</Trans>,
      },
    ],
    [
      {
        to: '/$lang/profile/communication',
        icon: <MailIcon size={20} />,
        label: <Trans>Communication</Trans>,
        hint: email ? (
          `${email} · ${language}`
        ) : (
          <Trans>E-mail and language · {language}</Trans>
        ),
      },
      {
        to: '/$lang/profile/notification-types',
        icon: <BellIcon size={20} />,
        label: <Trans>Notifications</Trans>,
        hint: <Trans>Choose what we notify you about</Trans>,
      },
      {
        to: '/$lang/profile/sounds',
        icon: <SoundIcon size={20} />,
        label: <Trans>Sounds</Trans>,
        hint: <Trans>Sound effects on this device</Trans>,
      },
      {
        to: '/$lang/profile/social',
        icon: <UsersIcon size={20} />,
        label: <Trans>Social accounts</Trans>,
        hint: <Trans>Connected accounts and friends</Trans>,
      },
    ],
    [
      {
        to: '/$lang/profile/reset-snoozed-challenges',
        icon: <RefreshIcon size={20} />,
        label: <Trans>Reset snoozed challenges</Trans>,
        hint: <Trans>Bring hidden challenges back</Trans>,
      },
      {
        to: '/$lang/profile/deactivate-account',
        icon: <LeaveIcon size={20} />,
        label: <Trans>Deactivate account</Trans>,
        danger: true,
      },
    ],
  ];

  return (
    <nav aria-label={t`Settings`} className={styles.nav}>
      {groups.map((rows, i) => (
        <ul key={i} className={styles.group}>
          {rows.map((row) => (
            <li key={row.to}>
              <Link to={row.to} params={{ lang }} className={styles.row} data-danger={row.danger || undefined}>
                <span className={styles.icon} aria-hidden="true">
                  {row.icon}
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{row.label}</span>
                  {row.hint ? <span className={styles.hint}>{row.hint}</span> : null}
                </span>
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
