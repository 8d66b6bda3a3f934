// Points that expire (admins): the validity rule, the pending days and the reminder lead time, with the
// sentence a member will read. A change applies to points earned from then on. Pending days must end
// before the rule's shortest validity, as the server checks (contract/console/pending-limit.ts).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { mostPendingDays } from '@contract/console/pending-limit';
import type * as C from '@contract/console/points-validity';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';

type Rule = z.infer<typeof C.PointsValidity>;

function Preview({ rule }: { rule: Rule }) {
  const validity =
    rule.mode === 'never' ? (
      <Trans>Your points never expire.</Trans>
    ) : rule.mode === 'months' ? (
      <Plural value={rule.months} one="Points you earn are valid for # month, to the end of that day." other="Points you earn are valid for # months, to the end of that day." />
    ) : (
      <Trans>Points you earn are valid until the end of the quarter after the quarter you earned them in.</Trans>
    );
  return (
    <p className="validity-preview" data-testid="validity-preview">
      {validity}{' '}
      {rule.pendingDays > 0 && (
        <>
          <Plural value={rule.pendingDays} one="You can spend them # day after you earn them." other="You can spend them # days after you earn them." />{' '}
        </>
      )}
      {rule.mode !== 'never' && rule.reminderDays > 0 && (
        <Plural value={rule.reminderDays} one="We remind you # day before they expire." other="We remind you # days before they expire." />
      )}
    </p>
  );
}

const whole = (value: string) => (value.trim() === '' ? NaN : Number(value));

export function PointsValiditySection() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['points-validity'], queryFn: () => send('GET /points-validity') });
  const [draft, setDraft] = useState<Rule | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (rule: Rule) => send('POST /points-validity', { body: rule }),
    onSuccess: (rule) => {
      queryClient.setQueryData(['points-validity'], rule);
      setDraft(null);
      setSaved(true);
    },
  });
  const rule = draft ?? current.data;
  if (current.isError) return <Notice kind="error">{errorText(current.error)}</Notice>;
  if (!rule) return null;
  const set = (change: Partial<Rule>) => {
    setSaved(false);
    setDraft({ ...rule, ...change });
  };
  const inRanges = Number.isInteger(rule.months) && rule.months >= 1 && rule.months <= 120
    && Number.isInteger(rule.pendingDays) && rule.pendingDays >= 0 && rule.pendingDays <= 365
    && Number.isInteger(rule.reminderDays) && rule.reminderDays >= 0 && rule.reminderDays <= 365;
  const mostPending = inRanges ? mostPendingDays(rule) : null;
  const pendingFits = mostPending === null || rule.pendingDays <= mostPending;
  const valid = inRanges && pendingFits;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(rule);
  };
  return (
    <form onSubmit={submit} className="settings-form points-validity" noValidate aria-labelledby="validity-title">
      <fieldset className="card">
        <legend id="validity-title"><Trans>Points that expire</Trans></legend>
        <fieldset className="choice">
          <legend><Trans>Earned points are valid</Trans></legend>
          <label><input type="radio" name="validity" checked={rule.mode === 'never'} onChange={() => set({ mode: 'never' })} /> <Trans>Forever (points never expire)</Trans></label>
          <label><input type="radio" name="validity" checked={rule.mode === 'months'} onChange={() => set({ mode: 'months' })} /> <Trans>A number of months from earning</Trans></label>
          <label><input type="radio" name="validity" checked={rule.mode === 'quarter_after'} onChange={() => set({ mode: 'quarter_after' })} /> <Trans>Until the end of the quarter after the quarter earned</Trans></label>
        </fieldset>
        <div className="validity-numbers">
          <label>
            <Trans>Months of validity (1–120)</Trans>
            <input type="number" min={1} max={120} step={1} disabled={rule.mode !== 'months'} value={Number.isNaN(rule.months) ? '' : rule.months} onChange={(e) => set({ months: whole(e.currentTarget.value) })} />
          </label>
          <label>
            <Trans>Pending days before points can be spent (0–365)</Trans>
            <input type="number" min={0} max={365} step={1} value={Number.isNaN(rule.pendingDays) ? '' : rule.pendingDays} onChange={(e) => set({ pendingDays: whole(e.currentTarget.value) })} />
          </label>
          <label>
            <Trans>Remind members this many days before expiry (0: no reminder)</Trans>
            <input type="number" min={0} max={365} step={1} value={Number.isNaN(rule.reminderDays) ? '' : rule.reminderDays} onChange={(e) => set({ reminderDays: whole(e.currentTarget.value) })} />
          </label>
        </div>
        <div>
          <p className="hint"><Trans>What a member will read:</Trans></p>
          <Preview rule={rule} />
        </div>
        <p className="hint"><Trans>A change applies to points earned from now on; points already earned keep their dates.</Trans></p>
        {!inRanges && <p className="notice error" role="alert">{t`Give whole numbers within the ranges shown.`}</p>}
        {!pendingFits && (
          <p className="notice error" role="alert">
            <Plural
              value={mostPending}
              one="Points could expire before they can be spent: with this validity allow at most # pending day."
              other="Points could expire before they can be spent: with this validity allow at most # pending days."
            />
          </p>
        )}
        {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
        {saved && <Notice kind="success"><Trans>The points validity is saved.</Trans></Notice>}
        <div className="actions">
          <button type="submit" disabled={save.isPending || !valid || !draft}><Trans>Save the points validity</Trans></button>
        </div>
      </fieldset>
    </form>
  );
}
