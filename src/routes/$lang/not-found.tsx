import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotFoundPage } from '@/app/shell/not-found-page';

export const Route = createFileRoute('/$lang/not-found')({
  staticData: { title: msg`Page not found`, routeName: 'not-found' },
  component: NotFoundPage,
});
