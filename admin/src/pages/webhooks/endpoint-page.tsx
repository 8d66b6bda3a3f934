// One endpoint (admins): change its URL, description and events; its actions; and its delivery log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { DeliveryLog } from './delivery-log';
import { EndpointActions } from './endpoint-actions';
import { endpointBody, EndpointFields } from './endpoint-fields';
import { SecretNotice } from './secret-notice';
import type { WebhookEndpoint } from './types';
import { useEndpoints } from './webhooks-page';
import './webhooks.css';

function EditForm({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ url: endpoint.url, description: endpoint.description, events: endpoint.events });
  const save = useMutation({
    mutationFn: () => send('POST /webhooks/:id', { params: { id: endpoint.id }, body: endpointBody(draft) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="stack">
      <EndpointFields draft={draft} onChange={setDraft} />
      <div className="actions">
        <button type="submit" disabled={save.isPending || draft.events.length === 0}>{t`Save the changes`}</button>
      </div>
      {save.isError && <Notice kind="error">{errorText(save.error)}</Notice>}
      {save.isSuccess && <Notice kind="success"><Trans>Saved.</Trans></Notice>}
    </form>
  );
}

export function EndpointPage({ id }: { id: number }) {
  const errorText = useErrorText();
  const list = useEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  const endpoint = list.data?.endpoints.find((e) => e.id === id);
  return (
    <>
      <p className="back"><Link to="/webhooks"><Trans>All webhooks</Trans></Link></p>
      <PageTitle>{endpoint ? endpoint.description || endpoint.url : <Trans>Webhook endpoint</Trans>}</PageTitle>
      {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
      {list.data && !endpoint && <p><Trans>There is no such webhook endpoint.</Trans></p>}
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      {endpoint && (
        <>
          <section className="card endpoint" aria-labelledby="endpoint-settings">
            <h2 id="endpoint-settings"><Trans>Endpoint</Trans></h2>
            <EditForm key={endpoint.updated_at} endpoint={endpoint} />
            <EndpointActions endpoint={endpoint} onSecret={setSecret} afterDelete="/webhooks" />
          </section>
          <DeliveryLog endpointId={endpoint.id} />
        </>
      )}
    </>
  );
}
