import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UncollectedAchievements } from '@/features/achievements/uncollected-achievements';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import { NewsPromoAlert } from '@/features/news/news-promo-alert';

function Dashboard() {
  return <DashboardScreen promo={<NewsPromoAlert />} achievements={<UncollectedAchievements />} />;
}

export const Route = createFileRoute('/$lang/_auth/dashboard')({
  staticData: { title: msg`Challenges`, routeName: 'dashboard' },
  component: Dashboard,
});
