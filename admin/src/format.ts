// Dates and numbers in the console's language.
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
