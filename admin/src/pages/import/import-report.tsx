// One upload's progress and report: rows done of all, what the import would do (or did), and each
// row's problem with its line and column.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MemberImport } from '@contract/console/imports';
import { useFormat } from '../../format';
import { PROBLEM_WORDS } from './problem-words';
import { TableScroll } from '../../ui/table-scroll';

function Progress({ upload }: { upload: MemberImport }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const total = Math.max(upload.total_rows, upload.rows_done);
  const running = upload.status === 'checking' || upload.status === 'importing';
  return (
    <div className="import-progress">
      <progress
        max={Math.max(total, 1)}
        value={running || upload.status === 'failed' ? upload.rows_done : Math.max(total, 1)}
        aria-label={upload.status === 'importing' ? t`Import progress` : t`Dry run progress`}
      />
      <p data-testid="import-rows">
        <Trans>
          {number(upload.rows_done)} of {number(total)} rows
        </Trans>
        {' · '}
        <Plural value={upload.problem_rows} one="# row with a problem" other="# rows with a problem" />
      </p>
    </div>
  );
}

export function ImportReport({ upload }: { upload: MemberImport }) {
  const { i18n, t } = useLingui();
  const { number } = useFormat();
  const done = upload.status === 'done';
  return (
    <>
      <Progress upload={upload} />
      {(upload.status === 'checked' || done) && upload.kind === 'members' && (
        <ul className="import-counts" data-testid="import-counts">
          <li>{done ? <Trans>New members: {number(upload.created)}</Trans> : <Trans>New members to add: {number(upload.created)}</Trans>}</li>
          <li>{done ? <Trans>Members updated: {number(upload.updated)}</Trans> : <Trans>Members to update: {number(upload.updated)}</Trans>}</li>
          <li><Trans>Unchanged: {number(upload.unchanged)}</Trans></li>
        </ul>
      )}
      {(upload.status === 'checked' || done) && upload.kind === 'history' && (
        <ul className="import-counts" data-testid="import-counts">
          <li>{done ? <Trans>History lines added: {number(upload.created)}</Trans> : <Trans>History lines to add: {number(upload.created)}</Trans>}</li>
          <li><Trans>Lines imported before: {number(upload.unchanged)}</Trans></li>
        </ul>
      )}
      {upload.problems.length > 0 && (
        <TableScroll label={t`Rows with a problem`}>
          <table className="import-problems">
            <caption>
              {upload.problem_rows > upload.problems.length ? (
                <Trans>The first {upload.problems.length} problems (rows with problems are skipped)</Trans>
              ) : (
                <Trans>Problems (rows with problems are skipped)</Trans>
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Line</Trans></th>
                <th scope="col"><Trans>Column</Trans></th>
                <th scope="col"><Trans>Problem</Trans></th>
              </tr>
            </thead>
            <tbody>
              {upload.problems.map((p, i) => (
                <tr key={`${p.line}-${p.column}-${i}`}>
                  <td className="num">{p.line}</td>
                  <td><code>{p.column ?? '—'}</code></td>
                  <td>{i18n._(PROBLEM_WORDS[p.code])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
