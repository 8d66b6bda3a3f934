// E-mails (confirmations, password links): printed in development or sent through SMTP.
import { z } from 'zod';

export const mailEnv = {
  /** `log` (development) or `smtp` through SMTP_URL. */
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  /** smtp://user:password@host:587 (STARTTLS) or smtps://...:465. */
  SMTP_URL: z.string().default(''),
  /** The From of every mail, e.g. `Aurora Rewards <hello@example.com>`. */
  MAIL_FROM: z.string().default(''),
  MAIL_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
};
