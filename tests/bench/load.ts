// A small closed-loop load generator: `connections` workers each send a request, wait for the whole
// answer, record its latency and send the next, until the time is up or `maxRequests` were sent.
// node:http with a keep-alive agent (one socket per worker), so no dependency beyond Node.
import http from 'node:http';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadOptions {
  /** http://127.0.0.1:port */
  url: string;
  connections: number;
  durationMs: number;
  /** Stop after this many requests even when time is left (e.g. a pool of one-use fixtures ran out). */
  maxRequests?: number;
  /** The i-th request (0-based, counted over warm-up and measurement together). */
  request: (i: number) => RequestSpec;
  /** Sent first and not recorded (JIT, connection set-up, pool warm-up). */
  warmupMs?: number;
  /** Called when the warm-up is over and the measured part starts. */
  onMeasureStart?: () => void;
  /**
   * The measured part cut into `count` equal slices, with `between` run before each of them, while no
   * request of this load is in flight (e.g. another measurement, taken in the same seconds as this one).
   */
  slices?: { count: number; between: () => Promise<void> };
}

export interface LoadResult {
  requests: number;
  ok: number;
  errors: number;
  elapsedMs: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Status (or 'network') -> count, for the answers that were not 2xx. */
  failures: Map<string, number>;
  /** The first few failing answers, for the report. */
  samples: string[];
  /** Requests sent in all, warm-up included (fixtures consumed). */
  issued: number;
  /** 2xx answers in all, warm-up included (what the database should show). */
  succeeded: number;
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, base: URL, spec: RequestSpec): Promise<Answer> {
  const payload = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...spec.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, hostname: base.hostname, port: base.port, method: spec.method, path: spec.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections });
  const max = options.maxRequests ?? Number.POSITIVE_INFINITY;
  let issued = 0;
  let succeeded = 0;
  let recording = false;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const samples: string[] = [];
  let deadline = 0;

  const fail = (key: string, sample: string) => {
    failures.set(key, (failures.get(key) ?? 0) + 1);
    if (samples.length < 5) samples.push(`${key}: ${sample.slice(0, 300)}`);
  };

  const worker = async () => {
    while (issued < max && performance.now() < deadline) {
      const spec = options.request(issued++);
      const record = recording;
      const started = performance.now();
      try {
        const answer = await send(agent, base, spec);
        if (answer.status >= 200 && answer.status < 300) succeeded++;
        if (!record) continue;
        latencies.push(performance.now() - started);
        if (answer.status < 200 || answer.status >= 300) fail(String(answer.status), `${spec.method} ${spec.path} ${answer.body}`);
      } catch (error) {
        if (!record) continue;
        latencies.push(performance.now() - started);
        fail('network', `${spec.method} ${spec.path} ${(error as Error).message}`);
      }
    }
  };
  const workers = () => Promise.all(Array.from({ length: options.connections }, worker));

  try {
    if (options.warmupMs) {
      deadline = performance.now() + options.warmupMs;
      await workers();
    }
    recording = true;
    options.onMeasureStart?.();
    const sliceCount = options.slices?.count ?? 1;
    let elapsedMs = 0;
    for (let slice = 0; slice < sliceCount && issued < max; slice++) {
      if (options.slices) await options.slices.between();
      const started = performance.now();
      deadline = started + options.durationMs / sliceCount;
      await workers();
      elapsedMs += performance.now() - started;
    }
    const sorted = Float64Array.from(latencies).sort();
    const errors = [...failures.values()].reduce((a, b) => a + b, 0);
    return {
      requests: latencies.length,
      ok: latencies.length - errors,
      errors,
      elapsedMs,
      perSecond: (latencies.length / elapsedMs) * 1000,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      failures,
      samples,
      issued,
      succeeded,
    };
  } finally {
    agent.destroy();
  }
}

const cell = (value: string | number, k: number, widths: number[]) =>
  k === 0 ? String(value).padEnd(widths[k]!) : String(value).padStart(widths[k]!);

/** scenario | requests | req/s | p50 ms | p99 ms | errors, then what the failing answers said. */
export interface TableRow {
  name: string;
  result: LoadResult;
  /** req/s of the baseline measured in the same run: the row's share of it is printed. */
  baselinePerSecond?: number;
  /** CPU time the server's processes spent during the measured part, per answered request. */
  serverCpuMsPerRequest?: number;
  /** The same for the database's processes, when they run on this machine. */
  databaseCpuMsPerRequest?: number;
  /** The same for the load generator (on this machine, it takes CPU from the server and the database). */
  loadCpuMsPerRequest?: number;
}

export function printTable(results: TableRow[]): void {
  const widths = [Math.max(8, ...results.map((r) => r.name.length)), 8, 8, 11, 10, 7, 7, 6, 13, 9, 11];
  const line = (cells: Array<string | number>) => console.log(cells.map((c, k) => cell(c, k, widths)).join(' | '));
  line(['scenario', 'requests', 'req/s', 'baseline/s', '% baseline', 'p50 ms', 'p99 ms', 'errors', 'server CPU ms', 'db CPU ms', 'load CPU ms']);
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));
  for (const { name, result: r, baselinePerSecond, serverCpuMsPerRequest, databaseCpuMsPerRequest, loadCpuMsPerRequest } of results) {
    const share = baselinePerSecond ? `${((r.perSecond / baselinePerSecond) * 100).toFixed(1)}%` : '';
    const base = baselinePerSecond ? baselinePerSecond.toFixed(0) : '';
    const row = [name, r.requests, r.perSecond.toFixed(0), base, share, r.p50.toFixed(1), r.p99.toFixed(1), r.errors];
    line([...row, ms(serverCpuMsPerRequest), ms(databaseCpuMsPerRequest), ms(loadCpuMsPerRequest)]);
  }
  for (const { name, result: r } of results.filter((x) => x.result.errors > 0)) {
    console.log(`  ${name}: ${[...r.failures].map(([k, v]) => `${v} x ${k}`).join(', ')}`);
    for (const sample of r.samples) console.log(`    ${sample}`);
  }
}
