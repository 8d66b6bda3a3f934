import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UncollectedAchievements } from '@/features/achievements/uncollected-achievements';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';

function Dashboard() {
  return <DashboardScreen achievements={<UncollectedAchievements />} />;
}

export const Route = createFileRoute('/$lang/_auth/dashboard')({
  staticData: { title: msg`Challenges`, routeName: 'dashboard' },
  component: Dashboard,
});
