// Paints a reward code on a canvas, crisp at any device pixel ratio (whole pixels per module).
import { encodeBarcode } from './encode-barcode';

export type BarcodeSize = 'normal' | 'large';

/** Quiet zones scanners need: 4 modules round a QR code, 11 beside a linear symbol. */
const QR_QUIET = 4;
const LINEAR_QUIET = 11;

export function drawBarcode(canvas: HTMLCanvasElement, barcodeType: string, text: string, size: BarcodeSize) {
  const encoded = encodeBarcode(barcodeType, text);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  if (encoded.kind === 'matrix') {
    const scale = size === 'large' ? 10 : 6;
    const side = (encoded.modules.length + 2 * QR_QUIET) * scale;
    canvas.width = side;
    canvas.height = side;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, side, side);
    ctx.fillStyle = '#000';
    encoded.modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) ctx.fillRect((x + QR_QUIET) * scale, (y + QR_QUIET) * scale, scale, scale);
      }),
    );
    return;
  }
  const scale = size === 'large' ? 5 : 3;
  const height = (size === 'large' ? 64 : 46) * scale;
  const padding = 2 * scale;
  canvas.width = (encoded.bars.length + 2 * LINEAR_QUIET) * scale;
  canvas.height = height + 2 * padding;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  for (let i = 0; i < encoded.bars.length; i++) {
    if (encoded.bars[i] === '1') ctx.fillRect((i + LINEAR_QUIET) * scale, padding, scale, height);
  }
}
