// Import members (admins): a CSV from the previous programme is checked first (the dry run reports each
// row's problem and writes nothing), then imported by the job queue; the progress comes from the server,
// so it is there again after a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ImportKind, MemberImport } from '@contract/console/imports';
import { MAX_IMPORT_BYTES } from '@contract/limits';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { canStartAgain, failureText } from './failure-words';
import { HistoryColumns } from './history-columns';
import { ImportColumns } from './import-columns';
import { ImportReport } from './import-report';
import './import.css';

const running = (upload: MemberImport | undefined) => upload?.status === 'checking' || upload?.status === 'importing';
/** The import itself, not its dry run, is under way, done or stopped. */
const importing = (upload: MemberImport) => upload.status === 'importing' || upload.status === 'done' || canStartAgain(upload.failure_code);
const ready = (upload: MemberImport) => upload.status === 'checked' || (upload.status === 'failed' && canStartAgain(upload.failure_code));

function StatusLine({ upload }: { upload: MemberImport }) {
  const { date } = useFormat();
  const name = upload.file_name;
  switch (upload.status) {
    case 'checking':
      return <Trans>Checking {name}… Nothing is written yet.</Trans>;
    case 'checked':
      return <Trans>Dry run of {name} finished; nothing has been written. Import it when the report looks right.</Trans>;
    case 'importing':
      return <Trans>Importing {name}…</Trans>;
    case 'done':
      return <Trans>{name} was imported on {date(upload.finished_at)}.</Trans>;
    default:
      return canStartAgain(upload.failure_code) ? (
        <Trans>The import of {name} stopped. You can start it again.</Trans>
      ) : (
        <Trans>The dry run of {name} did not finish; nothing has been written.</Trans>
      );
  }
}

export function ImportPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ImportKind>('members');
  const [tooLarge, setTooLarge] = useState(false);
  const imports = useQuery({
    queryKey: ['imports'],
    queryFn: () => send('GET /imports'),
    refetchInterval: (q) => (running(q.state.data?.imports[0]) ? 1000 : false),
  });
  const latest = imports.data?.imports[0];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['imports'] });
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      send('POST /imports', { query: { file_name: chosen.name, kind }, body: new Blob([chosen], { type: 'text/csv' }) }),
    onSuccess: refresh,
  });
  const run = useMutation({
    mutationFn: (id: number) => send('POST /imports/:id/run', { params: { id } }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setTooLarge(file.size > MAX_IMPORT_BYTES);
    if (file.size <= MAX_IMPORT_BYTES) upload.mutate(file);
  };
  const busy = upload.isPending || running(latest);
  return (
    <>
      <PageTitle><Trans>Import members</Trans></PageTitle>
      <section className="card" aria-labelledby="import-file">
        <h2 id="import-file"><Trans>File to import</Trans></h2>
        <p><Trans>Bring members, their details and their points balances over from another programme, then their past points history. The file is checked first (a dry run); nothing is written until you import it.</Trans></p>
        <form className="import-form" onSubmit={submit}>
          <fieldset className="choice">
            <legend><Trans>The file holds</Trans></legend>
            <label>
              <input type="radio" name="import-kind" checked={kind === 'members'} onChange={() => setKind('members')} /> <Trans>Members and their balances</Trans>
            </label>
            <label>
              <input type="radio" name="import-kind" checked={kind === 'history'} onChange={() => setKind('history')} /> <Trans>Points history of imported members</Trans>
            </label>
          </fieldset>
          {kind === 'members' ? <ImportColumns /> : <HistoryColumns />}
          <label>
            <Trans>CSV file</Trans>
            <input type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
          </label>
          <div className="actions">
            <button type="submit" disabled={!file || busy}><Trans>Check the file</Trans></button>
          </div>
        </form>
        {tooLarge && <Notice kind="error"><Trans>This file is larger than 32 MB. Split it into smaller files and import them one after another.</Trans></Notice>}
        {upload.isError && <Notice kind="error">{errorText(upload.error)}</Notice>}
      </section>
      {imports.isError && <Notice kind="error">{errorText(imports.error)}</Notice>}
      {latest && (
        <section className="card" aria-labelledby="import-latest" aria-busy={running(latest)}>
          <h2 id="import-latest">{importing(latest) ? t`Import` : t`Dry run`}</h2>
          <p role="status" data-testid="import-status"><StatusLine upload={latest} /></p>
          {latest.status === 'failed' && latest.failure_code && (
            <p data-testid="import-failure">{failureText(i18n, latest.failure_code, latest.failure_line)}</p>
          )}
          <ImportReport upload={latest} />
          {ready(latest) && (
            <div className="actions">
              <button type="button" disabled={run.isPending} onClick={() => run.mutate(latest.id)}>
                {latest.problem_rows > 0 ? t`Import, skipping the rows with problems` : t({ message: 'Import', context: 'button' })}
              </button>
            </div>
          )}
          {run.isError && <Notice kind="error">{errorText(run.error)}</Notice>}
          {latest.status === 'done' && latest.kind === 'members' && (
            <p><Link to="/members" search={{ sort: 'joined' }}><Trans>See the members</Trans></Link></p>
          )}
        </section>
      )}
    </>
  );
}
