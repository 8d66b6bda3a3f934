// The observed wrappers count what happened: a failed SMS send as failed (and rethrown), a job handler's
// outcome and its jobs' wait.
import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../server/observability/metrics';
import { observedJob } from '../../server/observability/observed-jobs';
import { observedSms } from '../../server/observability/observed-transports';
import { DeliveryError } from '../../server/services/delivery/http-send';
import type { SmsTransport } from '../../server/services/sms/transport';

/** The value of `series{labels}` in metric `name`'s exposition (a histogram's series are `name_bucket` and so on). */
const valueOf = async (name: string, labels: string, series = name) => {
  const text = await metricsRegistry.getSingleMetricAsString(name);
  const line = text.split('\n').find((l) => l.startsWith(`${series}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('observed work', () => {
  it('counts a failed SMS send as failed and passes the error on', async () => {
    const failing = observedSms<SmsTransport>({
      name: 'http',
      send: async () => {
        throw new DeliveryError('gateway answered 503', 503);
      },
    });
    const before = await valueOf('loyalty_messages_total', 'channel="sms",transport="http",outcome="failed"');
    await expect(failing.send({ to: '37060000000', text: 'x', kind: 'login' })).rejects.toThrow(DeliveryError);
    expect(await valueOf('loyalty_messages_total', 'channel="sms",transport="http",outcome="failed"')).toBe(before + 1);
  });

  it('counts a job handler by outcome and observes how long its jobs waited', async () => {
    const created = new Date(Date.now() - 4000);
    const job = { id: '1', name: 'purge', data: {}, createdOn: created, startAfter: created } as unknown as PgBoss.JobWithMetadata<object>;
    await observedJob('purge', async () => {})([job]);
    await expect(observedJob('purge', async () => Promise.reject(new Error('boom')))([job])).rejects.toThrow('boom');
    expect(await valueOf('loyalty_jobs_total', 'queue="purge",outcome="completed"')).toBe(1);
    expect(await valueOf('loyalty_jobs_total', 'queue="purge",outcome="failed"')).toBe(1);
    expect(await valueOf('loyalty_job_wait_seconds', 'le="1",queue="purge"', 'loyalty_job_wait_seconds_bucket')).toBe(0);
    expect(await valueOf('loyalty_job_wait_seconds', 'le="5",queue="purge"', 'loyalty_job_wait_seconds_bucket')).toBe(2);
  });
});
