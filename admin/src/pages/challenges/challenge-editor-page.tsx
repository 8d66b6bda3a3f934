// A new challenge or a stored one: the form beside the live preview; saving shows the server's problems
// next to the fields; ending asks first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { newKey } from '../../format';
import { Confirm } from '../../ui/confirm';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { bodyOf, emptyForm, formOf, type ChallengeChoices, type ChallengeDetail, type ChallengeSaved, type FormState } from './draft';
import { ChallengeForm } from './challenge-form';
import { useChallengeWords } from './labels';
import { Preview } from './preview';
import { allProblems, draftProblems, problemsByField, problemsStillStanding } from './problems';

interface EditorProps {
  id: number | null;
  detail: ChallengeDetail | null;
  choices: ChallengeChoices;
  justSaved: boolean;
}

function Editor({ id, detail, choices, justSaved }: EditorProps) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const words = useChallengeWords();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => (detail ? formOf(detail) : emptyForm()));
  // One Idempotency-Key per body: a retry of the same draft reuses it, a changed draft gets a new one.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** The body the server refused, to tell which of its problems the editor has since fixed. */
  const [refused, setRefused] = useState<unknown>(null);
  const [saved, setSaved] = useState<ChallengeSaved | null>(justSaved && id && detail ? { id, status: detail.status, announced: false } : null);
  const [ending, setEnding] = useState(false);
  /** A save was tried: from then on the console's own checks show as the draft changes. */
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const locked = detail?.locked ?? [];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setRefused(null);
    setSaved(null);
    setTried(true);
    const body = bodyOf(form, detail?.challenge.start_time ?? null);
    if (Object.keys(draftProblems(body, i18n)).length) return;
    setSaving(true);
    try {
      const sent = JSON.stringify(body);
      if (attempt.current?.body !== sent) attempt.current = { body: sent, key: newKey() };
      const result = id
        ? await send('POST /challenges/:id', { params: { id }, body })
        : await send('POST /challenges', { body, idempotencyKey: attempt.current.key });
      await queryClient.invalidateQueries({ queryKey: ['challenges'] });
      setSaved(result);
      if (!id) void navigate({ to: '/challenges/$id', params: { id: String(result.id) }, search: { saved: '1' } });
    } catch (e) {
      setError(e);
      setRefused(body);
    } finally {
      setSaving(false);
    }
  };
  const end = async () => {
    setEnding(false);
    try {
      if (id === null) return;
      await send('POST /challenges/:id/end', { params: { id } });
      await queryClient.invalidateQueries({ queryKey: ['challenges'] });
    } catch (e) {
      setError(e);
    }
  };
  const current = bodyOf(form, detail?.challenge.start_time ?? null);
  const problems = allProblems(problemsStillStanding(problemsByField(error, i18n), refused, refused ? current : null), tried ? draftProblems(current, i18n) : {});
  // Every problem is listed by the save button too (once, and not when the notice says the same): some
  // name fields the form does not show.
  const notice = error ? errorText(error) : null;
  const general = [...new Set(Object.values(problems).flat())].filter((p) => p !== notice);
  const name = form.name[choices.default_language] || t`New challenge`;

  return (
    <>
      <p className="back"><Link to="/challenges">← <Trans>All challenges</Trans></Link></p>
      <PageTitle>{id ? name : <Trans>New challenge</Trans>}</PageTitle>
      {detail && (
        <p className="hint">
          {words.status(detail.status)} · <Plural value={detail.members_started} one="# member started it" other="# members started it" />
          {detail.members_started > 0 && <> · <Trans>Its type, right answers, rules, reward and start can no longer change.</Trans></>}
        </p>
      )}
      <div className="editor">
        <form className="editor-form" onSubmit={(e) => void save(e)} noValidate aria-describedby={error ? 'save-error' : undefined}>
          <ChallengeForm form={form} set={set} choices={choices} problems={problems} locked={locked} />
          <div className="save-bar">
            <div id="save-error" aria-live="polite">
              {notice ? <Notice kind="error">{notice}</Notice> : null}
              {general.map((p) => <p key={p} className="field-problem">{p}</p>)}
              {saved && (
                <Notice kind="success">
                  {saved.status === 'scheduled' ? <Trans>Saved. It starts at the time you set.</Trans> : saved.status === 'live' ? <Trans>Saved. It is live for members now.</Trans> : <Trans>Saved.</Trans>}
                </Notice>
              )}
            </div>
            <div className="actions">
              <button type="submit" disabled={saving}>
                {saving ? <Trans>Saving…</Trans> : id ? <Trans>Save changes</Trans> : form.publish === 'now' ? <Trans>Publish now</Trans> : <Trans>Schedule</Trans>}
              </button>
              {id && detail?.status !== 'ended' && (
                <button type="button" className="danger" onClick={() => setEnding(true)}>
                  <Trans>End it now</Trans>
                </button>
              )}
            </div>
          </div>
        </form>
        <Preview form={form} languages={choices.languages} defaultLanguage={choices.default_language} />
      </div>
      {ending && (
        <Confirm danger title={t`End “${name}” now?`} confirmLabel={t`End it`} onConfirm={() => void end()} onCancel={() => setEnding(false)}>
          <p><Trans>Members will no longer see it. What they have done stays in their history.</Trans></p>
        </Confirm>
      )}
    </>
  );
}

export function ChallengeEditorPage({ id }: { id: number | null }) {
  const errorText = useErrorText();
  const choices = useQuery({ queryKey: ['challenges', 'choices'], queryFn: () => send('GET /challenges/choices') });
  const detail = useQuery({ queryKey: ['challenges', id], queryFn: () => send('GET /challenges/:id', { params: { id: id ?? '' } }), enabled: id !== null });
  const navigate = useNavigate();
  const [justSaved] = useState(() => new URLSearchParams(location.search).has('saved'));
  useEffect(() => {
    if (justSaved && id) void navigate({ to: '/challenges/$id', params: { id: String(id) }, replace: true });
  }, [justSaved, id, navigate]);
  const failed = choices.error ?? detail.error;
  if (failed) return <Notice kind="error">{errorText(failed)}</Notice>;
  if (!choices.data || (id !== null && !detail.data)) return <p role="status"><Trans>Loading…</Trans></p>;
  return <Editor key={id ?? 'new'} id={id} detail={detail.data ?? null} choices={choices.data} justSaved={justSaved} />;
}
