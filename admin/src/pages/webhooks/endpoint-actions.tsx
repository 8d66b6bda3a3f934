// What an admin does with one endpoint: turn it on or off, send a test event, rotate the secret (asks
// first: the receiver needs the new one), delete it (asks first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { Confirm } from '../../ui/confirm';
import { Notice } from '../../ui/notice';
import type { WebhookEndpoint } from './types';
import type { ConsolePath } from '../../routes/paths';

export function EndpointActions({ endpoint, onSecret, afterDelete }: { endpoint: WebhookEndpoint; onSecret: (secret: string) => void; afterDelete?: ConsolePath }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
  const params = { id: endpoint.id };
  const toggle = useMutation({
    mutationFn: () => send('POST /webhooks/:id', { params, body: { enabled: !endpoint.enabled } }),
    onSuccess: (after) => {
      setSaid(after.enabled ? t`The endpoint is on.` : t`The endpoint is off: new events are not sent to it.`);
      refresh();
    },
  });
  const test = useMutation({
    mutationFn: () => send('POST /webhooks/:id/test', { params }),
    onSuccess: () => {
      setSaid(t`A test event is on its way. Its delivery shows in the log.`);
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: () => send('POST /webhooks/:id/rotate-secret', { params }),
    onSuccess: (answer) => {
      setSaid(null);
      onSecret(answer.secret);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => send('POST /webhooks/:id/delete', { params }),
    onSuccess: () => {
      refresh();
      if (afterDelete) void navigate({ to: afterDelete });
    },
  });
  const failed = [toggle, test, rotate, remove].find((m) => m.isError);
  const label = endpoint.description || endpoint.url;
  return (
    <div className="webhook-actions">
      <button type="button" className="secondary small" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
        {endpoint.enabled ? <Trans>Turn off<span className="visually-hidden"> {label}</span></Trans> : <Trans>Turn on<span className="visually-hidden"> {label}</span></Trans>}
      </button>
      <button type="button" className="secondary small" onClick={() => test.mutate()} disabled={test.isPending || !endpoint.enabled}>
        <Trans>Send a test event<span className="visually-hidden"> to {label}</span></Trans>
      </button>
      <button type="button" className="secondary small" onClick={() => setAsking('rotate')}>
        <Trans>New secret<span className="visually-hidden"> for {label}</span></Trans>
      </button>
      <button type="button" className="danger small" onClick={() => setAsking('delete')}>
        <Trans>Delete<span className="visually-hidden"> {label}</span></Trans>
      </button>
      {said && <Notice kind="success">{said}</Notice>}
      {failed && <Notice kind="error">{errorText(failed.error)}</Notice>}
      {asking === 'rotate' && (
        <Confirm title={t`Make a new secret for ${label}?`} confirmLabel={t`Make a new secret`} onCancel={() => setAsking(null)} onConfirm={() => { setAsking(null); rotate.mutate(); }}>
          <p><Trans>Deliveries are signed with the new secret at once: the receiver must have it, or it will refuse them.</Trans></p>
        </Confirm>
      )}
      {asking === 'delete' && (
        <Confirm title={t`Delete ${label}?`} confirmLabel={t`Delete`} danger onCancel={() => setAsking(null)} onConfirm={() => { setAsking(null); remove.mutate(); }}>
          <p><Trans>Its delivery log goes too, and nothing more is sent to it. This cannot be undone.</Trans></p>
        </Confirm>
      )}
    </div>
  );
}
