// The message transports seen from outside: each send in a client span, and counted sent or failed
// (loyalty_messages_total). HTTP gateways' own calls appear as child spans (undici instrumentation).
import type { MailTransport } from '../services/mail/transport';
import type { PushTransport } from '../services/push/transport';
import type { SmsTransport } from '../services/sms/transport';
import { messagesSent } from './metrics';
import { SpanKind, inSpan } from './spans';

type Channel = 'sms' | 'mail' | 'push';

async function counted<T>(channel: Channel, transport: string, attributes: Record<string, string | number>, send: () => Promise<T>): Promise<T> {
  try {
    const result = await inSpan(`${channel} send`, SpanKind.CLIENT, { 'messaging.system': transport, ...attributes }, send);
    messagesSent.inc({ channel, transport, outcome: 'sent' });
    return result;
  } catch (error) {
    messagesSent.inc({ channel, transport, outcome: 'failed' });
    throw error;
  }
}

export function observedSms<T extends SmsTransport>(transport: T): T {
  const send: SmsTransport['send'] = (message) => counted('sms', transport.name, { 'loyalty.sms.kind': message.kind }, () => transport.send(message));
  return { ...transport, send };
}

export function observedMail<T extends MailTransport>(transport: T): T {
  const send: MailTransport['send'] = (message) => counted('mail', transport.name, {}, () => transport.send(message));
  return { ...transport, send };
}

/** Keeps the transport's own fields (the log transport's messages, for tests and the demo). */
export function observedPush<T extends PushTransport>(transport: T): T {
  const send: PushTransport['send'] = (tokens, message) =>
    counted('push', transport.name, { 'loyalty.push.kind': message.kind ?? 'none', 'loyalty.push.tokens': tokens.length }, () => transport.send(tokens, message));
  return { ...transport, send };
}
