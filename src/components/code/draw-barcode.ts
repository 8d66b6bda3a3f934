// Paints a code on a canvas at the device pixel ratio: every module a whole number of device
// pixels wide, the canvas shown at exactly its own pixels (no browser scaling blurs a module edge),
// black on white whatever the theme, with the quiet zones scanners need.
import { encodeBarcode } from './encode-barcode';

export type BarcodeSize = 'normal' | 'large';

/** Where the code is drawn: the width it may take (CSS px) and the screen's device pixel ratio. */
export interface BarcodeFit {
  width: number;
  pixelRatio: number;
}

/** Quiet zones: 4 modules round a QR code (ISO/IEC 18004), 11 beside a linear symbol (10 or more). */
export const QR_QUIET = 4;
export const LINEAR_QUIET = 11;

// Widest module worth drawing (CSS px), and the bars' height (CSS px), per size.
const LINEAR_MODULE_MAX = { normal: 3, large: 5 };
const LINEAR_BAR_HEIGHT = { normal: 96, large: 160 };
const QR_MODULE_MAX = { normal: 8, large: 16 };
/** The width assumed before the page is measured (and in tests without layout). */
const FALLBACK_WIDTH = { normal: 320, large: 640 };

/** Whole device pixels per module: as wide as the room allows, capped, never under one pixel. */
function modulePixels(modules: number, fit: BarcodeFit, maxCss: number) {
  const room = Math.floor(fit.width * fit.pixelRatio);
  return Math.max(1, Math.min(Math.floor(room / modules), Math.floor(maxCss * fit.pixelRatio)));
}

/**
 * Extra white pixels so the canvas's CSS width is a whole number of layout units (1/64 CSS px in
 * Chromium): otherwise the browser rounds the width and scales the canvas by a hair, blurring edges.
 */
function snapPadding(pixels: number, pixelRatio: number) {
  for (let pad = 0; pad < 64; pad++) {
    const units = ((pixels + pad) * 64) / pixelRatio;
    if (Math.abs(units - Math.round(units)) < 1e-6) return pad;
  }
  return 0;
}

export function drawBarcode(canvas: HTMLCanvasElement, barcodeType: string, text: string, size: BarcodeSize, fit?: BarcodeFit) {
  const encoded = encodeBarcode(barcodeType, text);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  const pixelRatio = fit?.pixelRatio && fit.pixelRatio > 0 ? fit.pixelRatio : 1;
  const width = fit?.width && fit.width > 0 ? fit.width : FALLBACK_WIDTH[size];
  const room = { width, pixelRatio };

  let unit: number;
  let paint: () => void;
  if (encoded.kind === 'matrix') {
    const count = encoded.modules.length + 2 * QR_QUIET;
    unit = modulePixels(count, room, QR_MODULE_MAX[size]);
    const pad = snapPadding(count * unit, pixelRatio);
    const start = QR_QUIET * unit + Math.floor(pad / 2);
    canvas.width = canvas.height = count * unit + pad;
    paint = () =>
      encoded.modules.forEach((row, y) =>
        row.forEach((dark, x) => {
          if (dark) ctx.fillRect(start + x * unit, start + y * unit, unit, unit);
        }),
      );
  } else {
    const count = encoded.bars.length + 2 * LINEAR_QUIET;
    unit = modulePixels(count, room, LINEAR_MODULE_MAX[size]);
    const barHeight = Math.round(LINEAR_BAR_HEIGHT[size] * pixelRatio);
    // Above and below the bars, the quiet zone of a QR code's size: the white panel frames them.
    const margin = QR_QUIET * unit;
    const pad = snapPadding(count * unit, pixelRatio);
    const start = LINEAR_QUIET * unit + Math.floor(pad / 2);
    canvas.width = count * unit + pad;
    canvas.height = barHeight + 2 * margin;
    paint = () => {
      // Runs of dark modules as one rectangle each: no seams between neighbouring bars.
      for (let i = 0; i < encoded.bars.length; ) {
        if (encoded.bars[i] !== '1') {
          i++;
          continue;
        }
        let end = i;
        while (encoded.bars[end] === '1') end++;
        ctx.fillRect(start + i * unit, margin, (end - i) * unit, barHeight);
        i = end;
      }
    };
  }
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  paint();
  // Shown at exactly its own pixels (the height follows the canvas's own aspect ratio).
  if (canvas.style) canvas.style.width = `${canvas.width / pixelRatio}px`;
  return { moduleWidth: unit };
}
