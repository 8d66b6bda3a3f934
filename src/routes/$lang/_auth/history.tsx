import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HistoryScreen } from '@/features/history/history-screen';

export const Route = createFileRoute('/$lang/_auth/history')({
  staticData: { title: msg`History`, routeName: 'history' },
  component: HistoryScreen,
});
