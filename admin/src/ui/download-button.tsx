// A button that downloads a CSV export: fetched with the staff token in the Authorization header (never
// in an address that could reach a log), then handed to the browser as a file.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConsoleError } from '../api';
import { useErrorText } from '../errors';
import { session } from '../session';

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

async function download(path: string, fallback: string) {
  const token = session.get()?.token;
  const response = await fetch(`/api/console${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => {
    throw new ConsoleError(0, 'Network', 'The server could not be reached.');
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (token && (response.status === 401 || response.status === 419)) session.end('expired');
    throw new ConsoleError(response.status, String(answer.error_code ?? `Http${response.status}`), String(answer.message ?? ''), answer);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `path` is below /api/console, e.g. `/exports/members.csv?status=active`. */
export function DownloadButton({ path, fileName, children }: { path: string; fileName: string; children: ReactNode }) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await download(path, fileName);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="download">
      <button type="button" className="secondary" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        {children}
      </button>
      {busy && <span role="status"><Trans>Preparing the file…</Trans></span>}
      {error && <span role="alert" className="download-error">{error}</span>}
    </span>
  );
}
