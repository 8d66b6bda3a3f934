// Who is signed in (docs/product.md section 3, User session).
import { tokenExpired } from '@/lib/token-claims';
import { atom } from './jotai';

const TOKEN_KEY = 'token';

function readToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (token && tokenExpired(token)) {
      localStorage.removeItem(TOKEN_KEY);
      return null;
    }
    return token;
  } catch {
    return null;
  }
}

const rawTokenAtom = atom<string | null>(readToken());

/** The bearer token, kept in localStorage so a reload stays signed in. */
export const tokenAtom = atom(
  (get) => get(rawTokenAtom),
  (_get, set, token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch {
      /* private mode: the token lives in memory only */
    }
    set(rawTokenAtom, token);
  },
);

/** Set once the first getUserData call has finished, whatever its outcome. */
export const userLoadedAtom = atom(false);
