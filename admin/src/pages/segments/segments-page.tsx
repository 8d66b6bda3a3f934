// Segments (editors and admins): the list with each segment's members and what it limits, and the rule
// editor: rules joined by all or any, with the number of members they take in counted live (a short
// pause after each change) before anything is saved.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { blankRule, RuleFields } from './rule-fields';
import { useSegments } from './segment-picker';
import type { ConsoleSegment, ConsoleSegmentList, LeafRule, Match, RuleKind, SegmentRules } from './types';
import './segments.css';

const COUNT_PAUSE_MS = 400;

function useLiveCount(rules: SegmentRules) {
  const [debounced, setDebounced] = useState(rules);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(rules), COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [rules]);
  return useQuery({
    queryKey: ['segment-count', JSON.stringify(debounced)],
    queryFn: () => send('POST /segments/count', { body: { rules: debounced } }),
    retry: false,
  });
}

function Editor({ choices, segment, onDone }: { choices: ConsoleSegmentList; segment: ConsoleSegment | null; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const kindLabels: Record<RuleKind, string> = {
    language: t`Language`,
    points: t`Points balance`,
    active_within: t`Active in the last days`,
    challenge_completed: t`Completed a challenge`,
    signup_channel: t`Signed up with`,
    tag: t`Partner's tag`,
    tier: t`Tier`,
  };
  const [name, setName] = useState(segment?.name ?? '');
  const [match, setMatch] = useState<Match>(segment?.rules?.match ?? 'all');
  // The editor shows rules in one list; groups written through the API are kept as they are.
  const [rules, setRules] = useState<SegmentRules['rules']>(segment?.rules?.rules ?? [blankRule('language', choices)]);
  const [adding, setAdding] = useState<RuleKind>('points');
  const tree: SegmentRules = { match, rules };
  const live = useLiveCount(tree);
  const save = useMutation({
    mutationFn: () =>
      segment
        ? send('POST /segments/:id', { params: { id: segment.id }, body: { name, rules: tree } })
        : send('POST /segments', { body: { name, rules: tree }, idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['segments'] });
      onDone(t`The segment is saved.`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const replace = (i: number, rule: LeafRule) => setRules((all) => all.map((r, j) => (j === i ? rule : r)));

  return (
    <form className="card stack segment-editor" onSubmit={submit} aria-labelledby="segment-editor-title">
      <h2 id="segment-editor-title">{segment ? t`Edit the segment` : t`New segment`}</h2>
      <label>
        {t`Name`}
        <input type="text" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <fieldset className="choice">
        <legend>{t`Members who match`}</legend>
        <label><input type="radio" name="match" checked={match === 'all'} onChange={() => setMatch('all')} /> {t`all of the rules`}</label>
        <label><input type="radio" name="match" checked={match === 'any'} onChange={() => setMatch('any')} /> {t`any of the rules`}</label>
      </fieldset>
      <ol className="rules">
        {rules.map((rule, i) => (
          <li key={i} className="rule">
            {rule.kind === 'group' ? (
              <p>{t`A group of rules (set through the API)`}</p>
            ) : (
              <>
                <p className="rule-kind">{kindLabels[rule.kind]}</p>
                <RuleFields rule={rule} choices={choices} onChange={(next) => replace(i, next)} />
              </>
            )}
            <button type="button" className="small" onClick={() => setRules((all) => all.filter((_, j) => j !== i))}>
              {t`Remove the rule`}
            </button>
          </li>
        ))}
      </ol>
      <div className="rule-row add-rule">
        <label>
          {t`Kind of rule`}
          <select value={adding} onChange={(e) => setAdding(e.currentTarget.value as RuleKind)}>
            {(Object.keys(kindLabels) as RuleKind[]).map((kind) => (
              <option key={kind} value={kind}>{kindLabels[kind]}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setRules((all) => [...all, blankRule(adding, choices)])}>{t`Add the rule`}</button>
      </div>
      <p className="live-count" role="status" aria-live="polite">
        {live.isError ? errorText(live.error) : live.data ? t`Members who match now: ${live.data.members}` : t`Counting…`}
      </p>
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>{t`Save the segment`}</button>
        <button type="button" className="secondary" onClick={() => onDone('')}>{t`Cancel`}</button>
      </div>
    </form>
  );
}

export function SegmentsPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useSegments();
  const [editing, setEditing] = useState<ConsoleSegment | 'new' | null>(null);
  const [done, setDone] = useState('');
  const remove = useMutation({
    mutationFn: (id: number) => send('POST /segments/:id/delete', { params: { id } }),
    onSuccess: () => {
      setDone(t`The segment is deleted.`);
      void queryClient.invalidateQueries({ queryKey: ['segments'] });
    },
  });
  const finish = (message: string) => {
    setEditing(null);
    setDone(message);
  };
  return (
    <>
      <PageTitle><Trans>Segments</Trans></PageTitle>
      <p className="hint"><Trans>Groups of members built from rules. Challenges, news and prizes can be limited to one segment in their editors.</Trans></p>
      {done && <Notice kind="success">{done}</Notice>}
      {remove.isError && <Notice kind="error">{errorText(remove.error)}</Notice>}
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.data && editing && <Editor key={editing === 'new' ? 'new' : editing.id} choices={list.data} segment={editing === 'new' ? null : editing} onDone={finish} />}
      {!editing && (
        <p className="actions top-actions">
          <button type="button" onClick={() => { setDone(''); setEditing('new'); }}>{t`New segment`}</button>
        </p>
      )}
      {list.data && (
        <ul className="segment-list">
          {list.data.segments.map((s) => (
            <li key={s.id} className="card">
              <h2>{s.name}</h2>
              <p>{t`${s.members} members`}{s.uses.length > 0 && ` · ${t`limits ${s.uses.length} items`}`}</p>
              {!s.rules && <Notice kind="error">{t`Its rules can no longer be read: nobody is in it until they are saved again.`}</Notice>}
              <div className="row-actions">
                <button type="button" className="small" onClick={() => { setDone(''); setEditing(s); }}>
                  <Trans>Edit<span className="visually-hidden"> {s.name}</span></Trans>
                </button>
                <button type="button" className="danger small" onClick={() => remove.mutate(s.id)}>
                  <Trans>Delete<span className="visually-hidden"> {s.name}</span></Trans>
                </button>
              </div>
            </li>
          ))}
          {list.data.segments.length === 0 && <li><Trans>There are no segments yet.</Trans></li>}
        </ul>
      )}
    </>
  );
}
