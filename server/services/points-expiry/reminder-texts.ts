// What the expiry reminder says, per language (English is the fallback), for push and e-mail.
export interface ReminderParts {
  programme: string;
  points: number;
  expiresAt: Date;
  /** The app's address of the member's history, where the points and their dates are shown. */
  appUrl: string;
  unsubscribeUrl?: string;
}

const day = (lang: string, at: Date) =>
  // The last moment a point can be used: the day before the expiry instant (which is midnight UTC).
  new Intl.DateTimeFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at.getTime() - 1));

/** Ends a sentence with its full stop, unless the date already ends with one ("2026 m. gruodžio 9 d."). */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`);

function ltPoints(n: number): string {
  const rule = new Intl.PluralRules('lt').select(n);
  return `${n} ${rule === 'one' ? 'taškas' : rule === 'few' ? 'taškai' : rule === 'many' ? 'taško' : 'taškų'}`;
}
const enPoints = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

type Texts = { push: (p: ReminderParts) => { title: string; body: string }; mail: (p: ReminderParts) => { subject: string; text: string } };

const TEXTS: Record<string, Texts> = {
  en: {
    push: (p) => ({ title: 'Points expiring soon', body: `${enPoints(p.points)} expire after ${day('en', p.expiresAt)}. Use them before then.` }),
    mail: (p) => ({
      subject: `${p.programme}: ${enPoints(p.points)} expire after ${day('en', p.expiresAt)}`,
      text:
        `${enPoints(p.points)} of yours expire after ${day('en', p.expiresAt)}. Spend them on a prize before then:\n${p.appUrl}\n\n` +
        `${p.programme}` +
        (p.unsubscribeUrl ? `\nStop receiving our emails: ${p.unsubscribeUrl}` : ''),
    }),
  },
  lt: {
    push: (p) => ({ title: 'Netrukus baigsis taškų galiojimas', body: `${stop(`${ltPoints(p.points)} galioja iki ${day('lt', p.expiresAt)}`)} Panaudokite juos laiku.` }),
    mail: (p) => ({
      subject: `${p.programme}: ${ltPoints(p.points)} galioja iki ${day('lt', p.expiresAt)}`,
      text:
        `${stop(`Jūsų ${ltPoints(p.points)} galioja iki ${day('lt', p.expiresAt)}`)} Iki tol išleiskite juos prizams:\n${p.appUrl}\n\n` +
        `${p.programme}` +
        (p.unsubscribeUrl ? `\nAtsisakyti mūsų laiškų: ${p.unsubscribeUrl}` : ''),
    }),
  },
};

export const reminderTexts = (lang: string): Texts => TEXTS[lang] ?? TEXTS.en!;
