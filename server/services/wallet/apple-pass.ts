// The member card as an Apple Wallet store card (.pkpass, signed with passkit-generator): one pass per
// member, its serial number and authentication token made on the first download and kept, so the
// devices that hold it can ask for the latest version (apple-web-service.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { walletPasses } from '../../db/schema';
import type { AppleWalletConfig } from './wallet-config';
import { WALLET_LABELS, passContent, type PassContent } from './pass-content';

export const PKPASS_MIME = 'application/vnd.apple.pkpass';

export interface PassRow {
  serialNumber: string;
  userId: number;
  authenticationToken: string;
  updatedAt: Date;
}

/** The member's pass row, made on first use (a concurrent first use answers the row the other made). */
export async function ensurePass(db: Db, userId: number): Promise<PassRow> {
  const [made] = await db
    .insert(walletPasses)
    .values({ serialNumber: randomBytes(16).toString('hex'), userId, authenticationToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.userId, userId)).limit(1);
  return row!;
}

/** Apple's web service URL of this server (Apple calls {url}/v1/...). */
export const webServiceUrl = (config: Config) => `${config.PUBLIC_URL}/api/wallet/apple`;

const BACKGROUND = { r: 17, g: 24, b: 39, alpha: 1 };

/** The icon (lock screen, notifications) and logo (the card's top left) in Apple's 1x, 2x and 3x sizes. */
async function images(logo: Buffer | null): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const scale of [1, 2, 3]) {
    const suffix = scale === 1 ? '' : `@${scale}x`;
    const side = 29 * scale;
    out[`icon${suffix}.png`] = logo
      ? await sharp(logo).resize(side, side, { fit: 'contain', background: BACKGROUND }).flatten({ background: BACKGROUND }).png().toBuffer()
      : await sharp({ create: { width: side, height: side, channels: 4, background: BACKGROUND } }).png().toBuffer();
    if (logo) {
      out[`logo${suffix}.png`] = await sharp(logo).resize(160 * scale, 50 * scale, { fit: 'inside' }).png().toBuffer();
    }
  }
  return out;
}

export async function buildPass(apple: AppleWalletConfig, config: Config, pass: PassRow, content: PassContent): Promise<Buffer> {
  const labels = WALLET_LABELS[content.lang];
  const pkpass = new PKPass(
    await images(content.logo),
    { wwdr: apple.wwdr, signerCert: apple.certificate, signerKey: apple.key, signerKeyPassphrase: apple.keyPassphrase || undefined },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: pass.serialNumber,
      authenticationToken: pass.authenticationToken,
      webServiceURL: webServiceUrl(config),
      organizationName: content.programme,
      description: `${content.programme} ${labels.description}`,
      logoText: content.programme,
      backgroundColor: 'rgb(17, 24, 39)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(209, 213, 219)',
    },
  );
  pkpass.type = 'storeCard';
  pkpass.headerFields.push({ key: 'balance', label: labels.points, value: content.points, changeMessage: labels.balanceChanged });
  pkpass.primaryFields.push({ key: 'member', label: labels.member, value: content.memberName || content.programme });
  if (content.tier) pkpass.secondaryFields.push({ key: 'tier', label: labels.tier, value: content.tier, changeMessage: labels.tierChanged });
  pkpass.backFields.push({ key: 'card', label: labels.cardNumber, value: content.cardToken });
  pkpass.setBarcodes(
    { format: 'PKBarcodeFormatQR', message: content.cardToken, messageEncoding: 'iso-8859-1', altText: content.cardToken },
    { format: 'PKBarcodeFormatCode128', message: content.cardToken, messageEncoding: 'iso-8859-1', altText: content.cardToken },
  );
  return pkpass.getAsBuffer();
}

/** The member's current pass, ready to send. */
export async function memberPass(db: Db, config: Config, apple: AppleWalletConfig, userId: number, lang?: string): Promise<{ body: Buffer; pass: PassRow }> {
  const pass = await ensurePass(db, userId);
  const content = await passContent(db, config, userId, lang);
  return { body: await buildPass(apple, config, pass, content), pass };
}
