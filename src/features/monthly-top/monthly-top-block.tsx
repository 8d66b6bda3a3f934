// The monthly top block for members in this month's top group (SPEC.md sections 1 and 2): the
// congratulation with a share button and the month's ranking, the member's own row marked.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ShareIcon, TrophyIcon } from '@/components/ui/icons';
import { RankedList } from '@/components/ui/ranked-list';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/state/session';
import { currentLanguageAtom } from '@/state/settings';
import { monthlyTopQueryOptions } from './api/monthly-top';
import styles from './monthly-top.module.css';
import { formatMonth, shareLink } from './share-link';

export function MonthlyTopBlock() {
  const user = useAtomValue(userDataAtom);
  if (!user?.is_in_monthly_top || !user.monthly_top_url) return null;
  return <MonthlyTopContent url={user.monthly_top_url} />;
}

function MonthlyTopContent({ url }: { url: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const router = useRouter();
  const top = useQuery(monthlyTopQueryOptions());
  const mine = top.data?.list.find((entry) => entry.me);
  const month = top.data?.month ? formatMonth(top.data.month, lang) : '';

  const share = () =>
    shareLink(url, {
      title: t`I am a monthly champion!`,
      text: mine ? t`I finished #${mine.rank} in this month’s top.` : undefined,
      copied: t`Link copied`,
      failed: t`The link could not be shared.`,
    });

  return (
    <section className={styles.block} aria-labelledby="monthly-top-block-title">
      <div className={styles.banner}>
        <span className={styles.trophy} aria-hidden="true">
          <TrophyIcon size={24} />
        </span>
        <div className={styles.bannerText}>
          <h2 id="monthly-top-block-title" className={styles.bannerTitle}>
            {mine ? <Trans>You are #{mine.rank} this month!</Trans> : <Trans>You are a monthly champion!</Trans>}
          </h2>
          <p className={styles.bannerSub}>{month ? <Trans>Top members of {month}</Trans> : <Trans>Top members of the month</Trans>}</p>
        </div>
      </div>

      {top.data && top.data.list.length > 0 ? (
        <RankedList
          entries={top.data.list.map((entry) => ({ key: entry.rank, ...entry }))}
          label={t`Monthly top`}
          avatarSize={32}
          compact
          variant="champion"
        />
      ) : null}

      <div className={styles.actions}>
        <Button variant="primary" size="sm" block icon={<ShareIcon size={16} />} onClick={() => void share()}>
          <Trans>Share</Trans>
        </Button>
        <Button variant="secondary" size="sm" block onClick={() => void router.navigate({ href: url })}>
          <Trans>View page</Trans>
        </Button>
      </div>
    </section>
  );
}
