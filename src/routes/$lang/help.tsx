import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/help')({
  staticData: { title: msg`Help`, routeName: 'help', serverRendered: true },
  component: () => <TextPage slug="help" />,
});
