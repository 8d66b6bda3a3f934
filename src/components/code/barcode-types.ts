// barcode_type names as the server sends them ('QRCODE', 'CODE128', 'EAN13', maybe 'ean-13' or 'qr').
export function normaliseBarcodeType(type: string): string {
  const key = type.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === 'QR' ? 'QRCODE' : key;
}

// The only 2-D symbol drawn (encode-barcode.ts): other 2-D names are drawn as Code 128.
const SQUARE = new Set(['QRCODE']);

/** Square 2-D symbols are drawn big and centred; linear ones wide and short. */
export const isSquareSymbol = (type: string) => SQUARE.has(normaliseBarcodeType(type));
