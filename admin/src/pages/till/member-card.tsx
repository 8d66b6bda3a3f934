// A scanned member card: the member, and points for a purchase (amount × the programme's rate),
// with the shop's receipt number, and one Idempotency-Key per purchase so a retried request credits once.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { fullName, newKey, useFormat } from '../../format';
import type { ScannedCode } from '../../types';
import { Notice } from '../../ui/notice';

type Member = Extract<ScannedCode, { kind: 'member' }>;

export function MemberCard({ scanned }: { scanned: Member }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const errorText = useErrorText();
  const { member } = scanned;
  const [amount, setAmount] = useState('');
  const [receipt, setReceipt] = useState('');
  const [key, setKey] = useState(newKey);
  const award = useMutation({
    mutationFn: () => send('POST /till/purchases', { body: { member_id: member.id, amount: Number(amount), ...(receipt.trim() ? { receipt_number: receipt.trim() } : {}) }, idempotencyKey: key }),
    onSuccess: () => {
      setAmount('');
      setReceipt('');
      setKey(newKey());
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    award.mutate();
  };
  return (
    <section className="card result" aria-labelledby="member-title">
      <h2 id="member-title">{fullName(member)}</h2>
      <p><Trans>Points: {number(award.data?.balance ?? member.points)}</Trans></p>
      <form onSubmit={submit} className="stack">
        <label>
          <Trans>Purchase amount</Trans>
          <input type="number" inputMode="decimal" min={0.01} max={1000000} step={0.01} required value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Receipt number (optional)</Trans>
          <input type="text" maxLength={64} autoComplete="off" value={receipt} onInput={(e) => setReceipt(e.currentTarget.value)} />
        </label>
        <button type="submit" className="wide" disabled={award.isPending}>{t`Award points for the purchase`}</button>
      </form>
      {award.data && <Notice kind="success"><Trans>+{number(award.data.points)} points. The balance is now {number(award.data.balance)}.</Trans></Notice>}
      {award.isError && <Notice kind="error">{errorText(award.error)}</Notice>}
    </section>
  );
}
