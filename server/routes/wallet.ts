// The member card in the phone's wallet, for the signed-in member (prefix /api/user-side): a
// short-lived link to the Apple Wallet pass, and a Google Wallet save link. Each answers 404
// WalletNotConfigured while the operator has not set that wallet's keys (getSettings `wallet`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WalletLink } from '../../contract';
import { notFound } from '../errors';
import { signDownloadToken } from '../services/wallet/download-link';
import { googleSaveLink } from '../services/wallet/google-wallet';
import { passContent } from '../services/wallet/pass-content';

const notConfigured = (wallet: string) => notFound('WalletNotConfigured', `${wallet} is not set up for this programme.`);

export default async function walletRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/getAppleWalletPassLink', { schema: { response: { 200: WalletLink } } }, async (request, reply) => {
    if (!app.config.wallet.apple) throw notConfigured('Apple Wallet');
    void reply.header('cache-control', 'no-store');
    const token = await signDownloadToken(app.authSecret, request.user!.id, request.lang);
    return { url: `${app.config.PUBLIC_URL}/api/wallet/apple/download?token=${token}` };
  });

  app.get('/getGoogleWalletLink', { schema: { response: { 200: WalletLink } } }, async (request, reply) => {
    const google = app.config.wallet.google;
    if (!google) throw notConfigured('Google Wallet');
    void reply.header('cache-control', 'no-store');
    const content = await passContent(app.db, app.config, request.user!.id, request.lang);
    return { url: await googleSaveLink(google, app.config, content) };
  });
}
