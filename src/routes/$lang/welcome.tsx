import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/welcome')({
  staticData: { title: msg`Welcome`, routeName: 'welcome' },
  component: () => <TextPage slug="welcome" />,
});
