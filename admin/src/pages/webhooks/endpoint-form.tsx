// Registering an endpoint: its URL, a description and the events it receives. The answer carries the
// secret, shown once (SecretNotice).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/notice';
import { useEventNames, WEBHOOK_EVENT_TYPES } from './event-names';
import type { WebhookEndpointWithSecret, WebhookEventType } from './types';

export function EventChoices({ value, onChange }: { value: WebhookEventType[]; onChange: (next: WebhookEventType[]) => void }) {
  const names = useEventNames();
  const toggle = (type: WebhookEventType, on: boolean) => onChange(on ? [...value, type] : value.filter((v) => v !== type));
  return (
    <fieldset className="event-choices">
      <legend><Trans>Events</Trans></legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <label key={type} className="check">
          <input type="checkbox" checked={value.includes(type)} onChange={(e) => toggle(type, e.currentTarget.checked)} />
          <span>{names(type)} <code>{type}</code></span>
        </label>
      ))}
    </fieldset>
  );
}

export function EndpointForm({ onCreated }: { onCreated: (created: WebhookEndpointWithSecret) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const create = useMutation({
    mutationFn: () => send('POST /webhooks', { body: { url: url.trim(), description: description.trim(), events } }),
    onSuccess: (created) => {
      setUrl('');
      setDescription('');
      setEvents([]);
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
        <label>
          <Trans>URL</Trans>
          <input type="url" required maxLength={2000} inputMode="url" placeholder="https://" aria-describedby={hintId} value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <p className="hint" id={hintId}><Trans>An https:// address of the receiver. Every delivery is signed with the endpoint's secret.</Trans></p>
        <label>
          <Trans>Description (optional)</Trans>
          <input type="text" maxLength={200} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        <EventChoices value={events} onChange={setEvents} />
        <div className="actions">
          <button type="submit" disabled={create.isPending || events.length === 0}>{t`Add the endpoint`}</button>
        </div>
      </form>
      {create.isError && <Notice kind="error">{errorText(create.error)}</Notice>}
    </section>
  );
}
