// A generic HTTP SMS gateway (most national gateways take one POST): SMS_HTTP_URL, the Authorization
// header SMS_HTTP_AUTH, and a body template SMS_HTTP_BODY whose {to}, {to_e164}, {text} and {from} are
// filled in, escaped for SMS_HTTP_CONTENT_TYPE (JSON, form or plain).
import type { Config } from '../../config';
import { httpSend } from '../delivery/http-send';
import type { SmsTransport } from './transport';

type Escape = (value: string) => string;

function escaperFor(contentType: string): Escape {
  if (contentType.includes('json')) return (v) => JSON.stringify(v).slice(1, -1);
  if (contentType.includes('x-www-form-urlencoded')) return encodeURIComponent;
  return (v) => v;
}

export function fillTemplate(template: string, values: Record<string, string>, escape: Escape): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escape(values[name]!) : whole));
}

export function httpSmsTransport(config: Config): SmsTransport {
  const contentType = config.SMS_HTTP_CONTENT_TYPE;
  const escape = escaperFor(contentType);
  return {
    name: 'http',
    async send({ to, text }) {
      const body = fillTemplate(config.SMS_HTTP_BODY, { to, to_e164: `+${to}`, text, from: config.SMS_FROM }, escape);
      const headers: Record<string, string> = { 'content-type': contentType };
      if (config.SMS_HTTP_AUTH) headers.authorization = config.SMS_HTTP_AUTH;
      await httpSend(config.SMS_HTTP_URL, { method: 'POST', headers, body }, { timeoutMs: config.SMS_TIMEOUT_SECONDS * 1000 });
    },
  };
}
