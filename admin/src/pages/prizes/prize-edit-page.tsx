// One prize: a new one (its first stock included) or an existing one with its stock beside it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { shownText } from '../catalogue/texts-fields';
import type { ConsoleCategoryList, ConsolePrize } from '../catalogue/types';
import { emptyPrize, prizeBody, PrizeForm, type PrizeDraft } from './prize-form';
import { StockForm } from './stock-form';

const draftOf = (p: ConsolePrize): PrizeDraft => ({
  category_id: p.category_id,
  name: p.name,
  description: p.description,
  image_id: p.image_id,
  value: String(p.value),
  code_media: p.code_media,
  barcode_type: p.barcode_type as PrizeDraft['barcode_type'],
  valid_days: String(p.valid_days),
  redeemable: p.redeemable,
  segment_id: p.segment_id,
  active: p.active,
});

function Editor({ prize, languages, categories }: { prize: ConsolePrize | null; languages: string[]; categories: ConsoleCategoryList['categories'] }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const created = useSearch({ from: '/prizes/$id', shouldThrow: false })?.created !== undefined;
  const [draft, setDraft] = useState<PrizeDraft>(prize ? draftOf(prize) : emptyPrize);
  const [limited, setLimited] = useState(false);
  const [itemsLeft, setItemsLeft] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      prize
        ? send('POST /prizes/:id', { params: { id: prize.id }, body: prizeBody(draft) })
        : send('POST /prizes', { body: { ...prizeBody(draft), items_left: limited ? Math.trunc(Number(itemsLeft)) : null } }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['catalogue', 'prizes'] });
      if (!prize) void navigate({ to: '/prizes/$id', params: { id: String(answer.id) }, search: { created: '1' }, replace: true });
      else setSaved(true);
    },
    onMutate: () => setSaved(false),
  });
  const title = prize ? shownText(prize.name, i18n.locale) : t`New prize`;
  return (
    <>
      <p className="back"><Link to="/prizes">← <Trans>All prizes</Trans></Link></p>
      <PageTitle>{title}</PageTitle>
      {created && !saved && <Notice kind="success"><Trans>The prize is created.</Trans></Notice>}
      <div className="columns">
        <div>
          <PrizeForm
            draft={draft}
            onChange={setDraft}
            languages={languages}
            categories={categories}
            busy={save.isPending}
            submitLabel={prize ? t`Save the prize` : t`Create the prize`}
            onSubmit={() => save.mutate()}
          >
            {!prize && (
              <fieldset className="group">
                <legend><Trans>Stock</Trans></legend>
                <fieldset className="choice">
                  <legend className="visually-hidden"><Trans>Stock</Trans></legend>
                  <label><input type="radio" name="new-stock" checked={!limited} onChange={() => setLimited(false)} /> <Trans>Unlimited</Trans></label>
                  <label><input type="radio" name="new-stock" checked={limited} onChange={() => setLimited(true)} /> <Trans>Limited</Trans></label>
                </fieldset>
                {limited && (
                  <label>
                    <Trans>Items in stock</Trans>
                    <input type="number" inputMode="numeric" min={0} max={10000000} step={1} required value={itemsLeft} onInput={(e) => setItemsLeft(e.currentTarget.value)} />
                  </label>
                )}
              </fieldset>
            )}
          </PrizeForm>
          {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
          {saved && <Notice kind="success"><Trans>The prize is saved.</Trans></Notice>}
        </div>
        {prize && <div><StockForm prize={prize} /></div>}
      </div>
    </>
  );
}

export function PrizeEditPage({ id }: { id: number | null }) {
  const errorText = useErrorText();
  const prizes = useQuery({ queryKey: ['catalogue', 'prizes'], queryFn: () => send('GET /prizes') });
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: () => send('GET /prize-categories') });
  const failed = prizes.error ?? categories.error;
  if (failed) return <><PageTitle><Trans>Prize</Trans></PageTitle><Notice kind="error">{errorText(failed)}</Notice></>;
  if (!prizes.data || !categories.data) return <p role="status"><Trans>Loading…</Trans></p>;
  const prize = id === null ? null : prizes.data.prizes.find((p) => p.id === id);
  if (prize === undefined) return <PageTitle><Trans>There is no such prize.</Trans></PageTitle>;
  return <Editor key={id ?? 'new'} prize={prize} languages={prizes.data.languages} categories={categories.data.categories} />;
}
