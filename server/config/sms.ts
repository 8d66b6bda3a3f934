// Sign-in codes by SMS: the transport (printed, a generic HTTP gateway or Twilio) and its gateway.
import { z } from 'zod';

export const smsEnv = {
  /** `log` (development: printed, kept in the dev outbox), `http` (a generic gateway) or `twilio`. */
  SMS_TRANSPORT: z.enum(['log', 'http', 'twilio']).default('log'),
  /** The sender: a number or name; for Twilio also a messaging service id (MG...). */
  SMS_FROM: z.string().default(''),
  SMS_HTTP_URL: z.string().default(''),
  /** The gateway's Authorization header value, e.g. `Bearer abc` or `Basic dXNlcjpwYXNz`. */
  SMS_HTTP_AUTH: z.string().default(''),
  SMS_HTTP_CONTENT_TYPE: z.string().default('application/json'),
  /** Request body; {to} (digits), {to_e164}, {text} and {from} are filled in and escaped for the content type. */
  SMS_HTTP_BODY: z.string().default('{"to":"{to_e164}","from":"{from}","text":"{text}"}'),
  TWILIO_ACCOUNT_SID: z.string().default(''),
  TWILIO_AUTH_TOKEN: z.string().default(''),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  SMS_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
};
