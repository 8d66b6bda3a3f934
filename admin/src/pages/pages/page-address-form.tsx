// Moving an operator's page to another address: the old address keeps leading to it and menu items
// that linked to it follow (the seven fixed pages keep theirs).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import type { ConsolePage } from '../catalogue/types';

export function PageAddressForm({ page }: { page: ConsolePage }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(page.slug);
  const rename = useMutation({
    mutationFn: () => send('POST /pages/:slug/rename', { params: { slug: page.slug }, body: { slug: slug.trim().toLowerCase() } }),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: ['catalogue', 'pages'] });
      void navigate({ to: '/pages/$slug', params: { slug: moved.slug } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate();
  };
  return (
    <form className="card stack" onSubmit={submit} aria-label={t`Address`}>
      <label>
        <Trans>Address in the app</Trans>
        <span className="slug-input">
          <span aria-hidden="true">/en/</span>
          <input value={slug} onChange={(e) => setSlug(e.currentTarget.value)} maxLength={60} autoCapitalize="none" spellCheck={false} />
        </span>
      </label>
      <p className="hint">
        <Trans>After a change, the old address keeps leading to this page, and menu items follow it.</Trans>
        {page.old_slugs.length > 0 && (
          <>
            {' '}
            <Trans>Earlier addresses: {page.old_slugs.map((old) => `/${old}`).join(', ')}</Trans>
          </>
        )}
      </p>
      {rename.isError && <Notice kind="error">{errorText(rename.error)}</Notice>}
      <div className="actions">
        <button type="submit" className="secondary" disabled={rename.isPending || slug.trim() === page.slug}><Trans>Change the address</Trans></button>
      </div>
    </form>
  );
}
