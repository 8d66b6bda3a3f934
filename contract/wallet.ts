// The member card in the phone's wallet (issue 41): which wallets the operator configured (getSettings
// `wallet`), the links the app opens, and Apple's web service protocol under /api/wallet/apple/v1,
// which devices call (Authorization: ApplePass <token>). Re-exported by contract/index.ts.
import { z } from 'zod';
import { text } from './safe';

/** getSettings `wallet`: true for each wallet whose certificates or keys are configured. Never the secrets. */
export const WalletSettings = z.object({ apple: z.boolean(), google: z.boolean() });
export type WalletSettings = z.infer<typeof WalletSettings>;

/** GET /getAppleWalletPassLink and /getGoogleWalletLink: a link to open; Apple's works for 5 minutes. */
export const WalletLink = z.object({ url: z.string() });
export type WalletLink = z.infer<typeof WalletLink>;

const Name = text(200).regex(/^[\w.-]+$/, 'Letters, digits, ".", "_" and "-" only.');

export const AppleDownloadQuery = z.object({ token: text(2000) });
export const ApplePassParams = z.object({ passTypeIdentifier: Name, serialNumber: Name });
export const AppleDeviceParams = z.object({ deviceLibraryIdentifier: Name, passTypeIdentifier: Name });
export const AppleRegistrationParams = AppleDeviceParams.extend({ serialNumber: Name });
export const AppleRegistrationBody = z.object({ pushToken: text(200).min(1) });
export const AppleUpdatedQuery = z.object({ passesUpdatedSince: text(40).optional() });
export const AppleUpdatedSerials = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
export const AppleLogBody = z.object({ logs: z.array(text(2000)).max(100) });
