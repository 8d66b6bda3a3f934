// The countries a programme takes phone numbers from (ALLOWED_PHONE_PREFIXES; empty: every country). A new
// member's sign-up and a challenge's confirmation SMS both go only to numbers that start with one of them.
export function prefixAllowed(allowed: string[], phone: string): boolean {
  return allowed.length === 0 || allowed.some((p) => phone.startsWith(p.replace(/\D/g, '')));
}
