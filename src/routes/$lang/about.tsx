import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/about')({
  staticData: { title: msg`About`, routeName: 'about', serverRendered: true },
  component: () => <TextPage slug="about" />,
});
