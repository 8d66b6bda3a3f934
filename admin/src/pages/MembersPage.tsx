// Members: one search box for a phone, a name, a customer id or a reward code; the search is in the URL.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { call, query } from '../api';
import { useErrorText } from '../errors';
import { fullName, useFormat } from '../format';
import { navigate, useRoute } from '../router';
import type { MemberSummary } from '../types';
import { Link } from '../ui/Link';
import { Notice } from '../ui/Notice';
import { PageTitle } from '../ui/PageTitle';

function Results({ members }: { members: MemberSummary[] }) {
  const { number } = useFormat();
  if (!members.length) return <p><Trans>No member matches.</Trans></p>;
  return (
    <table>
      <caption className="visually-hidden"><Trans>Members found</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Name</Trans></th>
          <th scope="col"><Trans>Phone</Trans></th>
          <th scope="col"><Trans>Customer id</Trans></th>
          <th scope="col"><Trans>E-mail</Trans></th>
          <th scope="col" className="num"><Trans>Points</Trans></th>
          <th scope="col"><Trans>Status</Trans></th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id}>
            <td><Link to={`/members/${m.id}`}>{fullName(m)}</Link></td>
            <td>{m.phone ?? '—'}</td>
            <td>{m.customer_id ?? '—'}</td>
            <td>{m.email ?? '—'}</td>
            <td className="num">{number(m.points)}</td>
            <td>{m.deactivated_at ? <Trans>Deactivated</Trans> : <Trans>Active</Trans>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MembersPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const q = useRoute().params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useQuery({
    queryKey: ['members', q],
    queryFn: () => call<{ members: MemberSummary[] }>(`/members${query({ q })}`),
    enabled: q.length > 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/members${query({ q: text.trim() })}`);
  };
  return (
    <>
      <PageTitle><Trans>Members</Trans></PageTitle>
      <form role="search" onSubmit={submit} className="inline-form">
        <label>
          <Trans>Phone, name, customer id or reward code</Trans>
          <input type="search" value={text} onInput={(e) => setText(e.currentTarget.value)} required maxLength={100} />
        </label>
        <button type="submit">{t`Search`}</button>
      </form>
      <section aria-live="polite" aria-busy={search.isFetching}>
        {search.isError && <Notice kind="error">{errorText(search.error)}</Notice>}
        {search.isFetching && <p><Trans>Searching…</Trans></p>}
        {search.data && !search.isFetching && <Results members={search.data.members} />}
        {!q && (
          <p className="hint">
            <Trans>Search by a phone number (with or without the country code), a first or last name, a customer id from the card, or a reward code to find its owner.</Trans>
          </p>
        )}
      </section>
    </>
  );
}
