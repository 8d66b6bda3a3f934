// Registering an endpoint: its URL, a description and the events it receives. The answer carries the
// secret, shown once (SecretNotice).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { endpointBody, EndpointFields, type EndpointDraft } from './endpoint-fields';
import type { WebhookEndpointWithSecret } from './types';

const EMPTY: EndpointDraft = { url: '', description: '', events: [] };

export function EndpointForm({ onCreated }: { onCreated: (created: WebhookEndpointWithSecret) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(EMPTY);
  const create = useMutation({
    mutationFn: () => send('POST /webhooks', { body: endpointBody(draft) }),
    onSuccess: (created) => {
      setDraft(EMPTY);
      onCreated(created);
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className="card" aria-labelledby="new-endpoint-title">
      <h2 id="new-endpoint-title"><Trans>Add an endpoint</Trans></h2>
      <form onSubmit={submit} className="stack">
        <EndpointFields draft={draft} onChange={setDraft} />
        <div className="actions">
          <button type="submit" disabled={create.isPending || draft.events.length === 0}>{t`Add the endpoint`}</button>
        </div>
      </form>
      {create.isError && <Notice kind="error">{errorText(create.error)}</Notice>}
    </section>
  );
}
