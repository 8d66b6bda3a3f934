// One promo code: its points, kind and window to change, and the members who used it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { fullName, useFormat } from '../../format';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import type { ConsolePromoCode } from '../catalogue/types';
import { promoBody, promoDraftOf, PromoFields, usePromoState } from './promo-fields';
import { TableScroll } from '../../ui/table-scroll';

function EditForm({ promo }: { promo: ConsolePromoCode }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => promoDraftOf(promo));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => send('POST /promo-codes/:id', { params: { id: promo.id }, body: promoBody(draft) }),
    onMutate: () => setSaved(false),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['catalogue', 'promo-codes'] });
      await queryClient.invalidateQueries({ queryKey: ['catalogue', 'promo-code', promo.id] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="stack card" aria-labelledby="edit-code-title">
      <h2 id="edit-code-title"><Trans>Change the code</Trans></h2>
      <p className="hint"><Trans>The code itself stays as it is. To stop it, set "Valid until" to now.</Trans></p>
      <PromoFields draft={draft} onChange={setDraft} />
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      {saved && <Notice kind="success"><Trans>The code is saved.</Trans></Notice>}
      <div><button type="submit" disabled={save.isPending}>{t`Save the code`}</button></div>
    </form>
  );
}

export function PromoCodePage({ id }: { id: number }) {
  const { number, date } = useFormat();
  const errorText = useErrorText();
  const state = usePromoState();
  const answer = useQuery({ queryKey: ['catalogue', 'promo-code', id], queryFn: () => send('GET /promo-codes/:id', { params: { id } }) });
  if (answer.isError) return <><PageTitle><Trans>Promo code</Trans></PageTitle><Notice kind="error">{errorText(answer.error)}</Notice></>;
  if (!answer.data) return <p role="status"><Trans>Loading…</Trans></p>;
  const { promo_code: promo, uses } = answer.data;
  const now = state(promo);
  return (
    <>
      <p className="back"><Link to="/promo-codes">← <Trans>All promo codes</Trans></Link></p>
      <PageTitle><Trans>Promo code {promo.code}</Trans></PageTitle>
      <p><span className={`badge ${now.on ? 'on' : 'off'}`}>{now.words}</span></p>
      <div className="columns">
        <EditForm promo={promo} />
        <section aria-labelledby="uses-title" className="card">
          <h2 id="uses-title"><Trans>Members who used it: {number(promo.uses)}</Trans></h2>
          {uses.length === 0 ? (
            <p><Trans>Nobody has used this code yet.</Trans></p>
          ) : (
            <TableScroll labelledBy="uses-title">
              <table>
                <thead>
                  <tr>
                    <th scope="col"><Trans>Member</Trans></th>
                    <th scope="col"><Trans>Used</Trans></th>
                  </tr>
                </thead>
                <tbody>
                  {uses.map((u) => (
                    <tr key={u.member_id}>
                      <td>{fullName(u)} <span className="hint">#{u.member_id}</span></td>
                      <td>{date(u.used_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      </div>
    </>
  );
}
