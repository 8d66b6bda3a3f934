// Codes (rewards, the member card) as modules to paint: a QR code (uqr) or a linear symbol (jsbarcode's own encoders,
// without its renderers). Only the symbologies the server issues codes for
// (server/services/economy/reward-codes.ts): small enough to precache, so a code draws offline.
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';
import { EAN13, EAN8, UPC } from 'jsbarcode/bin/barcodes/EAN_UPC';
import { ITF, ITF14 } from 'jsbarcode/bin/barcodes/ITF';
import { encode as encodeQr } from 'uqr';
import { normaliseBarcodeType } from './barcode-types';

export type EncodedBarcode =
  | { kind: 'matrix'; modules: boolean[][] }
  /** One character per module: '1' a bar, '0' a space. */
  | { kind: 'linear'; bars: string };

const LINEAR = { CODE128, EAN13, EAN8, UPCA: UPC, ITF14, ITF, INTERLEAVED2OF5: ITF } as const;

function linear(type: keyof typeof LINEAR, text: string): string | null {
  // flat: EAN and UPC as one run of modules, without the guard bars drawn taller.
  const encoder = new LINEAR[type](text, { flat: true });
  if (!encoder.valid()) return null;
  const encoded = encoder.encode();
  return (Array.isArray(encoded) ? encoded : [encoded]).map((part) => part.data).join('');
}

/**
 * QRCODE as a QR code (error correction M); any other type as its linear symbol. A code that does
 * not fit its type, and a type the server does not issue, are drawn as Code 128, which takes any text.
 */
export function encodeBarcode(barcodeType: string, text: string): EncodedBarcode {
  const type = normaliseBarcodeType(barcodeType);
  if (type === 'QRCODE') return { kind: 'matrix', modules: encodeQr(text, { ecc: 'M', border: 0 }).data };
  const bars = (type in LINEAR ? linear(type as keyof typeof LINEAR, text) : null) ?? linear('CODE128', text);
  if (!bars) throw new Error(`The code cannot be drawn as ${type}`);
  return { kind: 'linear', bars };
}
