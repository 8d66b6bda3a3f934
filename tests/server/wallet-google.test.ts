// The Google Wallet save link: an RS256 JWT signed with the service account's key (a throwaway key
// made here) that verifies with its public half and carries the member's loyalty object, whose
// barcode is the member card token and which names the member's tier once the programme has tiers.
// Also: the wallets' variables are checked at start.
import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { consoleCall, staffWithRole } from './console-helpers';
import { expectError, get, givePoints, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { makeWalletTestKeys, type WalletTestKeys } from './support/wallet-test-keys';

let keys: WalletTestKeys;
let t: TestApp;

beforeAll(async () => {
  keys = makeWalletTestKeys();
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_CLASS_ID, GOOGLE_WALLET_SERVICE_ACCOUNT } = keys.env;
  t = await createTestApp({ GOOGLE_WALLET_ISSUER_ID: GOOGLE_WALLET_ISSUER_ID!, GOOGLE_WALLET_CLASS_ID: GOOGLE_WALLET_CLASS_ID!, GOOGLE_WALLET_SERVICE_ACCOUNT: GOOGLE_WALLET_SERVICE_ACCOUNT!, PUBLIC_URL: 'https://loyalty.test', SIGNUP_BONUS_POINTS: '30' });
});
afterAll(() => t?.close());

describe('Save to Google Wallet', () => {
  it('is offered alone when only Google is configured: no Apple link, no Apple web service', async () => {
    expect((await get(t, null, 'getSettings')).json().wallet).toEqual({ apple: false, google: true });
    const member = await signUp(t, 'Ona');
    expectError(await get(t, member, 'getAppleWalletPassLink'), 404, 'WalletNotConfigured');
    expect((await t.app.inject({ method: 'POST', url: '/api/wallet/apple/v1/log', payload: { logs: [] } })).statusCode).toBe(404);
  });

  it('answers a save link whose JWT verifies with the public key and holds the loyalty object with the card token', async () => {
    const member = await signUp(t, 'Rūta', 'Jonaitė');
    await givePoints(t, member, 12);
    const token = (await get(t, member, 'getMemberCard')).json().card_token as string;
    const res = await get(t, member, 'getGoogleWalletLink');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);

    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(keys.googlePublicKeyPem), { audience: 'google', issuer: 'wallet@test-project.iam.gserviceaccount.com' });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['https://loyalty.test']);
    const objects = (payload.payload as { loyaltyObjects: Array<Record<string, unknown>> }).loyaltyObjects;
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({
      id: `3388000000012345678.${token}`,
      classId: '3388000000012345678.member-card',
      state: 'ACTIVE',
      accountName: 'Rūta Jonaitė',
      barcode: { type: 'QR_CODE', value: token },
      loyaltyPoints: { balance: { int: 42 } },
    });
    // Only the base tier so far: no tier on the card.
    expect(objects[0]).not.toHaveProperty('textModulesData');
  });

  it("names the member's tier, in their language, once the programme has a tier above the base one", async () => {
    const loyaltyObject = async (member: Member) => {
      const url = (await get(t, member, 'getGoogleWalletLink')).json().url as string;
      const { payload } = await jwtVerify(url.slice('https://pay.google.com/gp/v/save/'.length), createPublicKey(keys.googlePublicKeyPem), { audience: 'google' });
      return (payload.payload as { loyaltyObjects: Array<Record<string, unknown>> }).loyaltyObjects[0]!;
    };
    const admin = await staffWithRole(t, 'admin');
    const added = await consoleCall(t, 'POST', '/tiers', admin.headers, { name: { en: 'Gold', lt: 'Auksinis' }, benefits: {}, pictures: {}, threshold: 50, multiplier: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const member = await signUp(t, 'Jonas');
    expect(await loyaltyObject(member)).toMatchObject({ textModulesData: [{ id: 'tier', header: 'Tier', body: 'Member' }] });
    await givePoints(t, member, 50);
    expect(await loyaltyObject(member)).toMatchObject({ textModulesData: [{ id: 'tier', header: 'Tier', body: 'Gold' }] });
    const inLithuanian = await signUp(t, 'Ona');
    await t.database.db.update(users).set({ language: 'lt' }).where(eq(users.id, inLithuanian.id));
    await givePoints(t, inLithuanian, 50);
    expect(await loyaltyObject(inLithuanian)).toMatchObject({ textModulesData: [{ id: 'tier', header: 'Lygis', body: 'Auksinis' }] });
  });

  it('is refused to a visitor who is not signed in', async () => {
    expectError(await get(t, null, 'getGoogleWalletLink'), 401, 'Unauthorized');
  });
});

describe("the wallets' settings", () => {
  const base = { NODE_ENV: 'test' };

  it('turns neither wallet on by default', () => {
    expect(loadConfig(base).wallet).toEqual({ apple: null, google: null });
  });

  it('reads PEM and JSON given as text too', () => {
    const config = loadConfig({ ...base, GOOGLE_WALLET_ISSUER_ID: '1', GOOGLE_WALLET_CLASS_ID: '1.cls', GOOGLE_WALLET_SERVICE_ACCOUNT: keys.googleAccountJson });
    expect(config.wallet.google?.classId).toBe('1.cls');
    const apple = loadConfig({ ...base, ...keys.env, APPLE_WALLET_CERTIFICATE: keys.certPem.replace(/\n/g, '\\n'), APPLE_WALLET_KEY: keys.keyPem });
    expect(apple.wallet.apple?.passTypeId).toBe('pass.test.loyalty');
  });

  it('stops the start with a line to fix for a half-set or unreadable wallet', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(problems({ APPLE_WALLET_PASS_TYPE_ID: 'pass.x' }).join('\n')).toContain('Apple Wallet needs all of');
    expect(problems({ GOOGLE_WALLET_ISSUER_ID: '1' }).join('\n')).toContain('Google Wallet needs all of');
    expect(problems({ ...keys.env, APPLE_WALLET_KEY: keys.env.APPLE_WALLET_WWDR_CERTIFICATE! }).join('\n')).toContain('APPLE_WALLET_KEY');
    expect(problems({ ...keys.env, APPLE_WALLET_CERTIFICATE: keys.caPem }).join('\n')).toContain('not the key of APPLE_WALLET_CERTIFICATE');
    expect(problems({ ...keys.env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' }).join('\n')).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT');
    expect(problems({ ...keys.env, APPLE_WALLET_WWDR_CERTIFICATE: '/no/such/file.pem' }).join('\n')).toContain('APPLE_WALLET_WWDR_CERTIFICATE');
  });
});
