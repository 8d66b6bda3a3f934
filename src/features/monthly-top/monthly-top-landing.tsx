// monthly-top-user/{id}/{urlIdentifier}: the public page a monthly champion shares (docs/product.md section 2):
// full width, no menu, the rank and points, a share button and, for visitors, a call to join.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@/api/client';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClassName } from '@/components/ui/button';
import { ShareIcon, TrophyIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/i18n/format';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { monthlyTopUserQueryOptions } from './api/monthly-top';
import styles from './monthly-top-landing.module.css';
import { formatMonth, shareLink } from './share-link';
import { unbrokenName } from '@/lib/member-name';

export function MonthlyTopLanding({ id, urlIdentifier }: { id: number; urlIdentifier: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const page = useQuery(monthlyTopUserQueryOptions(id, urlIdentifier, lang));

  if (page.isPending) {
    return (
      <div className={styles.landing}>
        <div className={styles.loading}>
          <Spinner size="lg" label={t`Loading`} />
        </div>
      </div>
    );
  }

  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className={styles.landing}>
        <section className={styles.hero} aria-labelledby="champion-title">
          <span className={styles.trophyBig} aria-hidden="true">
            <TrophyIcon size={40} />
          </span>
          <h1 id="champion-title" className={styles.title}>
            {missing ? <Trans>This champion page does not exist</Trans> : <Trans>This page could not be loaded</Trans>}
          </h1>
          <p className={styles.subtitle}>
            {missing ? (
              <Trans>The link may be mistyped, or the page was taken down.</Trans>
            ) : (
              <Trans>Please check your connection and try again.</Trans>
            )}
          </p>
          {missing ? null : (
            <Button variant="secondary" onClick={() => void page.refetch()} loading={page.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </section>
        <JoinCallToAction />
      </div>
    );
  }

  const champion = page.data;
  const name = unbrokenName(champion.name);
  const month = formatMonth(champion.month, lang);
  const points = formatPoints(champion.points);
  const rank = champion.rank;
  const share = () =>
    shareLink(window.location.pathname, {
      title: t`${champion.name} is #${rank} in ${champion.programme_name}`,
      text: t`${champion.name} collected ${points} points in ${month}.`,
      copied: t`Link copied`,
      failed: t`The link could not be shared.`,
    });

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="champion-title">
        <div className={styles.portrait}>
          <Avatar src={champion.picture_url} name={champion.name} size={112} className={styles.avatar} />
          <span className={styles.medal} aria-hidden="true">
            <TrophyIcon size={22} />
          </span>
        </div>
        <p className={styles.eyebrow}>
          <Trans>Monthly champion · {month}</Trans>
        </p>
        <h1 id="champion-title" className={styles.title}>
          <Trans>Congratulations, {name}!</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>#{rank} in the {champion.programme_name} monthly top</Trans>
        </p>
        <dl className={styles.stats}>
          <div>
            <dt>
              <Trans>Place</Trans>
            </dt>
            <dd>#{rank}</dd>
          </div>
          <div>
            <dt>
              <Trans>Points</Trans>
            </dt>
            <dd>{points}</dd>
          </div>
        </dl>
        <Button size="lg" icon={<ShareIcon size={18} />} onClick={() => void share()}>
          <Trans>Share</Trans>
        </Button>
      </section>
      <JoinCallToAction programme={champion.programme_name} />
    </div>
  );
}

function JoinCallToAction({ programme }: { programme?: string }) {
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const settings = useAtomValue(settingsAtom);
  const bonus = settings?.signup_bonus_points ?? 0;
  const name = programme ?? settings?.brand.name ?? '';

  if (loggedIn) {
    return (
      <section className={styles.cta}>
        <h2 className={styles.ctaTitle}>
          <Trans>Could you be next month’s champion?</Trans>
        </h2>
        <p>
          <Trans>Complete challenges to collect points and climb the monthly top.</Trans>
        </p>
        <Link to="/$lang/dashboard" params={{ lang }} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          <Trans>Go to challenges</Trans>
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.cta} aria-labelledby="join-title">
      <h2 id="join-title" className={styles.ctaTitle}>
        <Trans>Join {name}</Trans>
      </h2>
      <p>
        <Trans>Complete fun challenges, collect points and swap them for prizes.</Trans>
        {bonus > 0 ? (
          <>
            {' '}
            <Trans>You get {bonus} points just for signing up.</Trans>
          </>
        ) : null}
      </p>
      <div className={styles.ctaButtons}>
        <Link to="/$lang/registration" params={{ lang }} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          <Trans>Sign up</Trans>
        </Link>
        <Link to="/$lang/sign-in" params={{ lang }} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </section>
  );
}
