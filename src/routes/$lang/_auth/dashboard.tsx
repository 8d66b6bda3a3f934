import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UncollectedAchievements } from '@/features/achievements/uncollected-achievements';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import { ChampionBanner } from '@/features/monthly-top/champion-banner';
import { NewsPromoAlert } from '@/features/news/news-promo-alert';
import { PushPermissionPrompt } from '@/features/push/push-permission-prompt';

function Dashboard() {
  return (
    <DashboardScreen
      promo={<NewsPromoAlert />}
      champion={<ChampionBanner />}
      achievements={
        <>
          <UncollectedAchievements />
          <PushPermissionPrompt when="after-first-achievement" />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/$lang/_auth/dashboard')({
  staticData: { title: msg`Challenges`, routeName: 'dashboard' },
  component: Dashboard,
});
