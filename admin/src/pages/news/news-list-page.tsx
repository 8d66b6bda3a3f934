// The news list (editors and admins): every item, newest publication first, scheduled ones marked;
// edit or delete each (deleting asks first).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Confirm } from '../../ui/confirm';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { flash, type Outcome } from './flash';
import type { NewsEntry } from './types';
import './news.css';
import { TableScroll } from '../../ui/table-scroll';

export const useNewsList = () => useQuery({ queryKey: ['news'], queryFn: () => send('GET /news') });

function State({ entry }: { entry: NewsEntry }) {
  const { date } = useFormat();
  const when = date(entry.published_at);
  if (!entry.published) return <span className="tag scheduled"><Trans>Scheduled for {when}</Trans></span>;
  return <span className="tag published"><Trans>Published {when}</Trans></span>;
}

export function NewsListPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const list = useNewsList();
  const [done, setDone] = useState<Outcome | null>(flash.take);
  const outcomes: Record<Outcome, string> = {
    announced: t`Published. Members were told by push.`,
    scheduled: t`Saved. It is published, and members told, at the time you set.`,
    saved: t`Saved.`,
    deleted: t`The news item is deleted.`,
  };
  const [deleting, setDeleting] = useState<NewsEntry | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => send('POST /news/:id/delete', { params: { id } }),
    onSuccess: () => {
      setDone('deleted');
      void queryClient.invalidateQueries({ queryKey: ['news'] });
    },
  });
  const language = list.data?.languages[0] ?? 'en';
  const titleOf = (entry: NewsEntry) => entry.title[i18n.locale] ?? entry.title[language] ?? Object.values(entry.title)[0] ?? '—';

  return (
    <>
      <PageTitle><Trans>News</Trans></PageTitle>
      <p className="actions top-actions">
        <Link to="/news/new"><Trans>Write a news item</Trans></Link>
      </p>
      {done && <Notice kind="success">{outcomes[done]}</Notice>}
      {(list.isError || remove.isError) && <Notice kind="error">{errorText(list.error ?? remove.error)}</Notice>}
      {list.data && !list.data.news.length && <p><Trans>There is no news yet.</Trans></p>}
      {list.data && list.data.news.length > 0 && (
        <TableScroll label={t`News items`}>
          <table className="news-list">
            <caption className="visually-hidden"><Trans>News items</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Title</Trans></th>
                <th scope="col"><Trans>Publication</Trans></th>
                <th scope="col"><Trans>Push</Trans></th>
                <th scope="col"><Trans>Actions</Trans></th>
              </tr>
            </thead>
            <tbody>
              {list.data.news.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    {titleOf(entry)}
                    {entry.promoted && <span className="tag"><Trans>Promoted</Trans></span>}
                  </td>
                  <td><State entry={entry} /></td>
                  <td>{entry.announced_at ? <Trans>Sent {date(entry.announced_at)}</Trans> : <Trans>Not yet</Trans>}</td>
                  <td>
                    <div className="row-actions">
                    <Link to="/news/$id" params={{ id: String(entry.id) }}>
                      <Trans>Edit<span className="visually-hidden"> {titleOf(entry)}</span></Trans>
                    </Link>
                    <button type="button" className="danger small" onClick={() => setDeleting(entry)}>
                      <Trans>Delete<span className="visually-hidden"> {titleOf(entry)}</span></Trans>
                    </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {deleting && (
        <Confirm
          title={t`Delete "${titleOf(deleting)}"?`}
          confirmLabel={t`Delete`}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            setDone(null);
            remove.mutate(deleting.id);
          }}
        >
          <p><Trans>Members no longer see it. This cannot be undone.</Trans></p>
        </Confirm>
      )}
    </>
  );
}
