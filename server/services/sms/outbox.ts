// Messages sent by the log transports (SMS now, mail later), newest first, for
// GET /api/dev/outbox: tests and the demo read sign-in codes from it.
export interface OutboxMessage {
  /** Phone digits without + or an email address. */
  to: string;
  kind: string;
  text: string;
  code: string | null;
  /** A mail's extra headers (List-Unsubscribe), so tests can follow them. */
  headers?: Record<string, string>;
  sent_at: string;
}

export class Outbox {
  private messages: OutboxMessage[] = [];

  constructor(private readonly limit = 500) {}

  push(message: Omit<OutboxMessage, 'sent_at'> & { sent_at?: string }): OutboxMessage {
    const stored: OutboxMessage = { ...message, sent_at: message.sent_at ?? new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return stored;
  }

  /** Newest first; `to` matches phone digits (a leading + is ignored) or an email, case-insensitively. */
  list(to?: string): OutboxMessage[] {
    if (!to) return [...this.messages];
    const key = normaliseRecipient(to);
    return this.messages.filter((m) => normaliseRecipient(m.to) === key);
  }

  clear(): void {
    this.messages = [];
  }
}

export function normaliseRecipient(to: string): string {
  const trimmed = to.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/\D/g, '');
}
