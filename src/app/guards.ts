// Route guards of docs/product.md sections 2 and 5, as plain functions the layout routes call in beforeLoad.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { safeRedirectPath } from '@/lib/safe-redirect';

interface GuardInput {
  loggedIn: boolean;
  lang: string;
  location: Pick<ParsedLocation, 'pathname' | 'href' | 'searchStr'>;
}

/** Login required: visitors go to sign-in, with the whole path to come back to afterwards. */
export function requireLogin({ loggedIn, lang, location }: GuardInput) {
  if (loggedIn) return;
  throw redirect({ to: '/$lang/sign-in', params: { lang }, search: { redirectTo: location.href }, replace: true });
}

const KEEPS_QUERY = /\/sms-code\/?$/;

/** Public-only: signed-in users go where sign-in would have sent them, else to the dashboard. */
export function requireSignedOut({ loggedIn, lang, location, redirectTo }: GuardInput & { redirectTo?: unknown }) {
  if (!loggedIn) return;
  const back = safeRedirectPath(redirectTo);
  if (back) throw redirect({ href: back, replace: true });
  const query = KEEPS_QUERY.test(location.pathname) ? location.searchStr : '';
  throw redirect({ href: `/${encodeURIComponent(lang)}/dashboard${query}`, replace: true });
}

const DIGITS = /^\d{1,15}$/;

/**
 * params.parse for record ids, digits only (docs/product.md section 5). Anything else makes the route not
 * match, so the path falls through to the 404 page inside the layout; a notFound() thrown from
 * parse would land on the root route instead.
 */
export function digitParams<const K extends string>(...keys: K[]) {
  return (raw: Record<K, string>): Record<K, number> | false => {
    const parsed = {} as Record<K, number>;
    for (const key of keys) {
      if (!DIGITS.test(raw[key])) return false;
      parsed[key] = Number(raw[key]);
    }
    return parsed;
  };
}
