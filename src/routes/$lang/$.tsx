import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotFoundPage } from '@/app/shell/not-found-page';

// Any other path under a language: the 404 page at the address the visitor asked for.
export const Route = createFileRoute('/$lang/$')({
  staticData: { title: msg`Page not found`, routeName: 'not-found' },
  component: NotFoundPage,
});
