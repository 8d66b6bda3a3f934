// Draws a reward code with bwip-js. Loaded on demand by the reward page only (it is large), and it
// imports just the symbologies rewards use so the rest of the library stays out of the chunk.
import { azteccode, code128, code39, datamatrix, ean13, ean8, interleaved2of5, itf14, pdf417, qrcode, upca, upce } from 'bwip-js/browser';
import { isSquareSymbol, normaliseBarcodeType } from './barcode-types';

type Draw = typeof code128;

const SYMBOLOGIES: Record<string, [bcid: string, draw: Draw]> = {
  QRCODE: ['qrcode', qrcode],
  DATAMATRIX: ['datamatrix', datamatrix],
  AZTECCODE: ['azteccode', azteccode],
  PDF417: ['pdf417', pdf417],
  CODE128: ['code128', code128],
  CODE39: ['code39', code39],
  EAN13: ['ean13', ean13],
  EAN8: ['ean8', ean8],
  UPCA: ['upca', upca],
  UPCE: ['upce', upce],
  ITF14: ['itf14', itf14],
  ITF: ['interleaved2of5', interleaved2of5],
  INTERLEAVED2OF5: ['interleaved2of5', interleaved2of5],
};

export type BarcodeSize = 'normal' | 'large';

/** Unknown types fall back to Code 128, which encodes any code the server issues. */
export function drawBarcode(canvas: HTMLCanvasElement, barcodeType: string, text: string, size: BarcodeSize) {
  const type = normaliseBarcodeType(barcodeType);
  const [bcid, draw] = SYMBOLOGIES[type] ?? ['code128', code128];
  const square = isSquareSymbol(type);
  const scale = size === 'large' ? (square ? 10 : 5) : square ? 6 : 3;
  draw(canvas, {
    bcid,
    text,
    scale,
    // Quiet zones keep scanners happy; the page shows the code text itself when it should.
    paddingwidth: square ? 4 : 10,
    paddingheight: square ? 4 : 2,
    backgroundcolor: 'FFFFFF',
    ...(square ? {} : { height: size === 'large' ? 22 : 16, includetext: false }),
  });
}
