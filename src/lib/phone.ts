// A phone number as the app handles it before sending: the server reads what is left into the one
// stored form (contract/phone.ts), so national and international ways of typing a number
// reach the same member; the app checks only what it can without that.

/** docs/product.md section 5: a leading non-digit (a typed "+") is stripped from the phone value; a "00" stays. */
export function stripLeadingNonDigit(value: string): string {
  return value.trimStart().replace(/^\D+/, '');
}

/** Only the digits: for a form's own checks (enough digits? my own number?) and code fields. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
