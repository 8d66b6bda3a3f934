import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { isCustomPageSlug } from '@contract/content-slugs';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { TextPage } from '@/features/pages/text-page';

// A text page at an address the operator chose in the console (/en/summer-rules); any other single
// segment is the 404 page, as before. Rendered by the server and kept offline like the fixed pages.
export const Route = createFileRoute('/$lang/$page')({
  staticData: { title: msg`Page`, routeName: 'text-page', serverRendered: true },
  component: OperatorTextPage,
});

function OperatorTextPage() {
  const { page } = Route.useParams();
  return isCustomPageSlug(page) ? <TextPage key={page} slug={page} notFound={<NotFoundPage />} /> : <NotFoundPage />;
}
