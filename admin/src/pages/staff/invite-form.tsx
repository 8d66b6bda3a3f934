// An admin invites a member of staff: e-mail, name and role; the server mails a one-time link to choose
// a password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { useRoleNames, type Role } from './roles';

export function InviteForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const roles = useRoleNames();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('till');
  const invite = useMutation({
    mutationFn: () => send('POST /staff/invite', { body: { email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}) } }),
    onSuccess: () => {
      setEmail('');
      setName('');
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title"><Trans>Invite a member of staff</Trans></h2>
      <p className="hint"><Trans>They get an e-mail with a link to choose their password. The link works once, for 72 hours.</Trans></p>
      <form onSubmit={submit} className="row">
        <label>
          <Trans>E-mail</Trans>
          <input type="email" required maxLength={254} value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Name (optional)</Trans>
          <input type="text" maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          <Trans>Role</Trans>
          <select value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {(Object.keys(roles) as Role[]).map((r) => (
              <option key={r} value={r}>{roles[r]}</option>
            ))}
          </select>
        </label>
        <div className="actions row-end">
          <button type="submit" disabled={invite.isPending}>{t`Send the invitation`}</button>
        </div>
      </form>
      {invite.isError && <Notice kind="error">{errorText(invite.error)}</Notice>}
      {invite.data && <Notice kind="success"><Trans>The invitation is on its way to {invite.data.email}.</Trans></Notice>}
    </section>
  );
}
