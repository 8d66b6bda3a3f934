// Audit entries: when, who, what, on which entity, and the values before and after.
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../format';
import type { AuditEntry } from '../types';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { date } = useFormat();
  if (!entries.length) return <p><Trans>No entry matches.</Trans></p>;
  return (
    <table className="audit">
      <thead>
        <tr>
          <th scope="col"><Trans>When</Trans></th>
          <th scope="col"><Trans>Who</Trans></th>
          <th scope="col"><Trans>Action</Trans></th>
          <th scope="col"><Trans>Entity</Trans></th>
          <th scope="col"><Trans>Before</Trans></th>
          <th scope="col"><Trans>After</Trans></th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{date(e.created_at)}</td>
            <td>{e.staff_email ?? '—'}</td>
            <td><code>{e.action}</code></td>
            <td>{e.entity_type} {e.entity_id ?? ''}</td>
            <td><pre>{shown(e.before)}</pre></td>
            <td><pre>{shown(e.after)}</pre></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
