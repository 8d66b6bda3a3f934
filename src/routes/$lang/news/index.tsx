import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { NewsScreen } from '@/features/news/news-screen';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';

export const Route = createFileRoute('/$lang/news/')({
  staticData: { title: msg`News`, routeName: 'news', serverRendered: true },
  component: NewsPage,
});

function NewsPage() {
  const newsEnabled = useAtomValue(settingsAtom)?.newsEnabled ?? false;
  return newsEnabled ? <NewsScreen /> : <NotFoundPage />;
}
