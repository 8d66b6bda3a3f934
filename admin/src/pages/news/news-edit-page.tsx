// A news item to write (/news/new) or to edit (/news/{id}); saved, it goes back to the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ConsoleError, send } from '../../api';
import { useErrorText } from '../../errors';
import { newKey } from '../../format';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { flash } from './flash';
import { useNewsList } from './news-list-page';
import { NewsForm } from './news-form';
import type { NewsBody } from './types';


export function NewsEditPage({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useNewsList();
  const [key] = useState(newKey);
  const entry = useQuery({ queryKey: ['news', id], queryFn: () => send('GET /news/:id', { params: { id: id ?? '' } }), enabled: id !== null });
  const save = useMutation({
    mutationFn: (body: NewsBody) =>
      id === null
        ? send('POST /news', { body, idempotencyKey: key })
        : send('POST /news/:id', { params: { id }, body }),
    onSuccess: ({ announced, news }) => {
      flash.set(announced ? 'announced' : news.published ? 'saved' : 'scheduled');
      void queryClient.invalidateQueries({ queryKey: ['news'] });
      void navigate({ to: '/news' });
    },
  });
  const failed = list.error ?? entry.error;
  const missing = failed instanceof ConsoleError && failed.status === 404;

  return (
    <>
      <p className="back"><Link to="/news"><Trans>← All news</Trans></Link></p>
      <PageTitle>{id === null ? <Trans>Write a news item</Trans> : <Trans>Edit the news item</Trans>}</PageTitle>
      {failed && <Notice kind="error">{missing ? t`This news item does not exist (any more).` : errorText(failed)}</Notice>}
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      {list.data && (id === null || entry.data) && (
        <NewsForm languages={list.data.languages} entry={entry.data} busy={save.isPending} onSave={(body) => save.mutate(body)} />
      )}
    </>
  );
}
