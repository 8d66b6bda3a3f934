import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { NewsItemScreen } from '@/features/news/news-item-screen';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';

export const Route = createFileRoute('/$lang/news/$id')({
  params: {
    parse: (raw) => digitParams('id')(raw),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { title: msg`News`, routeName: 'news-item', serverRendered: true },
  component: NewsItemPage,
});

function NewsItemPage() {
  const { id } = Route.useParams();
  const newsEnabled = useAtomValue(settingsAtom)?.newsEnabled ?? false;
  return newsEnabled ? <NewsItemScreen key={id} id={id} /> : <NotFoundPage />;
}
