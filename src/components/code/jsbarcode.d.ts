// jsbarcode's single-symbology encoders (the package types only its all-in-one entry).
declare module 'jsbarcode/bin/barcodes/*' {
  interface Encoded {
    data: string;
    text?: string;
  }
  interface Encoder {
    valid(): boolean;
    encode(): Encoded | Encoded[];
  }
  type EncoderClass = new (data: string, options: Record<string, unknown>) => Encoder;
  export const CODE128: EncoderClass;
  export const EAN13: EncoderClass;
  export const EAN8: EncoderClass;
  export const UPC: EncoderClass;
  export const ITF: EncoderClass;
  export const ITF14: EncoderClass;
}
