// Phone numbers, parsed once where a request enters the server: every call that takes a phone
// (sign-in, transfers, partner calls, phone confirmation, the waitlist) validates it with `Phone`,
// and gets the one form members are stored under: the E.164 number's digits, without the "+".
// So "+370 600 00003", "8 600 00003", "00370 600 00003" and "37060000003" are one member.
// The app imports types only: libphonenumber-js never reaches the customer's bundle.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { text } from './safe';

let defaultRegion: CountryCode | undefined;

/** The country whose national numbers ("8 600 00003") are understood; the server sets it at start. */
export function setDefaultPhoneRegion(region: string | undefined) {
  defaultRegion = region as CountryCode | undefined;
}

const PHONE_MESSAGE = 'Enter a phone number with its country code, 7 to 15 digits.';

/**
 * The stored form of a typed number, or null when it cannot be one. `region`: the country whose national
 * numbers are understood; the server's by default, null for none.
 */
export function canonicalPhone(typed: string, region: CountryCode | null = defaultRegion ?? null): string | null {
  const cleaned = typed.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!/^\+?\d{6,16}$/.test(cleaned)) return null;
  const explicit = cleaned.startsWith('+');
  const digits = explicit ? cleaned.slice(1) : cleaned;
  // Bare digits written the programme's country's own way (its trunk prefix first, "8 610 10001") are
  // that country's number even when they also make one abroad (about 1 in 100 Lithuanian mobiles so
  // typed is also a number in China, "+86 1010001"). Other bare digits are international first, as the
  // app sends them, and national only when they make no number abroad ("600 00003").
  const national = explicit || !region ? undefined : parsePhoneNumberFromString(digits, region);
  if (national?.isValid() && national.nationalNumber !== digits) return national.number.slice(1);
  if (parsePhoneNumberFromString(`+${digits}`)?.isValid()) return digits;
  if (national?.isValid()) return national.number.slice(1);
  return /^\d{7,15}$/.test(digits) ? digits : null;
}

export const Phone = text(40).transform((typed, ctx) => {
  const phone = canonicalPhone(typed);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
