// A real Prometheus (Debian's `prometheus`, .ci/run installs it) scrapes a server process's METRICS_PORT
// every second; a sign-in's request count is then read back through Prometheus's query API. The public
// port answers /metrics 404 meanwhile. Skipped, saying so, where the prometheus binary is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './helpers';
import { signInOverHttp } from './support/member-over-http';
import { freePort, startServer, type ServerProcess } from './support/server-process';

const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
if (!hasPrometheus) console.warn('prometheus-scrape.test.ts skipped: no prometheus binary (apt-get install -y prometheus)');

const pgUrl = process.env.TEST_DATABASE_URL;

interface QueryAnswer {
  status: string;
  data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

describe.skipIf(!hasPrometheus)('metrics scraped by Prometheus', { timeout: 180_000 }, () => {
  let server: ServerProcess;
  let prometheus: ChildProcess | undefined;
  let prometheusUrl: string;
  let scratchDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    scratchDir = mkdtempSync(path.join(tmpdir(), 'loyalty-prometheus-'));
    const metricsPort = await freePort();
    const database = pgUrl ? await createScratchDatabase(pgUrl, 'prom') : null;
    dropDatabase = database?.drop;
    server = await startServer({
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(scratchDir, 'data') }),
      METRICS_PORT: String(metricsPort),
    });

    const promPort = await freePort();
    prometheusUrl = `http://127.0.0.1:${promPort}`;
    const configFile = path.join(scratchDir, 'prometheus.yml');
    writeFileSync(
      configFile,
      ['global:', '  scrape_interval: 1s', 'scrape_configs:', '  - job_name: loyalty', '    static_configs:', `      - targets: ['127.0.0.1:${metricsPort}']`, ''].join('\n'),
    );
    prometheus = spawn(
      'prometheus',
      [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(scratchDir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${promPort}`],
      { stdio: 'ignore' },
    );
  }, 180_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    await server?.stop();
    await dropDatabase?.();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  });

  async function query(promql: string): Promise<QueryAnswer['data']['result']> {
    const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(() => null);
    if (!res?.ok) return [];
    return ((await res.json()) as QueryAnswer).data.result;
  }

  it('reads a sign-in back from Prometheus, by route and status', async () => {
    await signInOverHttp(server.url, '37061360001');
    const promql = 'http_request_duration_seconds_count{job="loyalty",route="/api/user-side/verifySmsCode",status_code="200"}';
    let result: QueryAnswer['data']['result'] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !result.length) {
      result = await query(promql);
      if (!result.length) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`Prometheus answered ${promql}: ${JSON.stringify(result)}`);
    expect(result).toHaveLength(1);
    expect(Number(result[0]!.value[1])).toBe(1);
    const up = await query('up{job="loyalty"}');
    expect(up[0]?.value[1]).toBe('1');
  });

  it('keeps /metrics off the public port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
