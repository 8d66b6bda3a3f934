import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';

export const Route = createFileRoute('/$lang/_auth/dashboard')({
  staticData: { title: msg`Challenges`, routeName: 'dashboard' },
  component: DashboardScreen,
});
