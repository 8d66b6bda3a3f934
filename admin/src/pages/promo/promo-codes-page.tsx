// Promo codes: a new code, and every code with its points, kind, window and how often it was used.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { DownloadButton } from '../../ui/download-button';
import { PageTitle } from '../../ui/page-title';
import { emptyPromo, promoBody, PromoFields, usePromoState, type PromoDraft } from './promo-fields';
import { TableScroll } from '../../ui/table-scroll';

const KEY = ['catalogue', 'promo-codes'];

function NewPromoCode() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [draft, setDraft] = useState<PromoDraft>(emptyPromo);
  const [done, setDone] = useState('');
  const create = useMutation({
    mutationFn: () => send('POST /promo-codes', { body: { code: code.trim(), ...promoBody(draft) } }),
    onSuccess: async (made) => {
      setCode('');
      setDraft(emptyPromo);
      setDone(t`The code ${made.code} is created.`);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onMutate: () => setDone(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="stack card" aria-labelledby="new-code-title">
      <h2 id="new-code-title"><Trans>New promo code</Trans></h2>
      <label>
        <Trans>Code (3 to 32 letters, digits or dashes; members may type it in small or capital letters)</Trans>
        <input className="code-input" required minLength={3} maxLength={32} pattern="[A-Za-z0-9\-]{3,32}" value={code} onInput={(e) => setCode(e.currentTarget.value)} autoCapitalize="characters" spellCheck={false} />
      </label>
      <PromoFields draft={draft} onChange={setDraft} />
      {create.isError && <Notice kind="error">{errorText(create.error)}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <div><button type="submit" disabled={create.isPending}><Trans>Create the code</Trans></button></div>
    </form>
  );
}

export function PromoCodesPage() {
  const { t } = useLingui();
  const { number, date } = useFormat();
  const errorText = useErrorText();
  const state = usePromoState();
  const list = useQuery({ queryKey: KEY, queryFn: () => send('GET /promo-codes') });
  return (
    <>
      <PageTitle><Trans>Promo codes</Trans></PageTitle>
      <NewPromoCode />
      <section aria-labelledby="codes-title">
        <div className="list-head">
          <h2 id="codes-title"><Trans>All codes</Trans></h2>
          <DownloadButton path="/exports/promo-codes.csv" fileName="promo-codes.csv"><Trans>Download CSV</Trans></DownloadButton>
        </div>
        {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
        {list.isPending && <p role="status"><Trans>Loading…</Trans></p>}
        {list.data && list.data.promo_codes.length === 0 && <p><Trans>There are no promo codes yet.</Trans></p>}
        {list.data && list.data.promo_codes.length > 0 && (
          <TableScroll labelledBy="codes-title">
            <table>
              <thead>
                <tr>
                  <th scope="col"><Trans>Code</Trans></th>
                  <th scope="col" className="num"><Trans>Points</Trans></th>
                  <th scope="col"><Trans>Kind</Trans></th>
                  <th scope="col"><Trans>Valid from</Trans></th>
                  <th scope="col"><Trans>Valid until</Trans></th>
                  <th scope="col" className="num"><Trans>Uses</Trans></th>
                  <th scope="col"><Trans>Status</Trans></th>
                </tr>
              </thead>
              <tbody>
                {list.data.promo_codes.map((p) => {
                  const now = state(p);
                  return (
                    <tr key={p.id}>
                      <td><Link to="/promo-codes/$id" params={{ id: String(p.id) }}>{p.code}</Link></td>
                      <td className="num">{number(p.points)}</td>
                      <td>{p.multi_use ? t`Multi use` : t`Single use`}</td>
                      <td>{p.valid_from ? date(p.valid_from) : t`At once`}</td>
                      <td>{p.valid_till ? date(p.valid_till) : t`No end`}</td>
                      <td className="num">{number(p.uses)}</td>
                      <td><span className={`badge ${now.on ? 'on' : 'off'}`}>{now.words}</span></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
