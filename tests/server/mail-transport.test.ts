// Mail through SMTP to a server the test runs on loopback (smtp-server): text and HTML parts in the
// member's language, and MailNotSent leaving no link behind when the server refuses.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { signUpUser } from './user-session';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP', () => {
  const delivered: Delivered[] = [];
  const refuse = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Aurora Rewards <hello@aurora.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation with text and HTML parts in the member language', async () => {
    const member = await signUpUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/saveEmail',
      headers: { ...member.headers, cookie: 'lang=lt' },
      payload: { email: 'ruta@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]!;
    expect(mail.from).toBe('hello@aurora.test');
    expect(mail.to).toEqual(['ruta@example.com']);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Patvirtinkite/);
    expect(mail.raw).toContain('/lt/email-confirmation?token=');
  });

  it('answers MailNotSent when the server refuses, and the link it would have carried does not work', async () => {
    refuse.add('nobody@example.com');
    const member = await signUpUser(t);
    const before = delivered.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/saveEmail',
      headers: member.headers,
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error_code: 'MailNotSent' });
    expect(delivered).toHaveLength(before);
    // Nothing waits: asking again for another address goes out at once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/saveEmail',
      headers: member.headers,
      payload: { email: 'somebody@example.com' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(delivered).toHaveLength(before + 1);
  });
});
