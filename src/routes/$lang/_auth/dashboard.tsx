import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { startQueries } from '@/app/route-data';
import { notCollectedAchievementsQueryOptions } from '@/features/achievements/api/get-not-collected-achievements';
import { challengesQueryOptions } from '@/features/challenges/api/get-user-challenges';
import { UncollectedAchievements } from '@/features/achievements/uncollected-achievements';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import { ChampionBanner } from '@/features/monthly-top/champion-banner';
import { NewsPromoAlert } from '@/features/news/news-promo-alert';
import { PushPermissionPrompt } from '@/features/push/push-permission-prompt';
import { TierProgress } from '@/features/tiers/tier-progress';
import { ExpiryNotice } from '@/features/points-expiry/expiry-notice';

function Dashboard() {
  return (
    <DashboardScreen
      promo={<NewsPromoAlert />}
      champion={<ChampionBanner />}
      tier={<TierProgress variant="full" />}
      achievements={
        <>
          <ExpiryNotice />
          <UncollectedAchievements />
          <PushPermissionPrompt when="after-first-achievement" />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/$lang/_auth/dashboard')({
  staticData: { title: msg`Challenges`, routeName: 'dashboard' },
  loader: ({ params: { lang }, context: { queryClient } }) =>
    startQueries(
      queryClient.ensureInfiniteQueryData(challengesQueryOptions(lang)),
      queryClient.ensureQueryData(notCollectedAchievementsQueryOptions(lang)),
    ),
  component: Dashboard,
});
