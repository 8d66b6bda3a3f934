// What staff may change on a member, each after a confirmation: points with a reason (one
// Idempotency-Key per adjustment, kept across retries), deactivation and reactivation, and ending their sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../api';
import { useErrorText } from '../errors';
import { fullName, newKey, useFormat } from '../format';
import type { MemberDetail } from '../types';
import { Confirm } from '../ui/confirm';
import { Notice } from '../ui/notice';

type Pending = 'points' | 'deactivate' | 'reactivate' | 'sessions' | null;

export function MemberActions({ detail }: { detail: MemberDetail }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const m = detail.member;
  const name = fullName(m);
  const [direction, setDirection] = useState<'award' | 'deduct'>('award');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');
  const points = Math.trunc(Number(amount)) * (direction === 'deduct' ? -1 : 1);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', m.id] });
  const finish = (words: string) => {
    setDone(words);
    void refresh();
  };
  const adjust = useMutation({
    mutationFn: () => send('POST /members/:id/points', { params: { id: m.id }, body: { points, reason: reason.trim() }, idempotencyKey: key }),
    onSuccess: ({ balance }) => {
      setAmount('');
      setReason('');
      setKey(newKey());
      finish(t`Done. The balance is now ${number(balance)} points.`);
    },
  });
  const deactivate = useMutation({
    mutationFn: () => send('POST /members/:id/deactivate', { params: { id: m.id } }),
    onSuccess: () => finish(t`The member is deactivated.`),
  });
  const reactivate = useMutation({
    mutationFn: () => send('POST /members/:id/reactivate', { params: { id: m.id } }),
    onSuccess: () => finish(t`The member is active again and can sign in.`),
  });
  const endSessions = useMutation({
    mutationFn: () => send('POST /members/:id/end-sessions', { params: { id: m.id } }),
    onSuccess: ({ ended }) => finish(t`Sessions ended: ${ended}.`),
  });
  const failed = [adjust, deactivate, reactivate, endSessions].find((mutation) => mutation.isError);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setPending('points');
  };
  const confirm = () => {
    const chosen = pending;
    setPending(null);
    if (chosen === 'points') adjust.mutate();
    if (chosen === 'deactivate') deactivate.mutate();
    if (chosen === 'reactivate') reactivate.mutate();
    if (chosen === 'sessions') endSessions.mutate();
  };
  const inactive = Boolean(m.deactivated_at);

  return (
    <section aria-labelledby="actions-title" className="card">
      <h2 id="actions-title"><Trans>Points and account</Trans></h2>
      <form onSubmit={ask} className="stack">
        <fieldset className="choice">
          <legend><Trans>Change</Trans></legend>
          <label><input type="radio" name="direction" checked={direction === 'award'} onChange={() => setDirection('award')} /> <Trans>Award points</Trans></label>
          <label><input type="radio" name="direction" checked={direction === 'deduct'} onChange={() => setDirection('deduct')} /> <Trans>Deduct points</Trans></label>
        </fieldset>
        <label>
          <Trans>Points</Trans>
          <input type="number" inputMode="numeric" min={1} max={1000000} step={1} required value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Reason (the member sees it in their history)</Trans>
          <input type="text" required maxLength={200} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={inactive || adjust.isPending}>{direction === 'award' ? t`Award points` : t`Deduct points`}</button>
      </form>
      {failed && <Notice kind="error">{errorText(failed.error)}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <div className="account-actions">
        <h3><Trans>Sessions and access</Trans></h3>
        <div className="actions">
          <button type="button" className="secondary" onClick={() => setPending('sessions')}><Trans>End sessions</Trans></button>
          {inactive ? (
            <button type="button" className="secondary" onClick={() => setPending('reactivate')}><Trans>Reactivate</Trans></button>
          ) : (
            <button type="button" className="danger" onClick={() => setPending('deactivate')}><Trans>Deactivate</Trans></button>
          )}
        </div>
      </div>
      {pending === 'points' && (
        <Confirm
          title={direction === 'award' ? t`Award ${number(Math.abs(points))} points to ${name}?` : t`Deduct ${number(Math.abs(points))} points from ${name}?`}
          confirmLabel={direction === 'award' ? t`Award` : t`Deduct`}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p><Trans>Reason: {reason.trim()}</Trans></p>
          {direction === 'award' && <p className="hint"><Trans>If the member's tier multiplies what they earn, its bonus is added on top.</Trans></p>}
        </Confirm>
      )}
      {pending === 'sessions' && (
        <Confirm title={t`End every session of ${name}?`} confirmLabel={t`End sessions`} onConfirm={confirm} onCancel={() => setPending(null)}>
          <p><Trans>They will have to sign in again on every device.</Trans></p>
        </Confirm>
      )}
      {pending === 'reactivate' && (
        <Confirm title={t`Reactivate ${name}?`} confirmLabel={t`Reactivate`} onConfirm={confirm} onCancel={() => setPending(null)}>
          <p><Trans>They can sign in and collect points again.</Trans></p>
        </Confirm>
      )}
      {pending === 'deactivate' && (
        <Confirm title={t`Deactivate ${name}?`} confirmLabel={t`Deactivate`} danger onConfirm={confirm} onCancel={() => setPending(null)}>
          <p><Trans>They are signed out everywhere and can no longer sign in or collect points.</Trans></p>
        </Confirm>
      )}
    </section>
  );
}
