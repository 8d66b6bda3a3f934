import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HistoryScreen } from '@/features/history/history-screen';
import { ExpiryLines } from '@/features/points-expiry/expiry-lines';

function History() {
  return <HistoryScreen summary={<ExpiryLines />} />;
}

export const Route = createFileRoute('/$lang/_auth/history')({
  staticData: { title: msg`History`, routeName: 'history' },
  component: History,
});
