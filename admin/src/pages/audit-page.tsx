// The audit log: filters in the URL (so a filtered page can be shared), newest first, 50 a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { query, send } from '../api';
import { useErrorText } from '../errors';
import { Notice } from '../ui/notice';
import { DownloadButton } from '../ui/download-button';
import { PageTitle } from '../ui/page-title';
import { AuditTable } from './audit-table';

const PICKED_FILTERS = ['action', 'staff_id'] as const;
const TEXT_FILTERS = ['entity_type', 'entity_id'] as const;
const DATE_FILTERS = ['from', 'to'] as const;
const PAGE_SIZE = 50;

/** A datetime-local value (the browser's time zone) as an ISO instant, or nothing. */
const instant = (local: string | null) => (local ? new Date(local).toISOString() : undefined);

export function AuditPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const params = new URLSearchParams(useSearch({ from: '/audit' }));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries([...PICKED_FILTERS, ...TEXT_FILTERS, ...DATE_FILTERS].map((k) => [k, params.get(k) ?? ''])) as Record<string, string>;
  const audit = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () =>
      send('GET /audit', { query: { ...filters, from: instant(filters.from ?? null), to: instant(filters.to ?? null), page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: ['audit-options'], queryFn: () => send('GET /audit/options'), staleTime: 60_000 });
  const labels: Record<string, string> = {
    action: t`Action`,
    entity_type: t`Entity type`,
    entity_id: t`Entity id`,
    staff_id: t`Staff member`,
    from: t`From`,
    to: t`To`,
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate({ to: '/audit', search: Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v).trim()])) });
  };
  const goTo = (n: number) => void navigate({ to: '/audit', search: { ...filters, page: String(n) } });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageTitle><Trans>Audit log</Trans></PageTitle>
      <form onSubmit={apply} className="filters" key={`${JSON.stringify(filters)}-${options.isSuccess}`}>
        <label>
          {labels.action}
          <select name="action" defaultValue={filters.action}>
            <option value="">{t`Any action`}</option>
            {(options.data?.actions ?? (filters.action ? [filters.action] : [])).map((a) => (
              <option key={a} value={a}>{a}</option>
            ))}
          </select>
        </label>
        <label>
          {labels.staff_id}
          <select name="staff_id" defaultValue={filters.staff_id}>
            <option value="">{t`Anyone`}</option>
            {(options.data?.staff ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>{s.name ? `${s.name} (${s.email})` : s.email}</option>
            ))}
          </select>
        </label>
        {TEXT_FILTERS.map((k) => (
          <label key={k}>
            {labels[k]}
            <input name={k} type="text" defaultValue={filters[k]} maxLength={100} />
          </label>
        ))}
        {DATE_FILTERS.map((k) => (
          <label key={k}>
            {labels[k]}
            <input name={k} type="datetime-local" defaultValue={filters[k]} />
          </label>
        ))}
        <div className="actions">
          <button type="submit"><Trans>Apply filters</Trans></button>
          <button type="button" className="secondary" onClick={() => void navigate({ to: '/audit' })}><Trans>Clear</Trans></button>
        </div>
      </form>
      {audit.isError && <Notice kind="error">{errorText(audit.error)}</Notice>}
      {audit.data && (
        <section aria-labelledby="audit-results" aria-busy={audit.isFetching}>
          <h2 id="audit-results" className="visually-hidden"><Trans>Entries</Trans></h2>
          <div className="list-head">
            <p><Plural value={audit.data.total} one="# entry" other="# entries" /></p>
            <DownloadButton path={`/exports/audit.csv${query({ ...filters, from: instant(filters.from ?? null), to: instant(filters.to ?? null) })}`} fileName="audit.csv">
              <Trans>Download CSV</Trans>
            </DownloadButton>
          </div>
          <AuditTable entries={audit.data.entries} />
          <nav className="pager" aria-label={t`Pages`}>
            <button type="button" className="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}><Trans>Previous</Trans></button>
            <span><Trans>Page {page} of {pages}</Trans></span>
            <button type="button" className="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}><Trans>Next</Trans></button>
          </nav>
        </section>
      )}
    </>
  );
}
