// Members (admins): the list with its filters and sorting, 50 a page from the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { query, send } from '../../api';
import { useErrorText } from '../../errors';
import { EmailAddress } from '../../../../src/components/ui/email-address';
import { fullName, phoneText, useFormat } from '../../format';
import type { MemberListRow } from '../../types';
import { DownloadButton } from '../../ui/download-button';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { MemberFilters, readFilters } from './member-filters';
import './members.css';
import { TableScroll } from '../../ui/table-scroll';

const PAGE_SIZE = 50;

function Results({ members }: { members: MemberListRow[] }) {
  const { date, number } = useFormat();
  if (!members.length) return <p><Trans>No member matches.</Trans></p>;
  return (
    <TableScroll labelledBy="members-results">
      <table className="member-table">
        <caption className="visually-hidden"><Trans>Members found</Trans></caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Name</Trans></th>
            <th scope="col"><Trans>Phone</Trans></th>
            <th scope="col"><Trans>E-mail</Trans></th>
            <th scope="col" className="num"><Trans>Points</Trans></th>
            <th scope="col"><Trans>Joined</Trans></th>
            <th scope="col"><Trans>Last active</Trans></th>
            <th scope="col"><Trans>Status</Trans></th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td><Link to="/members/$id" params={{ id: String(m.id) }}>{fullName(m)}</Link></td>
              <td>{phoneText(m.phone)}</td>
              <td className="email">{m.email ? <EmailAddress address={m.email} as="span" /> : '—'}</td>
              <td className="num">{number(m.points)}</td>
              <td>{date(m.created_at)}</td>
              <td>{date(m.last_active_at)}</td>
              <td>{m.deactivated_at ? <Trans>Deactivated</Trans> : <Trans>Active</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function MembersPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const params = new URLSearchParams(useSearch({ from: '/members' }));
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['members', filters, page],
    queryFn: () => send('GET /members', { query: { ...filters, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const goTo = (n: number) => void navigate({ to: '/members', search: { ...filters, page: String(n) } });
  return (
    <>
      <PageTitle><Trans>Members</Trans></PageTitle>
      <MemberFilters filters={filters} />
      <section aria-labelledby="members-results" aria-live="polite" aria-busy={list.isFetching}>
        <h2 id="members-results" className="visually-hidden"><Trans>Members found</Trans></h2>
        {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
        {list.data && (
          <>
            <div className="list-head">
              <p data-testid="members-total"><Plural value={list.data.total} one="# member" other="# members" /></p>
              <DownloadButton path={`/exports/members.csv${query(filters)}`} fileName="members.csv"><Trans>Download CSV</Trans></DownloadButton>
            </div>
            <Results members={list.data.members} />
            <nav className="pager" aria-label={t`Pages`}>
              <button type="button" className="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}><Trans>Previous</Trans></button>
              <span><Trans>Page {page} of {pages}</Trans></span>
              <button type="button" className="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}><Trans>Next</Trans></button>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
