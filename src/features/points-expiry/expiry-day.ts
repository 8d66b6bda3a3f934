// The last day points can be used: the day before the expiry instant (midnight UTC), in the member's language.
import { formatDate } from '@/i18n/format';

export const lastDay = (expiresAt: string, locale?: string) =>
  formatDate(new Date(new Date(expiresAt).getTime() - 1), locale, { dateStyle: 'long', timeZone: 'UTC' });

export const dayOf = (at: string, locale?: string) => formatDate(at, locale, { dateStyle: 'long', timeZone: 'UTC' });
