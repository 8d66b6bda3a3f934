// The texts of the pushes the server sends, in the recipient's language (English unless Lithuanian),
// each with the app route a tap opens.
import type { LocalizedText } from '../../db/schema';
import { localize } from '../texts/localize';
import type { PushContent, PushRecipient } from './content';

type Lang = 'en' | 'lt';

const langOf = (recipient: PushRecipient, fallback: string): Lang => ((recipient.language ?? fallback) === 'lt' ? 'lt' : 'en');

/** Notification bodies are a line or two on a lock screen. */
function clip(text: string, max = 140): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const newsImage = (imageId: number) => `/image/i.${imageId}/w.720:h.360:f.1/image.png`;

/** "Challenge complete" for a challenge the server completed (a partner event), opening the dashboard. */
export function completionPush(defaultLanguage: string): PushContent {
  return (recipient) => {
    const lang = langOf(recipient, defaultLanguage);
    return lang === 'lt'
      ? {
          title: 'Užduotis atlikta!',
          body: 'Jūsų taškai laukia: atsidarykite programėlę ir atsiimkite juos.',
          route: `/lt/dashboard`,
        }
      : { title: 'Challenge complete!', body: 'Your points are waiting: open the app to collect them.', route: `/en/dashboard` };
  };
}

export interface AnnouncedChallenge {
  id: number;
  name: LocalizedText;
  points: number;
  rewardType: 'points' | 'prize';
}

/** One new challenge opens itself; several at once open the dashboard. */
export function newChallengesPush(list: AnnouncedChallenge[], defaultLanguage: string): PushContent {
  return (recipient) => {
    const lang = langOf(recipient, defaultLanguage);
    const nameOf = (c: AnnouncedChallenge) => localize(c.name, lang, defaultLanguage);
    if (list.length > 1) {
      const names = clip(list.map(nameOf).join(', '));
      return lang === 'lt'
        ? { title: `Naujos užduotys: ${list.length}`, body: names, route: '/lt/dashboard' }
        : { title: `${list.length} new challenges`, body: names, route: '/en/dashboard' };
    }
    const c = list[0]!;
    const prize = c.rewardType === 'prize';
    return lang === 'lt'
      ? {
          title: `Nauja užduotis: ${nameOf(c)}`,
          body: prize ? 'Atlikite ją ir laimėkite prizą.' : `Atlikite ją ir gaukite ${c.points} tšk.`,
          route: `/lt/challenge/${c.id}`,
        }
      : {
          title: `New challenge: ${nameOf(c)}`,
          body: prize ? 'Complete it to win a prize.' : `Complete it for ${c.points} points.`,
          route: `/en/challenge/${c.id}`,
        };
  };
}

export interface AnnouncedNews {
  id: number;
  title: LocalizedText;
  intro: LocalizedText;
  imageId: number | null;
}

/** One item opens itself, with its picture; several at once open the news list. */
export function newsPush(list: AnnouncedNews[], defaultLanguage: string): PushContent {
  return (recipient) => {
    const lang = langOf(recipient, defaultLanguage);
    if (list.length > 1) {
      const titles = clip(list.map((n) => localize(n.title, lang, defaultLanguage)).join(' · '));
      return {
        title: lang === 'lt' ? `Naujienos: ${list.length}` : `${list.length} news stories`,
        body: titles,
        route: `/${lang}/news`,
      };
    }
    const item = list[0]!;
    return {
      title: localize(item.title, lang, defaultLanguage),
      body: clip(localize(item.intro, lang, defaultLanguage)),
      route: `/${lang}/news/${item.id}`,
      ...(item.imageId ? { image: newsImage(item.imageId) } : {}),
    };
  };
}

export interface TopPlace {
  id: number;
  rank: number;
  urlIdentifier: string;
}

const monthName = (month: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A place in a month's top, opening the member's own shareable landing page. */
export function monthlyTopPush(month: string, placeOf: Map<number, TopPlace>, defaultLanguage: string): PushContent {
  return (recipient) => {
    const lang = langOf(recipient, defaultLanguage);
    const place = placeOf.get(recipient.userId)!;
    const route = `/${lang}/monthly-top-user/${place.id}/${place.urlIdentifier}`;
    return lang === 'lt'
      ? {
          title: 'Patekote į mėnesio lyderius!',
          body: `${monthName(month, lang)}: ${place.rank} vieta. Pasidalykite savo pasiekimu.`,
          route,
        }
      : {
          title: 'You made the monthly top!',
          body: `You came #${place.rank} in ${monthName(month, lang)}. Share your success.`,
          route,
        };
  };
}

/** Each side of a new friendship hears the other's name; the tap opens the leaderboard when there is one. */
export function newFriendPush(friendNameOf: Map<number, string>, leaderboard: boolean, defaultLanguage: string): PushContent {
  return (recipient) => {
    const lang = langOf(recipient, defaultLanguage);
    const name = friendNameOf.get(recipient.userId) ?? '';
    const route = `/${lang}/${leaderboard ? 'leaderboard' : 'dashboard'}`;
    return lang === 'lt'
      ? { title: `Naujas draugas: ${name}`, body: 'Palyginkite, kas surinko daugiau taškų.', route }
      : { title: `${name} is now your friend`, body: 'See which of you has more points.', route };
  };
}
