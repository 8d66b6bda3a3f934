// An endpoint's delivery log, newest first: the event, its state, each attempt's status and duration, the
// payload, and Replay (the same event again, with the same Webhook-Id). Refreshes while any is waiting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { Notice } from '../../ui/notice';
import { useEventNames } from './event-names';
import type { WebhookDelivery } from './types';
import { TableScroll } from '../../ui/table-scroll';

const PAGE_SIZE = 25;

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useLingui();
  const { date } = useFormat();
  if (!delivery.attempt_log.length) return <Trans>Not sent yet</Trans>;
  return (
    <ol>
      {delivery.attempt_log.map((a) => (
        <li key={a.attempt}>
          {a.status === null ? t`No answer` : `HTTP ${a.status}`} · {a.duration_ms} ms · {date(a.created_at)}
          {a.error && a.status === null && <> · {a.error}</>}
        </li>
      ))}
    </ol>
  );
}

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { date } = useFormat();
  const names = useEventNames();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const key = ['webhooks', endpointId, 'deliveries', page];
  const log = useQuery({
    queryKey: key,
    queryFn: () => send('GET /webhooks/:id/deliveries', { params: { id: endpointId }, query: { page, page_size: PAGE_SIZE } }),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.state === 'pending') ? 2000 : false),
  });
  const replay = useMutation({
    mutationFn: (id: number) => send('POST /webhooks/:id/deliveries/:delivery_id/replay', { params: { id: endpointId, delivery_id: id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
  const states: Record<WebhookDelivery['state'], string> = { pending: t`Waiting`, succeeded: t`Delivered`, failed: t`Failed` };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;
  return (
    <section className="card" aria-labelledby="log-title">
      <h2 id="log-title"><Trans>Delivery log</Trans></h2>
      {(log.isError || replay.isError) && <Notice kind="error">{errorText(log.error ?? replay.error)}</Notice>}
      {replay.data && <Notice kind="success"><Trans>Sent again: the replay is at the top of the log.</Trans></Notice>}
      {log.data && !log.data.deliveries.length && <p><Trans>Nothing was sent to this endpoint yet.</Trans></p>}
      {log.data && log.data.deliveries.length > 0 && (
        <TableScroll labelledBy="log-title" className="deliveries-scroll">
          <table className="deliveries">
            <caption className="visually-hidden"><Trans>Deliveries, newest first</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Event</Trans></th>
                <th scope="col"><Trans>State</Trans></th>
                <th scope="col"><Trans>Attempts</Trans></th>
                <th scope="col"><Trans>Actions</Trans></th>
              </tr>
            </thead>
            <tbody>
              {log.data.deliveries.map((d) => (
                <tr key={d.id}>
                  <td>
                    {names(d.event_type)}
                    <br />
                    <span className="delivery-id">{d.event_id}</span>
                    <br />
                    {date(d.created_at)}
                    {d.replay_of !== null && <> · <Trans>replay</Trans></>}
                    <details>
                      <summary><Trans>Payload</Trans></summary>
                      <pre>{JSON.stringify(d.payload, null, 2)}</pre>
                    </details>
                  </td>
                  <td>
                    <span className={`status state-${d.state}`}>{states[d.state]}</span>
                    {d.state === 'pending' && d.attempts > 0 && <><br /><Trans>Next try {date(d.next_attempt_at)}</Trans></>}
                  </td>
                  <td><Attempts delivery={d} /></td>
                  <td>
                    <button type="button" className="secondary small" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}>
                      <Trans>Replay<span className="visually-hidden"> {d.event_id}</span></Trans>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 && (
        <div className="pager">
          <button type="button" className="secondary small" disabled={page <= 1} onClick={() => setPage(page - 1)}><Trans>Newer</Trans></button>
          <span><Trans>Page {page} of {pages}</Trans></span>
          <button type="button" className="secondary small" disabled={page >= pages} onClick={() => setPage(page + 1)}><Trans>Older</Trans></button>
        </div>
      )}
    </section>
  );
}
