// The language choice order of docs/product.md section 2; only supported keys are ever accepted.
export interface LanguageSources {
  pathname: string;
  cookie: string | undefined;
  browserLanguages: readonly string[];
  supported: readonly string[];
  defaultLanguage: string;
}

export function firstPathSegment(pathname: string) {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/** "lt-LT" and "LT" both count as "lt"; an exact key ("pt-br") wins over its base. */
export function matchSupported(candidate: string | undefined, supported: readonly string[]) {
  if (!candidate) return undefined;
  const lower = candidate.trim().toLowerCase();
  if (supported.includes(lower)) return lower;
  const base = lower.split(/[-_]/)[0];
  return base && supported.includes(base) ? base : undefined;
}

export function resolveLanguage({ pathname, cookie, browserLanguages, supported, defaultLanguage }: LanguageSources) {
  const fromPath = firstPathSegment(pathname);
  if (supported.includes(fromPath)) return fromPath;
  const fromCookie = cookie?.toLowerCase();
  if (fromCookie && supported.includes(fromCookie)) return fromCookie;
  for (const language of browserLanguages) {
    const match = matchSupported(language, supported);
    if (match) return match;
  }
  if (supported.includes(defaultLanguage)) return defaultLanguage;
  return supported[0] ?? defaultLanguage;
}
