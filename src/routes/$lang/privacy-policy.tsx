import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TextPage } from '@/features/pages/text-page';

export const Route = createFileRoute('/$lang/privacy-policy')({
  staticData: { title: msg`Privacy policy`, routeName: 'privacy-policy', serverRendered: true },
  component: () => <TextPage slug="privacy-policy" />,
});
