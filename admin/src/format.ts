// Dates, numbers, language names and phone numbers as the console shows them.
import { useLingui } from '@lingui/react';

export function useFormat() {
  const { i18n } = useLingui();
  return {
    date: (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—'),
    number: (n: number) => n.toLocaleString(i18n.locale),
  };
}

export const fullName = (m: { first_name: string | null; last_name?: string | null }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ') || '—';

export const newKey = () => crypto.randomUUID();

/** The language's name in the reader's language ("Lithuanian", "lietuvių"). */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

/** A stored phone number (digits with the country code) as people write it. */
export const phoneText = (phone: string | null) => (phone ? `+${phone}` : '—');
