// Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form body).
import type { Config } from '../../config';
import { httpSend } from '../delivery/http-send';
import type { SmsTransport } from './transport';

export function twilioSmsTransport(config: Config): SmsTransport {
  const sid = config.TWILIO_ACCOUNT_SID;
  const url = `${config.TWILIO_API_URL.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  // A messaging service id (MG...) picks the sender itself; anything else is the sender number or name.
  const sender: Record<string, string> = config.SMS_FROM.startsWith('MG')
    ? { MessagingServiceSid: config.SMS_FROM }
    : { From: config.SMS_FROM };
  return {
    name: 'twilio',
    async send({ to, text }) {
      const body = new URLSearchParams({ To: `+${to}`, ...sender, Body: text });
      await httpSend(
        url,
        { method: 'POST', headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' }, body },
        { timeoutMs: config.SMS_TIMEOUT_SECONDS * 1000 },
      );
    },
  };
}
