// The phone wallets' settings (docs/operations.md, Member card in the phone's wallet). Each wallet is
// offered only when all of its variables are set; a half-set or unreadable one stops the server at
// start with a line saying what to fix. PEM and JSON values may be the text itself (in PEM, literal
// "\n" is read as a newline) or the path of a file holding it.
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const walletEnv = {
  /** Apple Wallet: the pass type id (pass.com.example.loyalty) and team id of the Pass Type ID certificate. */
  APPLE_WALLET_PASS_TYPE_ID: z.string().default(''),
  APPLE_WALLET_TEAM_ID: z.string().default(''),
  /** The Pass Type ID certificate and its private key (PEM), the key's passphrase, and Apple's WWDR G4 certificate. */
  APPLE_WALLET_CERTIFICATE: z.string().default(''),
  APPLE_WALLET_KEY: z.string().default(''),
  APPLE_WALLET_KEY_PASSPHRASE: z.string().default(''),
  APPLE_WALLET_WWDR_CERTIFICATE: z.string().default(''),
  /** Push a changed pass to the devices through APNs with the pass certificate; off, devices update when the pass is opened or pulled. */
  APPLE_WALLET_PUSH: flag.default(false),
  APPLE_WALLET_APNS_URL: z.url().default('https://api.push.apple.com'),
  /** Google Wallet: the issuer id, the loyalty class (its full id, or the part after "issuer."), and the service account's JSON key. */
  GOOGLE_WALLET_ISSUER_ID: z.string().default(''),
  GOOGLE_WALLET_CLASS_ID: z.string().default(''),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().default(''),
};

type WalletEnv = { [K in keyof typeof walletEnv]: z.infer<(typeof walletEnv)[K]> };

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  certificate: string;
  key: string;
  keyPassphrase: string;
  wwdr: string;
  push: boolean;
  apnsUrl: string;
}

export interface GoogleWalletConfig {
  issuerId: string;
  classId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

export interface WalletConfig {
  apple: AppleWalletConfig | null;
  google: GoogleWalletConfig | null;
}

/** The value itself when it looks like PEM or JSON, else the content of the file it names. */
function textOrFile(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed.replace(/\\n/g, '\n');
  if (trimmed.startsWith('{')) return trimmed;
  return readFileSync(trimmed, 'utf8');
}

const APPLE_VARIABLES = ['APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_TEAM_ID', 'APPLE_WALLET_CERTIFICATE', 'APPLE_WALLET_KEY', 'APPLE_WALLET_WWDR_CERTIFICATE'] as const;
const GOOGLE_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_CLASS_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

function apple(c: WalletEnv, problems: string[]): AppleWalletConfig | null {
  const set = APPLE_VARIABLES.filter((name) => c[name]);
  if (set.length === 0) return null;
  if (set.length < APPLE_VARIABLES.length) {
    problems.push(`Apple Wallet needs all of ${APPLE_VARIABLES.join(', ')} (or none).`);
    return null;
  }
  let step = 'APPLE_WALLET_CERTIFICATE';
  try {
    const certificate = textOrFile(c.APPLE_WALLET_CERTIFICATE);
    const signer = new X509Certificate(certificate);
    step = 'APPLE_WALLET_KEY';
    const key = textOrFile(c.APPLE_WALLET_KEY);
    const keyObject = createPrivateKey({ key, passphrase: c.APPLE_WALLET_KEY_PASSPHRASE || undefined });
    if (!signer.checkPrivateKey(keyObject)) throw new Error('it is not the key of APPLE_WALLET_CERTIFICATE');
    step = 'APPLE_WALLET_WWDR_CERTIFICATE';
    const wwdr = textOrFile(c.APPLE_WALLET_WWDR_CERTIFICATE);
    new X509Certificate(wwdr);
    return {
      passTypeId: c.APPLE_WALLET_PASS_TYPE_ID,
      teamId: c.APPLE_WALLET_TEAM_ID,
      certificate,
      key,
      keyPassphrase: c.APPLE_WALLET_KEY_PASSPHRASE,
      wwdr,
      push: c.APPLE_WALLET_PUSH,
      apnsUrl: c.APPLE_WALLET_APNS_URL.replace(/\/$/, ''),
    };
  } catch (error) {
    problems.push(`${step}: not a readable PEM (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
}

function google(c: WalletEnv, problems: string[]): GoogleWalletConfig | null {
  const set = GOOGLE_VARIABLES.filter((name) => c[name]);
  if (set.length === 0) return null;
  if (set.length < GOOGLE_VARIABLES.length) {
    problems.push(`Google Wallet needs all of ${GOOGLE_VARIABLES.join(', ')} (or none).`);
    return null;
  }
  try {
    const account = JSON.parse(textOrFile(c.GOOGLE_WALLET_SERVICE_ACCOUNT)) as { client_email?: unknown; private_key?: unknown };
    if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') throw new Error('no client_email or private_key');
    const privateKey = createPrivateKey(account.private_key);
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('the private key is not an RSA key');
    const classId = c.GOOGLE_WALLET_CLASS_ID.includes('.') ? c.GOOGLE_WALLET_CLASS_ID : `${c.GOOGLE_WALLET_ISSUER_ID}.${c.GOOGLE_WALLET_CLASS_ID}`;
    return { issuerId: c.GOOGLE_WALLET_ISSUER_ID, classId, serviceAccountEmail: account.client_email, privateKey };
  } catch (error) {
    problems.push(`GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account JSON key (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
}

/** The wallets to offer, and what stops either from working. */
export function resolveWallet(c: WalletEnv): { wallet: WalletConfig; problems: string[] } {
  const problems: string[] = [];
  return { wallet: { apple: apple(c, problems), google: google(c, problems) }, problems };
}
