// The barcode symbols the app draws (src/components/code) and a prize's reward code may use. No zod
// here: the console's prize form imports the list without the contract's schemas.
export const BARCODE_TYPES = ['QRCODE', 'CODE128', 'EAN13', 'EAN8', 'UPCA', 'ITF14'] as const;
