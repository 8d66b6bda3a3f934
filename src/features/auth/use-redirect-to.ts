import { useSearch } from '@tanstack/react-router';

/** The redirectTo query parameter a protected route set when it sent the visitor to sign in. */
export function useRedirectTo(): string | undefined {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return typeof search.redirectTo === 'string' && search.redirectTo ? search.redirectTo : undefined;
}
