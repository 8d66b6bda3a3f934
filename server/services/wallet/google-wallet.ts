// "Save to Google Wallet": a save link whose JWT (RS256, signed with the service account's key) carries
// the member's loyalty object: the operator's loyalty class, the card token as the barcode, the
// balance and the tier (a text module, when the programme has tiers). Google makes the object when the member saves it; an object already saved is not changed by
// a later link, so the balance there is the one of the day it was saved (updating it needs the Wallet
// REST API, not done here). A new card number is a new object.
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import { WALLET_LABELS, type PassContent } from './pass-content';
import type { GoogleWalletConfig } from './wallet-config';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

export function loyaltyObject(google: GoogleWalletConfig, content: PassContent) {
  return {
    id: `${google.issuerId}.${content.cardToken}`,
    classId: google.classId,
    state: 'ACTIVE',
    accountId: content.cardToken,
    accountName: content.memberName || content.programme,
    barcode: { type: 'QR_CODE', value: content.cardToken, alternateText: content.cardToken },
    loyaltyPoints: { label: WALLET_LABELS[content.lang].points, balance: { int: content.points } },
    ...(content.tier && { textModulesData: [{ id: 'tier', header: WALLET_LABELS[content.lang].tier, body: content.tier }] }),
  };
}

export async function googleSaveLink(google: GoogleWalletConfig, config: Config, content: PassContent): Promise<string> {
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [config.PUBLIC_URL],
    payload: { loyaltyObjects: [loyaltyObject(google, content)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(google.privateKey);
  return GOOGLE_SAVE_URL + jwt;
}
