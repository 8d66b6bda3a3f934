// Tiers (admins): the programme's tiers, lowest first, with their members, multipliers and the points
// that reach them; add, edit or delete one (the base tier stays), and the window and grace rules.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Confirm } from '../../ui/confirm';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { TierRulesForm } from './tier-rules-form';
import type { ConsoleTier, TierRules } from './types';
import './tiers.css';
import { TableScroll } from '../../ui/table-scroll';

export const useTierList = () => useQuery({ queryKey: ['tiers'], queryFn: () => send('GET /tiers') });

export function TiersPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useTierList();
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ConsoleTier | null>(null);
  const saveRules = useMutation({
    mutationFn: (rules: TierRules) => send('POST /tiers/rules', { body: rules }),
    onSuccess: (data) => {
      queryClient.setQueryData(['tiers'], data);
      setDone(t`The rules are saved.`);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => send('POST /tiers/:id/delete', { params: { id } }),
    onSuccess: () => {
      setDone(t`The tier is deleted; its members moved to the tier below.`);
      void queryClient.invalidateQueries({ queryKey: ['tiers'] });
    },
  });
  const language = list.data?.languages[0] ?? 'en';
  const nameOf = (tier: ConsoleTier) => tier.name[i18n.locale] ?? tier.name[language] ?? '—';
  const failed = list.error ?? saveRules.error ?? remove.error;

  return (
    <>
      <PageTitle><Trans>Tiers</Trans></PageTitle>
      <p className="hint"><Trans>Members reach a tier with the points they earn in the window set below; each tier can multiply what its members earn.</Trans></p>
      <p className="actions top-actions">
        <Link to="/tiers/new"><Trans>Add a tier</Trans></Link>
      </p>
      {done && <Notice kind="success">{done}</Notice>}
      {failed && <Notice kind="error">{errorText(failed)}</Notice>}
      {list.data && (
        <TableScroll label={t`Tiers`}>
          <table className="tier-list">
            <caption className="visually-hidden"><Trans>Tiers, lowest first</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Tier</Trans></th>
                <th scope="col"><Trans>Points needed</Trans></th>
                <th scope="col"><Trans>Multiplier</Trans></th>
                <th scope="col"><Trans>Members</Trans></th>
                <th scope="col"><span className="visually-hidden"><Trans>Actions</Trans></span></th>
              </tr>
            </thead>
            <tbody>
              {list.data.tiers.map((tier) => (
                <tr key={tier.id}>
                  <th scope="row">
                    {nameOf(tier)}
                    {tier.is_base && <span className="tag"><Trans>base</Trans></span>}
                  </th>
                  <td>{i18n.number(tier.threshold)}</td>
                  <td>×{i18n.number(tier.multiplier, { maximumFractionDigits: 2 })}</td>
                  <td>{i18n.number(tier.members)}</td>
                  <td>
                    <span className="row-actions">
                      <Link to="/tiers/$id" params={{ id: String(tier.id) }}>
                        <Trans>Edit<span className="visually-hidden"> {nameOf(tier)}</span></Trans>
                      </Link>
                      {!tier.is_base && (
                        <button type="button" className="danger small" onClick={() => setDeleting(tier)}>
                          <Trans>Delete<span className="visually-hidden"> {nameOf(tier)}</span></Trans>
                        </button>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.data && <TierRulesForm key={JSON.stringify(list.data.rules)} rules={list.data.rules} busy={saveRules.isPending} onSave={(rules) => saveRules.mutate(rules)} />}
      {deleting && (
        <Confirm
          title={t`Delete "${nameOf(deleting)}"?`}
          confirmLabel={t`Delete the tier`}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            setDone(null);
            remove.mutate(deleting.id);
          }}
        >
          <p><Trans>Its members move to the tier below, and the change shows in their history.</Trans></p>
        </Confirm>
      )}
    </>
  );
}
