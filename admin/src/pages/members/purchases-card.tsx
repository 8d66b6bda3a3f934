// A member's till purchases with their receipt numbers; an admin voids one with a reason (its points
// go back out through the ledger, once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { newKey, useFormat } from '../../format';
import type { MemberDetail } from '../../types';
import { Confirm } from '../../ui/confirm';
import { Notice } from '../../ui/notice';
import { TableScroll } from '../../ui/table-scroll';

type Purchase = MemberDetail['purchases'][number];

export function PurchasesCard({ memberId, purchases }: { memberId: number; purchases: Purchase[] }) {
  const { t } = useLingui();
  const { date, number } = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Purchase | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [key, setKey] = useState(newKey);
  const voidIt = useMutation({
    mutationFn: (p: Purchase) => send('POST /members/:id/purchases/:purchaseId/void', { params: { id: memberId, purchaseId: p.id }, body: { reason: reason.trim() }, idempotencyKey: key }),
    onSuccess: () => {
      setReason('');
      setKey(newKey());
      void queryClient.invalidateQueries({ queryKey: ['member', memberId] });
    },
  });
  const receipt = (p: Purchase) => p.receipt_number ?? t`no receipt number`;
  return (
    <section className="card" aria-labelledby="purchases-title">
      <h2 id="purchases-title"><Trans>Till purchases</Trans></h2>
      {!purchases.length ? (
        <p><Trans>None yet.</Trans></p>
      ) : (
        <TableScroll labelledBy="purchases-title">
          <table>
            <thead>
              <tr>
                <th scope="col"><Trans>When</Trans></th>
                <th scope="col"><Trans>Receipt</Trans></th>
                <th scope="col" className="num"><Trans>Amount</Trans></th>
                <th scope="col" className="num"><Trans>Points</Trans></th>
                <th scope="col"><Trans>State</Trans></th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((p) => (
                <tr key={p.id}>
                  <td>{date(p.created_at)}</td>
                  <td>{p.receipt_number ?? '—'}</td>
                  <td className="num">{number(p.amount)}</td>
                  <td className="num">{number(p.points)}</td>
                  <td>
                    {p.voided_at ? (
                      <Trans>Voided on {date(p.voided_at)}: {p.void_reason}</Trans>
                    ) : (
                      <button type="button" className="secondary small" onClick={() => setChosen(p)}>
                        <Trans>Void</Trans>
                        <span className="visually-hidden"> {receipt(p)}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {voidIt.isError && <Notice kind="error">{errorText(voidIt.error)}</Notice>}
      {voidIt.isSuccess && <Notice kind="success">{t`The purchase is voided and its points are taken back.`}</Notice>}
      {chosen && (
        <Confirm
          title={t`Void the purchase of ${number(chosen.amount)} (${receipt(chosen)})?`}
          confirmLabel={t`Void the purchase`}
          danger
          onConfirm={() => {
            setReasonMissing(!reason.trim());
            if (!reason.trim()) return;
            voidIt.mutate(chosen);
            setChosen(null);
          }}
          onCancel={() => setChosen(null)}
        >
          <p><Trans>{number(chosen.points)} points are taken back from the member. This cannot be undone.</Trans></p>
          <label>
            <Trans>Reason (kept in the audit log)</Trans>
            <input type="text" required maxLength={200} value={reason} aria-invalid={reasonMissing || undefined} onInput={(e) => setReason(e.currentTarget.value)} />
          </label>
          {reasonMissing && <p className="field-problem">{t`Write the reason first.`}</p>}
        </Confirm>
      )}
    </section>
  );
}
