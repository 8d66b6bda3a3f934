// The configured providers' clients, built once per app (Apple's JWKS cache lives in its client).
import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '../../../contract';
import { appleClient } from './apple';
import { facebookClient } from './facebook';
import { googleClient } from './google';
import { linkedinClient } from './linkedin';
import { notConfigured, providerFetch, type SocialClient } from './types';

const FACTORIES = { google: googleClient, facebook: facebookClient, linkedin: linkedinClient, apple: appleClient };

export type SocialClients = (provider: SocialProvider) => SocialClient;

export function socialClients(app: FastifyInstance): SocialClients {
  const fetchFn = providerFetch(app);
  const built = new Map<SocialProvider, SocialClient>();
  return (provider) => {
    const cfg = app.config.socialProviders[provider];
    if (!cfg) throw notConfigured(provider);
    let client = built.get(provider);
    if (!client) built.set(provider, (client = FACTORIES[provider](cfg, fetchFn)));
    return client;
  };
}
