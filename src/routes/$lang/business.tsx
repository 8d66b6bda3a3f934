import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/business')({
  staticData: { title: msg`For business`, routeName: 'business', serverRendered: true },
  component: () => <TextPage slug="business" />,
});
