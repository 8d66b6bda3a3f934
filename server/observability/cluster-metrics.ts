// Metrics of several worker processes (node:cluster, WEB_CONCURRENCY > 1) are served as one: the primary
// holds prom-client's AggregatorRegistry, which asks every worker for its registry over the cluster's IPC
// channel and sums counters and histograms (gauges marked `aggregator: 'max'` are not summed). The
// primary serves them on METRICS_PORT; a worker asked for /metrics with METRICS_TOKEN asks the primary.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { collectProcessMetrics, metricsRegistry } from './metrics';

const ASK = 'loyalty:metrics-ask';
const ANSWER = 'loyalty:metrics-answer';
const ANSWER_DEADLINE_MS = 5000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** In the primary: the workers' metrics summed, and the workers' own requests for them answered. */
export function aggregateWorkerMetrics(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
  return () => aggregator.clusterMetrics();
}

/** In a worker: answer the primary's aggregator with this process's registry. */
export function offerMetricsToPrimary(): void {
  // Constructing it is what makes prom-client answer the primary's requests in a worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(metricsRegistry);
  collectProcessMetrics();
}

/** In a worker: every worker's metrics, through the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the primary did not answer with the metrics')), ANSWER_DEADLINE_MS);
    const onMessage = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      if (message.text !== undefined) finish(null, message.text);
      else finish(new Error(message.error ?? 'no metrics'));
    };
    const finish = (error: Error | null, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
