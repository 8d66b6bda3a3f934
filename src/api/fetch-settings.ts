// getSettings straight from fetch: the shared client never settles without an answer, and boot must
// show the offline page instead. Any failure to load them counts as offline (docs/product.md section 8).
// The texts in the answer (programme name, copyright, pages) are in the request's language: the
// `lang` query when given, else the language cookie.
import type { Settings } from '@contract';

export async function fetchSettings(token: string | null, lang?: string): Promise<Settings | null> {
  const query = new URLSearchParams({ url: window.location.pathname.slice(1) });
  if (lang) query.set('lang', lang);
  try {
    const response = await fetch(`/api/user-side/getSettings?${query}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const settings = (await response.json()) as Partial<Settings> | null;
    // Anything else than settings (a captive portal's page, an empty answer) counts as no answer.
    return settings && Array.isArray(settings.languagesSupported) ? (settings as Settings) : null;
  } catch {
    return null;
  }
}
