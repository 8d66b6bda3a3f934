// Webhooks (admins): the endpoints partners' systems receive events at, with their events, state and
// deliveries waiting or failed; adding one shows its signing secret once.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { EndpointActions } from './endpoint-actions';
import { EndpointForm } from './endpoint-form';
import { useEventNames } from './event-names';
import { SecretNotice } from './secret-notice';
import './webhooks.css';

export const useEndpoints = () => useQuery({ queryKey: ['webhooks'], queryFn: () => send('GET /webhooks') });

export function WebhooksPage() {
  const errorText = useErrorText();
  const names = useEventNames();
  const list = useEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <PageTitle><Trans>Webhooks</Trans></PageTitle>
      <p className="hint"><Trans>Partners' systems learn of what members do as it happens: each event is sent, signed, to the endpoints that chose it, retried until they accept it.</Trans></p>
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      <EndpointForm onCreated={(created) => setSecret(created.secret)} />
      <section aria-labelledby="endpoints-title">
        <h2 id="endpoints-title"><Trans>Endpoints</Trans></h2>
        {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
        {list.data && !list.data.endpoints.length && <p><Trans>No endpoints yet.</Trans></p>}
        <ul className="endpoint-list">
          {list.data?.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="card endpoint">
              <h3>
                <Link to="/webhooks/$id" params={{ id: String(endpoint.id) }}>{endpoint.description || endpoint.url}</Link>{' '}
                <span className={`status ${endpoint.enabled ? 'status-live' : 'status-ended'}`}>{endpoint.enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}</span>
              </h3>
              <p className="endpoint-url">{endpoint.url}</p>
              <p className="endpoint-events">{endpoint.events.map(names).join(' · ')}</p>
              <p className="endpoint-counts">
                <Trans>Waiting: {endpoint.pending}</Trans> · <Trans>Failed: {endpoint.failed}</Trans> ·{' '}
                <Link to="/webhooks/$id" params={{ id: String(endpoint.id) }}><Trans>Delivery log<span className="visually-hidden"> of {endpoint.description || endpoint.url}</span></Trans></Link>
              </p>
              <EndpointActions endpoint={endpoint} onSecret={setSecret} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
