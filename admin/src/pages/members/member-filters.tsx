// The member list's search, filters and sorting, kept in the URL so a filtered list can be shared.
// Tiers and segments (issue 41) add their pick lists here.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

export const FILTER_KEYS = ['q', 'status', 'joined_from', 'joined_to', 'active_from', 'active_to', 'points_min', 'points_max', 'sort', 'order'] as const;
export type Filters = Record<(typeof FILTER_KEYS)[number], string>;

export function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
}

export function MemberFilters({ filters }: { filters: Filters }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The default order stays out of the address, so a plain search reads as one.
    const values = Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v).trim()]));
    if (values.sort === 'joined' && values.order === 'desc') {
      delete values.sort;
      delete values.order;
    }
    void navigate({ to: '/members', search: values });
  };
  const day = (name: 'joined_from' | 'joined_to' | 'active_from' | 'active_to', label: string) => (
    <label>
      {label}
      <input name={name} type="date" defaultValue={filters[name]} />
    </label>
  );
  const points = (name: 'points_min' | 'points_max', label: string) => (
    <label>
      {label}
      <input name={name} type="number" inputMode="numeric" min={0} step={1} defaultValue={filters[name]} />
    </label>
  );
  return (
    <form role="search" onSubmit={apply} className="filters member-filters" key={JSON.stringify(filters)}>
      <label className="wide-field">
        <Trans>Name, phone, e-mail, customer id or reward code</Trans>
        <input name="q" type="search" defaultValue={filters.q} maxLength={100} />
      </label>
      <label>
        <Trans>Status</Trans>
        <select name="status" defaultValue={filters.status}>
          <option value="">{t`Any`}</option>
          <option value="active">{t`Active`}</option>
          <option value="deactivated">{t`Deactivated`}</option>
        </select>
      </label>
      {day('joined_from', t`Joined from`)}
      {day('joined_to', t`Joined until`)}
      {day('active_from', t`Last active from`)}
      {day('active_to', t`Last active until`)}
      {points('points_min', t`Points at least`)}
      {points('points_max', t`Points at most`)}
      <label>
        <Trans>Sort by</Trans>
        <select name="sort" defaultValue={filters.sort || 'joined'}>
          <option value="joined">{t`Joined`}</option>
          <option value="last_active">{t`Last active`}</option>
          <option value="points">{t`Points`}</option>
          <option value="name">{t`Last name`}</option>
        </select>
      </label>
      <label>
        <Trans>Order</Trans>
        <select name="order" defaultValue={filters.order || 'desc'}>
          <option value="desc">{t`Newest, most or Z first`}</option>
          <option value="asc">{t`Oldest, fewest or A first`}</option>
        </select>
      </label>
      <div className="actions">
        <button type="submit"><Trans>Show members</Trans></button>
        <button type="button" className="secondary" onClick={() => void navigate({ to: '/members' })}><Trans>Clear</Trans></button>
      </div>
    </form>
  );
}
