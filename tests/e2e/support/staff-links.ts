// The console's staff links over HTTP, for end-to-end specs: the one-time token last mailed to an
// address (the dev outbox keeps it), and a time-based code an authenticator app would show.
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';

export async function mailedLinkToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBeTruthy();
  const mails = (await answer.json()) as Array<{ code: string; text: string }>;
  const last = mails[0]; // newest first
  expect(last?.text).toContain(`/admin/set-password?token=${last?.code}`);
  return last!.code;
}

/** The code an authenticator app shows now. */
export const currentTotpCode = (secret: string) => generate({ secret });

/** The code of the next 30-second step: unused yet, and within the server's one-step tolerance. */
export const nextTotpCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
