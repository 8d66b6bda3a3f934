// Staff correct a member's name, e-mail and phone; the server checks each and names the field it refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ConsoleError, send } from '../../api';
import { useErrorText } from '../../errors';
import type { MemberDetail, MemberProfile } from '../../types';
import { Notice } from '../../ui/notice';

type Field = 'first_name' | 'last_name' | 'email' | 'phone';

/** The fields as the form shows them; a phone with its "+". */
const shown = (m: MemberProfile): Record<Field, string> => ({
  first_name: m.first_name ?? '',
  last_name: m.last_name ?? '',
  email: m.email ?? '',
  phone: m.phone ? `+${m.phone}` : '',
});

export function ProfileForm({ member }: { member: MemberDetail['member'] }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const initial = shown(member);
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: () => {
      const changed = (Object.keys(values) as Field[]).filter((k) => values[k].trim() !== initial[k]);
      const body = Object.fromEntries(changed.map((k) => [k, values[k].trim() || null]));
      return send('POST /members/:id/profile', { params: { id: member.id }, body });
    },
    onSuccess: (saved) => {
      setValues(shown(saved));
      void queryClient.invalidateQueries({ queryKey: ['member', member.id] });
    },
  });
  const badField = save.error instanceof ConsoleError ? (save.error.details.field as string | undefined) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const input = (field: Field, label: string, type: string, autoComplete: string) => (
    <label>
      {label}
      <input
        type={type}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : 100}
        value={values[field]}
        aria-invalid={badField === field || undefined}
        onInput={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
      />
    </label>
  );
  const unchanged = (Object.keys(values) as Field[]).every((k) => values[k].trim() === initial[k]);
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title"><Trans>Profile</Trans></h2>
      <form onSubmit={submit} className="stack">
        <div className="row">
          {input('first_name', t`First name`, 'text', 'off')}
          {input('last_name', t`Last name`, 'text', 'off')}
        </div>
        {input('email', t`E-mail`, 'email', 'off')}
        {input('phone', t`Phone (national or with the country code)`, 'tel', 'off')}
        <button type="submit" disabled={unchanged || save.isPending}>{t`Save the profile`}</button>
      </form>
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      {save.isSuccess && unchanged && <Notice kind="success">{t`The profile is saved.`}</Notice>}
    </section>
  );
}
