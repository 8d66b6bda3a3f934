// An endpoint's URL, description and events: the same fields when it is added and when it is changed.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useEventNames, WEBHOOK_EVENT_TYPES } from './event-names';
import type { WebhookEventType } from './types';

export interface EndpointDraft {
  url: string;
  description: string;
  events: WebhookEventType[];
}

function EventChoices({ value, onChange }: { value: WebhookEventType[]; onChange: (next: WebhookEventType[]) => void }) {
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

export function EndpointFields({ draft, onChange }: { draft: EndpointDraft; onChange: (next: EndpointDraft) => void }) {
  const hintId = useId();
  return (
    <>
      <label>
        <Trans>URL</Trans>
        <input
          type="url"
          required
          maxLength={2000}
          inputMode="url"
          placeholder="https://"
          aria-describedby={hintId}
          value={draft.url}
          onInput={(e) => onChange({ ...draft, url: e.currentTarget.value })}
        />
      </label>
      <p className="hint" id={hintId}><Trans>An https:// address of the receiver. Every delivery is signed with the endpoint's secret.</Trans></p>
      <label>
        <Trans>Description (optional)</Trans>
        <input type="text" maxLength={200} value={draft.description} onInput={(e) => onChange({ ...draft, description: e.currentTarget.value })} />
      </label>
      <EventChoices value={draft.events} onChange={(events) => onChange({ ...draft, events })} />
    </>
  );
}

/** What the server takes: the text trimmed. */
export const endpointBody = (draft: EndpointDraft) => ({ url: draft.url.trim(), description: draft.description.trim(), events: draft.events });
