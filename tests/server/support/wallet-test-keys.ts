// Throwaway wallet keys made at test time (never committed): a test CA standing in for Apple's WWDR,
// a pass certificate it signed with its key, and a Google service account key. Written to a temp
// folder too, for openssl and for servers started with file paths.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface WalletTestKeys {
  dir: string;
  caPem: string;
  caKeyPem: string;
  certPem: string;
  keyPem: string;
  googlePublicKeyPem: string;
  googleAccountJson: string;
  /** The environment that turns both wallets on. */
  env: Record<string, string>;
}

const PASS_TYPE_ID = 'pass.test.loyalty';

function rsaKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
}

function certificate(subjectCn: string, publicPem: string, issuer: { cn: string; privatePem: string }, serial: string, ca: boolean, host?: string): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subjectCn }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.cn }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: ca },
    ...(host ? [{ name: 'subjectAltName', altNames: [{ type: 2, value: host }] }] : []),
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.privatePem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export function makeWalletTestKeys(): WalletTestKeys {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-keys-'));
  const ca = rsaKeys();
  const caPem = certificate('Test WWDR CA', ca.publicKey, { cn: 'Test WWDR CA', privatePem: ca.privateKey }, '01', true);
  const signer = rsaKeys();
  const certPem = certificate(`Pass Type ID: ${PASS_TYPE_ID}`, signer.publicKey, { cn: 'Test WWDR CA', privatePem: ca.privateKey }, '02', false);
  const google = rsaKeys();
  const googleAccountJson = JSON.stringify({ type: 'service_account', client_email: 'wallet@test-project.iam.gserviceaccount.com', private_key: google.privateKey });
  const files = { 'ca.pem': caPem, 'pass-cert.pem': certPem, 'pass-key.pem': signer.privateKey, 'google.json': googleAccountJson };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content, { mode: 0o600 });
  return {
    dir,
    caPem,
    caKeyPem: ca.privateKey,
    certPem,
    keyPem: signer.privateKey,
    googlePublicKeyPem: google.publicKey,
    googleAccountJson,
    env: {
      APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_WALLET_TEAM_ID: 'TESTTEAM01',
      APPLE_WALLET_CERTIFICATE: path.join(dir, 'pass-cert.pem'),
      APPLE_WALLET_KEY: path.join(dir, 'pass-key.pem'),
      APPLE_WALLET_WWDR_CERTIFICATE: path.join(dir, 'ca.pem'),
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_CLASS_ID: 'member-card',
      GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(dir, 'google.json'),
    },
  };
}

/** A TLS server certificate for localhost signed by the test CA (a stand-in APNs). */
export function localhostServerCertificate(keys: WalletTestKeys): { cert: string; key: string } {
  const server = rsaKeys();
  return { cert: certificate('localhost', server.publicKey, { cn: 'Test WWDR CA', privatePem: keys.caKeyPem }, '03', false, 'localhost'), key: server.privateKey };
}
