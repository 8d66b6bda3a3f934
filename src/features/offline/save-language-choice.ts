/**
 * A signed-in member's language choice, saved on the server when it can be (queued while offline).
 * Not awaited by the switch, which never waits for it; the outbox loads on demand, not with the
 * first paint.
 */
export function saveLanguageChoice(language: string): void {
  void import('./send-or-queue')
    .then(({ sendOrQueue }) => sendOrQueue('saveLanguage', { language }))
    .catch((error: unknown) => console.warn('saveLanguage failed', error));
}
