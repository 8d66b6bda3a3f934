// The stock of a saved prize. Adding or removing moves it by a number, whatever members redeem
// meanwhile; setting it is refused if it changed since the page showed it (server/services/economy/prize-stock.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ConsoleError, send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Notice } from '../../ui/notice';
import type { ConsolePrize } from '../catalogue/types';

type Change = { kind: 'add'; by: number } | { kind: 'set'; items_left: number | null; expected: number | null };

export function StockForm({ prize }: { prize: ConsolePrize }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [by, setBy] = useState('');
  const [limited, setLimited] = useState(prize.items_left !== null);
  const [count, setCount] = useState(String(prize.items_left ?? ''));
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: (body: Change) => send('POST /prizes/:id/stock', { params: { id: prize.id }, body }),
    onSuccess: (saved) => {
      setBy('');
      setCount(String(saved.items_left ?? ''));
      setDone(saved.items_left === null ? t`Saved. The stock is unlimited.` : t`Saved. Items left: ${number(saved.items_left)}.`);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'prizes'] }),
    onError: () => setDone(''),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ kind: 'add', by: Math.trunc(Number(by)) });
  };
  const set = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ kind: 'set', items_left: limited ? Math.trunc(Number(count)) : null, expected: prize.items_left });
  };
  const stale = change.error instanceof ConsoleError && change.error.code === 'StockChanged';
  return (
    <section className="card" aria-labelledby="stock-title">
      <h2 id="stock-title"><Trans>Stock</Trans></h2>
      <dl className="facts">
        <div><dt><Trans>Items left now</Trans></dt><dd className="big">{prize.items_left === null ? t`Unlimited` : number(prize.items_left)}</dd></div>
        <div><dt><Trans>Rewards issued</Trans></dt><dd className="big">{number(prize.rewards_issued)}</dd></div>
      </dl>
      {prize.items_left !== null && (
        <form onSubmit={add} className="inline-form">
          <label>
            <Trans>Add items (a negative number removes)</Trans>
            <input type="number" inputMode="numeric" step={1} min={-10000000} max={10000000} required value={by} onInput={(e) => setBy(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={change.isPending || !Math.trunc(Number(by))}><Trans>Change the stock</Trans></button>
        </form>
      )}
      <form onSubmit={set} className="stack">
        <fieldset className="choice">
          <legend><Trans>Set the stock</Trans></legend>
          <label><input type="radio" name="stock-kind" checked={!limited} onChange={() => setLimited(false)} /> <Trans>Unlimited</Trans></label>
          <label><input type="radio" name="stock-kind" checked={limited} onChange={() => setLimited(true)} /> <Trans>Limited</Trans></label>
        </fieldset>
        {limited && (
          <label>
            <Trans>Items left</Trans>
            <input type="number" inputMode="numeric" min={0} max={10000000} step={1} required value={count} onInput={(e) => setCount(e.currentTarget.value)} />
          </label>
        )}
        <div><button type="submit" className="secondary" disabled={change.isPending}><Trans>Set the stock</Trans></button></div>
      </form>
      {change.isError && <Notice kind="error">{errorText(change.error)}</Notice>}
      {stale && <p className="hint"><Trans>The numbers above are up to date now.</Trans></p>}
      {done && <Notice kind="success">{done}</Notice>}
    </section>
  );
}
