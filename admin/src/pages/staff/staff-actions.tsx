// What an admin does to another staff account, each after a confirmation: change the role, reset the
// password (a new link by e-mail), deactivate or reactivate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import type { StaffAccount } from '../../types';
import { Confirm } from '../../ui/confirm';
import { Notice } from '../../ui/notice';
import { useRoleNames, type Role } from './roles';

type Pending = { kind: 'role'; role: Role } | { kind: 'reset' } | { kind: 'deactivate' } | { kind: 'reactivate' } | null;

export function StaffActions({ account }: { account: StaffAccount }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const roles = useRoleNames();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');
  const who = account.name ?? account.email;
  const change = useMutation({
    mutationFn: (chosen: NonNullable<Pending>) =>
      chosen.kind === 'reset'
        ? send('POST /staff/:id/reset-password', { params: { id: account.id } })
        : send('POST /staff/:id', { params: { id: account.id }, body: chosen.kind === 'role' ? { role: chosen.role } : { deactivated: chosen.kind === 'deactivate' } }),
    onSuccess: (_, chosen) => {
      const words = {
        role: t`The role is changed.`,
        reset: t`A link to set a new password is on its way to ${account.email}.`,
        deactivate: t`The account is deactivated.`,
        reactivate: t`The account is active again.`,
      };
      setDone(words[chosen.kind]);
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const confirm = () => {
    if (pending) change.mutate(pending);
    setPending(null);
  };
  const inactive = Boolean(account.deactivated_at);
  return (
    <div className="staff-actions">
      <label className="inline">
        <span className="visually-hidden"><Trans>Role of {who}</Trans></span>
        <select
          value={account.role}
          disabled={inactive}
          onChange={(e) => {
            setDone('');
            setPending({ kind: 'role', role: e.currentTarget.value as Role });
          }}
        >
          {(Object.keys(roles) as Role[]).map((r) => (
            <option key={r} value={r}>{roles[r]}</option>
          ))}
        </select>
      </label>
      <button type="button" className="secondary small" disabled={inactive} onClick={() => setPending({ kind: 'reset' })}>
        <Trans>Reset password</Trans>
      </button>
      {inactive ? (
        <button type="button" className="secondary small" onClick={() => setPending({ kind: 'reactivate' })}><Trans>Reactivate</Trans></button>
      ) : (
        <button type="button" className="danger small" onClick={() => setPending({ kind: 'deactivate' })}><Trans>Deactivate</Trans></button>
      )}
      {change.isError && <Notice kind="error">{errorText(change.error)}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      {pending?.kind === 'role' && (
        <Confirm title={t`Change the role of ${who} to ${roles[pending.role]}?`} confirmLabel={t`Change the role`} onConfirm={confirm} onCancel={() => setPending(null)} />
      )}
      {pending?.kind === 'reset' && (
        <Confirm title={t`Reset the password of ${who}?`} confirmLabel={t`Reset password`} onConfirm={confirm} onCancel={() => setPending(null)}>
          <p><Trans>The current password stops working and they are signed out. A link to choose a new one goes to {account.email}.</Trans></p>
        </Confirm>
      )}
      {pending?.kind === 'deactivate' && (
        <Confirm title={t`Deactivate ${who}?`} confirmLabel={t`Deactivate`} danger onConfirm={confirm} onCancel={() => setPending(null)}>
          <p><Trans>They are signed out and can no longer sign in to the console.</Trans></p>
        </Confirm>
      )}
      {pending?.kind === 'reactivate' && (
        <Confirm title={t`Reactivate ${who}?`} confirmLabel={t`Reactivate`} onConfirm={confirm} onCancel={() => setPending(null)} />
      )}
    </div>
  );
}
