// Every environment variable the server reads, gathered from the files of each concern beside this one.
import { z } from 'zod';
import { walletEnv } from '../services/wallet/wallet-config';
import { memberAuthEnv, staffAuthEnv } from './auth';
import { databaseEnv } from './database';
import { mailEnv } from './mail';
import { pointsEnv } from './points';
import { processEnv } from './process';
import { programmeEnv } from './programme';
import { pushEnv } from './push';
import { smsEnv } from './sms';
import { socialEnv } from './social';
import { webhookEnv } from './webhooks';

export const schema = z.object({
  ...processEnv,
  ...databaseEnv,
  ...memberAuthEnv,
  ...smsEnv,
  ...mailEnv,
  ...pointsEnv,
  ...programmeEnv,
  ...socialEnv,
  ...pushEnv,
  ...staffAuthEnv,
  ...webhookEnv,
  /** Apple Wallet and Google Wallet (services/wallet/wallet-config.ts). */
  ...walletEnv,
});

/** The variables as parsed, before the defaults that depend on each other are filled in. */
export type Parsed = z.infer<typeof schema>;
