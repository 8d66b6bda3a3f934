// Reward codes that fit the prize's code_media and barcode_type: check-digit numbers for EAN/UPC/ITF,
// upper-case letters and digits (no look-alikes such as O/0 and I/1) for everything else.
import { randomInt } from 'node:crypto';
import type { CodeMedia } from '../../../contract/economy';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const randomString = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

const randomDigits = (length: number) => randomString('0123456789', length);

/** GS1 check digit (EAN-8, EAN-13, UPC-A, ITF-14): weights 3 and 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

const withCheckDigit = (body: string) => body + gs1CheckDigit(body);

/** Normalises names such as 'ean-13', 'Code_128' or 'qr' to EAN13, CODE128, QRCODE. */
export function normaliseBarcodeType(type: string): string {
  const key = type.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === 'QR' ? 'QRCODE' : key;
}

// GS1 prefix 2 is reserved for numbers used only within a company, so our numbers never clash with
// a real product's barcode.
const numeric: Record<string, () => string> = {
  EAN13: () => withCheckDigit('2' + randomDigits(11)),
  EAN8: () => withCheckDigit('2' + randomDigits(6)),
  UPCA: () => withCheckDigit('2' + randomDigits(10)),
  ITF14: () => withCheckDigit('2' + randomDigits(12)),
  ITF: () => randomDigits(12),
  INTERLEAVED2OF5: () => randomDigits(12),
};

export function generateRewardCode(codeMedia: CodeMedia, barcodeType: string): string {
  if (codeMedia === 'code') return randomString(ALPHANUMERIC, 10);
  const make = numeric[normaliseBarcodeType(barcodeType)];
  return make ? make() : randomString(ALPHANUMERIC, 12);
}

/** True when `code` can be drawn as `barcodeType` (used by tests and the reward answer's checks). */
export function fitsBarcodeType(code: string, barcodeType: string): boolean {
  const type = normaliseBarcodeType(barcodeType);
  const lengths: Record<string, number> = { EAN13: 13, EAN8: 8, UPCA: 12, ITF14: 14 };
  const length = lengths[type];
  if (length !== undefined) {
    return new RegExp(`^\\d{${length}}$`).test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
  }
  if (type === 'ITF' || type === 'INTERLEAVED2OF5') return /^(\d\d)+$/.test(code);
  return /^[A-Z0-9]+$/.test(code);
}
