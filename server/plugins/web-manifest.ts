// The web app manifest as the server answers it: named after the programme, in the visitor's language, with
// shortcuts a long press on the home-screen icon offers (My card at the till, My rewards to show a code).
import { shortName } from './short-name';

const SHORTCUT_NAMES: Record<string, { card: string; rewards: string }> = {
  en: { card: 'My card', rewards: 'My rewards' },
  lt: { card: 'Mano kortelė', rewards: 'Mano apdovanojimai' },
};

export function webManifest(built: Record<string, unknown>, name: string, lang: string): Record<string, unknown> {
  const words = SHORTCUT_NAMES[lang] ?? SHORTCUT_NAMES.en!;
  const icons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
  return {
    ...built,
    name,
    short_name: shortName(name),
    lang,
    shortcuts: [
      { name: words.card, short_name: words.card, url: `/${lang}/profile/card`, icons },
      { name: words.rewards, short_name: words.rewards, url: `/${lang}/prizes/rewards`, icons },
    ],
  };
}
