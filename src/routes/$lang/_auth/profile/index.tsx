import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/session/logout';
import { changeLanguage } from '@/i18n/language';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom, userFullNameAtom } from '@/state/session';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import styles from './-profile-menu.module.css';

// The profile menu: who is signed in, the language and log-out. The sub-pages arrive with the
// profile issue.
export const Route = createFileRoute('/$lang/_auth/profile/')({
  staticData: { title: msg`Profile`, routeName: 'profile' },
  component: ProfileMenu,
});

function ProfileMenu() {
  const { t } = useLingui();
  const user = useAtomValue(userDataAtom);
  const fullName = useAtomValue(userFullNameAtom);
  const languages = useAtomValue(settingsAtom)?.languagesSupported ?? [];
  const current = useAtomValue(currentLanguageAtom);
  const logout = useLogout();
  const initials = fullName
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Profile</Trans>
      </h1>
      <Card className={styles.identity}>
        {user?.picture_url ? (
          <img className={styles.avatar} src={user.picture_url} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials || '?'}
          </span>
        )}
        <div className={styles.who}>
          <p className={styles.name}>{fullName || t`Your account`}</p>
          <dl className={styles.facts}>
            {user?.primary_phone ? (
              <div>
                <dt>
                  <Trans>Phone</Trans>
                </dt>
                <dd>+{user.primary_phone}</dd>
              </div>
            ) : null}
            {user?.primary_email ? (
              <div>
                <dt>
                  <Trans>E-mail</Trans>
                </dt>
                <dd>{user.primary_email}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Card>

      {languages.length > 1 ? (
        <Card as="section" aria-labelledby="profile-language">
          <h2 id="profile-language" className={styles.sectionTitle}>
            <Trans>Language</Trans>
          </h2>
          <div className={styles.languages}>
            {languages.map((language) => (
              <Button
                key={language.key}
                variant={language.key === current ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={language.key === current}
                lang={language.key}
                onClick={() => void changeLanguage(language.key)}
              >
                {language.name}
              </Button>
            ))}
          </div>
        </Card>
      ) : null}

      <Button variant="danger" block onClick={() => void logout()}>
        <Trans>Log out</Trans>
      </Button>
    </div>
  );
}
