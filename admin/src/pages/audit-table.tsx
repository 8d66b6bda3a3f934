// Audit entries: when, who, what, on which entity, and the values before and after.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../format';
import type { AuditEntry } from '../types';
import { TableScroll } from '../ui/table-scroll';

/** An object's fields as a short list; anything else as JSON. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value !== 'object' || Array.isArray(value)) return <pre>{JSON.stringify(value)}</pre>;
  return (
    <dl>
      {Object.entries(value).map(([key, v]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { date } = useFormat();
  const { t } = useLingui();
  if (!entries.length) return <p><Trans>No entry matches.</Trans></p>;
  return (
    <TableScroll label={t`Audit entries`}>
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
              <td><Values value={e.before} /></td>
              <td><Values value={e.after} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
