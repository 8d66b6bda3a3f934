// A member's sign-in and a redemption against a server process over real HTTP (fetch), for the tests
// of what a whole process shows (metrics scraped, traces exported).
import pg from 'pg';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function ok(response: Promise<Response>): Promise<Response> {
  const res = await response;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** loginUserByPhone, the code from the dev outbox, verifySmsCode (answered with its X-Request-Id), acceptTerms. */
export async function signInOverHttp(baseUrl: string, phone: string): Promise<{ token: string; verifyRequestId: string | null }> {
  await ok(post(`${baseUrl}/api/user-side/loginUserByPhone`, { phone, name: 'Ona', surname: 'Observed' }));
  const outbox = (await (await ok(fetch(`${baseUrl}/api/dev/outbox?to=${phone}`))).json()) as Array<{ code: string }>;
  const verify = await ok(post(`${baseUrl}/api/user-side/verifySmsCode`, { phone, code: outbox[0]!.code }));
  const { token } = (await verify.json()) as { token: string };
  await ok(post(`${baseUrl}/api/user-side/acceptTerms`, {}, { authorization: `Bearer ${token}` }));
  return { token, verifyRequestId: verify.headers.get('x-request-id') };
}

/** Gives the member points (partner call), writes a prize into the database and redeems it. */
export async function redeemOverHttp(baseUrl: string, databaseUrl: string, phone: string, token: string, partnerKey: string): Promise<Response> {
  await ok(post(`${baseUrl}/api/partner/points`, { phone, points: 200, title: 'Welcome' }, { authorization: `Bearer ${partnerKey}` }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `insert into prizes (name, description, value) values ($1, $2, 120) returning id`,
    [{ en: 'Coffee voucher', lt: 'Kavos kuponas' }, { en: '<p>One coffee.</p>', lt: '<p>Kava.</p>' }],
  );
  await client.end();
  return ok(post(`${baseUrl}/api/user-side/redeemPrize`, { prize_id: rows[0]!.id }, { authorization: `Bearer ${token}` }));
}
