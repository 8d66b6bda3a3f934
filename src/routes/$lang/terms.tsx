import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/terms')({
  staticData: { title: msg`Terms`, routeName: 'terms', serverRendered: true },
  component: () => <TextPage slug="terms" />,
});
