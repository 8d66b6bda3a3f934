// A tier to add (/tiers/new) or to edit (/tiers/{id}); saved, it goes back to the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { newKey } from '../../format';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { TierForm } from './tier-form';
import { useTierList } from './tiers-page';
import type { TierBody } from './types';

export function TierEditPage({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useTierList();
  const [key] = useState(newKey);
  const tier = id === null ? undefined : list.data?.tiers.find((row) => row.id === id);
  const save = useMutation({
    mutationFn: (body: TierBody) =>
      id === null ? send('POST /tiers', { body, idempotencyKey: key }) : send('POST /tiers/:id', { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(['tiers'], data);
      void navigate({ to: '/tiers' });
    },
  });

  return (
    <>
      <p className="back"><Link to="/tiers"><Trans>← All tiers</Trans></Link></p>
      <PageTitle>{id === null ? <Trans>Add a tier</Trans> : <Trans>Edit the tier</Trans>}</PageTitle>
      {list.error && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.data && id !== null && !tier && <Notice kind="error"><Trans>This tier does not exist (any more).</Trans></Notice>}
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      {list.data && (id === null || tier) && (
        <TierForm languages={list.data.languages} tier={tier} busy={save.isPending} onSave={(body) => save.mutate(body)} />
      )}
    </>
  );
}
