// The texts of the pushes the server sends, in the recipient's language.
import type { PushRecipient } from './service';

const COMPLETION = {
  en: { title: 'Challenge complete!', body: 'Your points are waiting: open the app to collect them.' },
  lt: { title: 'Užduotis atlikta!', body: 'Jūsų taškai laukia: atsidarykite programėlę ir atsiimkite juos.' },
} as const;

/** "Challenge complete" for a challenge the server completed (a partner event), opening the dashboard. */
export function completionPush(defaultLanguage: string) {
  return ({ language }: PushRecipient) => {
    const lang = (language ?? defaultLanguage) === 'lt' ? 'lt' : 'en';
    return { ...COMPLETION[lang], route: `/${lang}/dashboard` };
  };
}
