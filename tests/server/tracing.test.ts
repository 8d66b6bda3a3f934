// OpenTelemetry traces of a whole server process (server/main.ts, which starts tracing before the rest
// loads), exported by OTLP/HTTP to a receiver in this test: a sign-in and a redemption each give an HTTP
// server span named by its route, carrying the request id, with pg spans below it and the SMS send in
// the sign-in's trace. PostgreSQL only (TEST_DATABASE_URL): the pg instrumentation has no PGlite side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './helpers';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { redeemOverHttp, signInOverHttp } from './support/member-over-http';
import { startServer, type ServerProcess } from './support/server-process';

const pgUrl = process.env.TEST_DATABASE_URL;
const PARTNER_KEY = 'tracing-partner-key-0123456789abcdef';
const SERVER_KIND = 2;

describe.skipIf(!pgUrl)('traces over OTLP', { timeout: 120_000 }, () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: ServerProcess;
  let databaseUrl: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const scratch = await createScratchDatabase(pgUrl!, 'otel');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
    server = await startServer({
      DATABASE_URL: databaseUrl,
      PARTNER_API_KEY: PARTNER_KEY,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'loyalty-tracing-test',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await dropDatabase?.();
  });

  const serverSpan = (route: string) =>
    receiver.spans.find((s) => s.kind === SERVER_KIND && s.scope === '@opentelemetry/instrumentation-http' && s.attributes['http.route'] === route);

  async function traceOf(route: string): Promise<{ root: ReceivedSpan; spans: ReceivedSpan[] }> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const root = serverSpan(route);
      const spans = root ? receiver.spans.filter((s) => s.traceId === root.traceId) : [];
      if (root && spans.some((s) => s.scope === '@opentelemetry/instrumentation-pg')) return { root, spans };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no trace of ${route} with a pg span; received: ${receiver.spans.map((s) => s.name).join(', ')}`);
  }

  const describeTrace = ({ root, spans }: { root: ReceivedSpan; spans: ReceivedSpan[] }) =>
    [root, ...spans.filter((s) => s !== root)]
      .map((s) => {
        const shown = ['http.route', 'http.request.id', 'http.response.status_code', 'db.query.text', 'messaging.system'];
        const attributes = Object.fromEntries(shown.filter((key) => s.attributes[key] !== undefined).map((key) => [key, s.attributes[key]]));
        return `${s.name} [${s.scope}] ${JSON.stringify(attributes)}`;
      })
      .join('\n  ');

  it('a sign-in: the server span by route, with the request id, pg spans and the SMS send in its trace', async () => {
    const phone = '37061350001';
    const { verifyRequestId } = await signInOverHttp(server.url, phone);
    const verify = await traceOf('/api/user-side/verifySmsCode');
    console.log(`verifySmsCode trace:\n  ${describeTrace(verify)}`);
    expect(verify.root.name).toBe('POST /api/user-side/verifySmsCode');
    expect(verify.root.attributes['http.request.id']).toBe(verifyRequestId);
    const pgSpan = verify.spans.find((s) => s.scope === '@opentelemetry/instrumentation-pg');
    expect(pgSpan?.attributes['db.system'] ?? pgSpan?.attributes['db.system.name']).toBe('postgresql');

    const login = await traceOf('/api/user-side/loginUserByPhone');
    expect(login.spans.map((s) => s.name)).toContain('sms send');
  });

  it('a redemption: the server span, its request id, and the redeem_prize statement below it', async () => {
    const phone = '37061350002';
    const { token } = await signInOverHttp(server.url, phone);
    const redeemed = await redeemOverHttp(server.url, databaseUrl, phone, token, PARTNER_KEY);
    const redeem = await traceOf('/api/user-side/redeemPrize');
    console.log(`redeemPrize trace:\n  ${describeTrace(redeem)}`);
    expect(redeem.root.attributes['http.request.id']).toBe(redeemed.headers.get('x-request-id'));
    const statements = redeem.spans.map((s) => String(s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? ''));
    expect(statements.some((text) => text.includes('redeem_prize'))).toBe(true);
  });
});
