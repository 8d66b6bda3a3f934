// The challenges: filtered by status and type (in the URL), newest first, each linked to its editor.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHALLENGE_TYPES } from '@contract/challenge-types';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import type { ChallengeListItem } from './draft';
import { useChallengeWords } from './labels';
import { TableScroll } from '../../ui/table-scroll';

const STATUSES = ['live', 'scheduled', 'ended'] as const;

export function ChallengesPage() {
  const { t, i18n } = useLingui();
  const words = useChallengeWords();
  const errorText = useErrorText();
  const { date, number } = useFormat();
  const navigate = useNavigate();
  const params = new URLSearchParams(useSearch({ from: '/challenges' }));
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const list = useQuery({
    queryKey: ['challenges', 'list', status, type],
    queryFn: () => send('GET /challenges', { query: { status, type } }),
    placeholderData: keepPreviousData,
  });
  const filter = (values: Record<string, string>) => void navigate({ to: '/challenges', search: { status, type, ...values }, replace: true });
  const nameOf = (c: ChallengeListItem) => c.name[i18n.locale] ?? Object.values(c.name)[0] ?? '—';
  return (
    <>
      <PageTitle><Trans>Challenges</Trans></PageTitle>
      <div className="toolbar">
        <label>
          <Trans>Status</Trans>
          <select value={status} onChange={(e) => filter({ status: e.currentTarget.value })}>
            <option value="">{t`All`}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{words.status(s)}</option>)}
          </select>
        </label>
        <label>
          <Trans>Type</Trans>
          <select value={type} onChange={(e) => filter({ type: e.currentTarget.value })}>
            <option value="">{t`All types`}</option>
            {CHALLENGE_TYPES.map((ty) => <option key={ty} value={ty}>{words.type(ty)}</option>)}
          </select>
        </label>
        <Link to="/challenges/new"><Trans>New challenge</Trans></Link>
      </div>
      <section aria-live="polite" aria-busy={list.isFetching}>
        {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
        {list.data && !list.data.challenges.length && <p><Trans>No challenge matches these filters.</Trans></p>}
        {list.data && list.data.challenges.length > 0 && (
          <TableScroll label={t`Challenges`}>
            <table>
              <caption className="visually-hidden"><Trans>Challenges</Trans></caption>
              <thead>
                <tr>
                  <th scope="col"><Trans>Title</Trans></th>
                  <th scope="col"><Trans>Type</Trans></th>
                  <th scope="col"><Trans>Status</Trans></th>
                  <th scope="col" className="num"><Trans>Reward</Trans></th>
                  <th scope="col"><Trans>Starts</Trans></th>
                  <th scope="col"><Trans>Ends</Trans></th>
                  <th scope="col" className="num"><Trans>Started / completed</Trans></th>
                </tr>
              </thead>
              <tbody>
                {list.data.challenges.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to="/challenges/$id" params={{ id: String(c.id) }}>{nameOf(c)}</Link>
                    </td>
                    <td>{words.type(c.type)}</td>
                    <td><span className={`status status-${c.status}`}>{words.status(c.status)}</span></td>
                    <td className="num">{c.reward_type === 'prize' ? t`Prize` : t`${number(c.points)} points`}</td>
                    <td>{date(c.start_time)}</td>
                    <td>{date(c.end_time)}</td>
                    <td className="num">{number(c.members_started)} / {number(c.members_completed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
