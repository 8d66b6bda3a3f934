// The member card in Apple Wallet, checked with throwaway keys made here: the .pkpass's manifest hashes
// every file, its detached PKCS#7 signature verifies against the test CA (openssl), its barcode is the
// member card token; Apple's web service protocol wants the pass's token and lists a pass again after
// its balance changed, and after its tier did (the tier shows once the programme has more than its base one).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffWithRole } from './console-helpers';
import { expectError, get, givePoints, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { makeWalletTestKeys, type WalletTestKeys } from './support/wallet-test-keys';

let keys: WalletTestKeys;
let t: TestApp;
let member: Member;

beforeAll(async () => {
  keys = makeWalletTestKeys();
  t = await createTestApp({ ...keys.env, PUBLIC_URL: 'https://loyalty.test', SIGNUP_BONUS_POINTS: '30' });
  member = await signUp(t, 'Rūta', 'Jonaitė');
});
afterAll(() => t?.close());

async function downloadPass(m: Member): Promise<{ files: Record<string, Uint8Array>; res: Awaited<ReturnType<TestApp['app']['inject']>> }> {
  const link = await get(t, m, 'getAppleWalletPassLink');
  expect(link.statusCode, link.body).toBe(200);
  const url = new URL(link.json().url as string);
  expect(url.origin).toBe('https://loyalty.test');
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode, res.body).toBe(200);
  return { files: unzipSync(new Uint8Array(res.rawPayload)), res };
}

interface PassJson {
  serialNumber: string;
  authenticationToken: string;
  barcodes: Array<{ format: string; message: string }>;
  storeCard: Record<'headerFields' | 'primaryFields', Array<{ key: string; value: string | number }>> & {
    secondaryFields?: Array<{ key: string; label: string; value: string | number; changeMessage?: string }>;
  };
  [field: string]: unknown;
}

const passJson = (files: Record<string, Uint8Array>) => JSON.parse(strFromU8(files['pass.json']!)) as PassJson;

describe('the .pkpass', () => {
  it('is offered in the settings without any secret', async () => {
    const settings = await get(t, null, 'getSettings');
    expect(settings.json().wallet).toEqual({ apple: true, google: true });
    expect(settings.body).not.toContain('PRIVATE KEY');
    expect(settings.body).not.toContain(keys.env.APPLE_WALLET_KEY);
  });

  it('is a signed store card whose manifest hashes every file and whose barcode is the member card token', async () => {
    const { files, res } = await downloadPass(member);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toContain('.pkpass');

    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    const content = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(content.sort());
    for (const name of content) expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    expect(content).toContain('icon.png');

    writeFileSync(path.join(keys.dir, 'manifest.json'), files['manifest.json']!);
    writeFileSync(path.join(keys.dir, 'signature'), files.signature!);
    const verified = execFileSync(
      'openssl',
      ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', 'ca.pem', '-purpose', 'any', '-out', '/dev/null'],
      { cwd: keys.dir, stdio: 'pipe' },
    );
    expect(verified).toBeDefined();
    const signers = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', 'signature', '-print_certs'], { cwd: keys.dir }).toString();
    expect(signers).toContain('Pass Type ID: pass.test.loyalty');

    const token = (await get(t, member, 'getMemberCard')).json().card_token as string;
    const pass = passJson(files);
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: token });
    expect(pass.barcodes.map((b) => b.message)).toEqual([token, token]);
    expect(pass).toMatchObject({ passTypeIdentifier: 'pass.test.loyalty', teamIdentifier: 'TESTTEAM01', webServiceURL: 'https://loyalty.test/api/wallet/apple' });
    expect(pass.storeCard.headerFields[0]).toMatchObject({ key: 'balance', value: 30 });
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ value: 'Rūta Jonaitė' });
    // Only the base tier so far: no tier on the card.
    expect(pass.storeCard.secondaryFields ?? []).toEqual([]);
    expect(pass.authenticationToken).toMatch(/^[\w-]{16,}$/);
  });

  it('fails verification once a file is changed (the check would catch a broken signature)', async () => {
    const { files } = await downloadPass(member);
    const changed = new Uint8Array(files['manifest.json']!);
    changed[changed.length - 2]! ^= 1;
    writeFileSync(path.join(keys.dir, 'manifest.json'), changed);
    writeFileSync(path.join(keys.dir, 'signature'), files.signature!);
    expect(() =>
      execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', 'ca.pem', '-purpose', 'any', '-out', '/dev/null'], {
        cwd: keys.dir,
        stdio: 'pipe',
      }),
    ).toThrow();
  });

  it('keeps one serial number per member, and refuses a forged or expired link', async () => {
    const first = passJson((await downloadPass(member)).files);
    const second = passJson((await downloadPass(member)).files);
    expect(second.serialNumber).toBe(first.serialNumber);
    expectError(await t.app.inject({ method: 'GET', url: '/api/wallet/apple/download?token=not.a.token' }), 410, 'WalletLinkExpired');
    expectError(await get(t, null, 'getAppleWalletPassLink'), 401, 'Unauthorized');
  });
});

describe("Apple's web service protocol", () => {
  it('registers a device only with the pass token, lists the pass again after a balance change, and serves the latest pass', async () => {
    const pass = passJson((await downloadPass(member)).files);
    const base = '/api/wallet/apple/v1';
    const registration = `${base}/devices/device-1/registrations/pass.test.loyalty/${pass.serialNumber}`;
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };

    expectError(await post(t, null, registration, { pushToken: 'push-1' }), 401, 'Unauthorized');
    expectError(await post(t, null, registration, { pushToken: 'push-1' }, { authorization: 'ApplePass wrong-token' }), 401, 'Unauthorized');
    expect((await post(t, null, registration, { pushToken: 'push-1' }, auth)).statusCode).toBe(201);
    expect((await post(t, null, registration, { pushToken: 'push-1' }, auth)).statusCode).toBe(200);
    expectError(await post(t, null, registration, {}, auth), 400, 'ValidationError');

    const list = (since?: string) =>
      t.app.inject({ method: 'GET', url: `${base}/devices/device-1/registrations/pass.test.loyalty${since ? `?passesUpdatedSince=${since}` : ''}` });
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().serialNumbers).toEqual([pass.serialNumber]);
    const tag = all.json().lastUpdated as string;
    expect((await list(tag)).statusCode).toBe(204);

    await givePoints(t, member, 25);
    const changed = await list(tag);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().serialNumbers).toEqual([pass.serialNumber]);
    expect(BigInt(changed.json().lastUpdated)).toBeGreaterThan(BigInt(tag));

    const latestUrl = `${base}/passes/pass.test.loyalty/${pass.serialNumber}`;
    expectError(await t.app.inject({ method: 'GET', url: latestUrl }), 401, 'Unauthorized');
    const latest = await t.app.inject({ method: 'GET', url: latestUrl, headers: auth });
    expect(latest.statusCode).toBe(200);
    const updated = passJson(unzipSync(new Uint8Array(latest.rawPayload)));
    expect(updated.storeCard.headerFields[0]!.value).toBe(Number(pass.storeCard.headerFields[0]!.value) + 25);
    const notModified = await t.app.inject({ method: 'GET', url: latestUrl, headers: { ...auth, 'if-modified-since': latest.headers['last-modified'] as string } });
    expect(notModified.statusCode).toBe(304);

    expect((await t.app.inject({ method: 'POST', url: `${base}/log`, payload: { logs: ['a device said something'] } })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'DELETE', url: registration }), 401, 'Unauthorized');
    expect((await t.app.inject({ method: 'DELETE', url: registration, headers: auth })).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(204);
  });

  it('lists the pass with its new barcode after the member takes a new card number', async () => {
    const someone = await signUp(t, 'Jonas');
    const pass = passJson((await downloadPass(someone)).files);
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    await post(t, null, `/api/wallet/apple/v1/devices/device-2/registrations/pass.test.loyalty/${pass.serialNumber}`, { pushToken: 'push-2' }, auth);
    const tag = (await t.app.inject({ method: 'GET', url: '/api/wallet/apple/v1/devices/device-2/registrations/pass.test.loyalty' })).json().lastUpdated as string;
    const rotated = await post(t, someone, 'rotateMemberCard', {}, { 'idempotency-key': 'rotate-wallet-test' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: `/api/wallet/apple/v1/devices/device-2/registrations/pass.test.loyalty?passesUpdatedSince=${tag}` });
    expect(changed.json().serialNumbers).toEqual([pass.serialNumber]);
    const latest = await t.app.inject({ method: 'GET', url: `/api/wallet/apple/v1/passes/pass.test.loyalty/${pass.serialNumber}`, headers: auth });
    expect(passJson(unzipSync(new Uint8Array(latest.rawPayload))).barcodes[0]!.message).toBe(rotated.json().card_token);
  });
});

describe('the tier on the pass', () => {
  const tierBody = (en: string, threshold: number) => ({ name: { en, lt: `${en} LT` }, benefits: {}, pictures: {}, threshold, multiplier: 1 });
  const tierOf = (pass: PassJson) => pass.storeCard.secondaryFields?.find((field) => field.key === 'tier');

  it('shows the tier once the programme has one above the base, and lists the pass again when tiers come, the member moves up, the tier is renamed and tiers go', async () => {
    const admin = await staffWithRole(t, 'admin');
    const someone = await signUp(t, 'Aistė');
    const pass = passJson((await downloadPass(someone)).files);
    expect(tierOf(pass)).toBeUndefined();
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    const base = '/api/wallet/apple/v1';
    expect((await post(t, null, `${base}/devices/device-3/registrations/pass.test.loyalty/${pass.serialNumber}`, { pushToken: 'push-3' }, auth)).statusCode).toBe(201);
    const list = (since: string) => t.app.inject({ method: 'GET', url: `${base}/devices/device-3/registrations/pass.test.loyalty?passesUpdatedSince=${since}` });
    const latest = async () => passJson(unzipSync(new Uint8Array((await t.app.inject({ method: 'GET', url: `${base}/passes/pass.test.loyalty/${pass.serialNumber}`, headers: auth })).rawPayload)));
    let tag = (await t.app.inject({ method: 'GET', url: `${base}/devices/device-3/registrations/pass.test.loyalty` })).json().lastUpdated as string;
    /** The pass is listed as changed since the last look; answers the new tag. */
    const expectListed = async () => {
      const changed = await list(tag);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().serialNumbers).toEqual([pass.serialNumber]);
      tag = changed.json().lastUpdated as string;
    };

    // The first tier above the base one: every card now names the member's tier.
    const added = await consoleCall(t, 'POST', '/tiers', admin.headers, tierBody('Silver', 100));
    expect(added.statusCode, added.body).toBe(200);
    await expectListed();
    expect(tierOf(await latest())).toMatchObject({ label: 'Tier', value: 'Member' });
    await givePoints(t, someone, 40); // 70 points in the window: not Silver yet
    await expectListed();

    // Silver lowered to 60: the member moves up (change_member_tier) with no change to the balance, and
    // the pass is listed again, with a notice of the new tier.
    const silver = (added.json() as { tiers: Array<{ id: number; name: { en: string } }> }).tiers.find((row) => row.name.en === 'Silver')!;
    expect((await consoleCall(t, 'POST', `/tiers/${silver.id}`, admin.headers, tierBody('Silver', 60))).statusCode).toBe(200);
    await expectListed();
    expect(tierOf(await latest())).toMatchObject({ value: 'Silver', changeMessage: 'Your tier is now %@.' });

    // A new name for the tier reaches the cards of its members.
    expect((await list(tag)).statusCode).toBe(204);
    const renamed = await consoleCall(t, 'POST', `/tiers/${silver.id}`, admin.headers, tierBody('Silver Plus', 60));
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectListed();
    expect(tierOf(await latest())).toMatchObject({ value: 'Silver Plus' });

    // The last tier above the base one goes: the card no longer names a tier.
    expect((await consoleCall(t, 'POST', `/tiers/${silver.id}/delete`, admin.headers)).statusCode).toBe(200);
    await expectListed();
    expect(tierOf(await latest())).toBeUndefined();
  });
});
