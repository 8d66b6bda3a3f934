// Paints a code on a canvas at the device pixel ratio: every module a whole number of device
// pixels wide, the canvas shown at exactly its own pixels (no browser scaling blurs a module edge,
// not even when the symbol is wider than its room: the stylesheet centres it and lets it overflow),
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
/** The least a linear symbol's quiet zone may shrink to when the room is one module short (ISO/IEC 15417). */
export const LINEAR_QUIET_MIN = 10;

// Widest module worth drawing (CSS px), and the bars' height (CSS px), per size.
const LINEAR_MODULE_MAX = { normal: 3, large: 5 };
const LINEAR_BAR_HEIGHT = { normal: 96, large: 160 };
const QR_MODULE_MAX = { normal: 8, large: 16 };
/** The width assumed before the page is measured (and in tests without layout). */
const FALLBACK_WIDTH = { normal: 320, large: 640 };

/**
 * Whole device pixels per module: the widest (capped) for which the symbol and its snap padding fit
 * the room; one pixel, the least there is, when nothing fits (the canvas then overflows, unscaled).
 */
function modulePixels(modules: number, fit: BarcodeFit, maxCss: number) {
  const room = Math.floor(fit.width * fit.pixelRatio);
  for (let unit = Math.max(1, Math.floor(maxCss * fit.pixelRatio)); unit > 1; unit--) {
    if (modules * unit + snapPadding(modules * unit, fit.pixelRatio) <= room) return unit;
  }
  return 1;
}

/** Whether `modules` one device pixel wide (with snap padding) fit the room. */
function fitsAtOnePixel(modules: number, fit: BarcodeFit) {
  return modules + snapPadding(modules, fit.pixelRatio) <= Math.floor(fit.width * fit.pixelRatio);
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
    // A 21-character card at 320 px and 1x needs 288 pixels with 11 modules each side, and gets 286:
    // the standard's 10 then fit, where a browser shrinking the canvas would blur every bar.
    const quiet = fitsAtOnePixel(encoded.bars.length + 2 * LINEAR_QUIET, room) ? LINEAR_QUIET : LINEAR_QUIET_MIN;
    const count = encoded.bars.length + 2 * quiet;
    unit = modulePixels(count, room, LINEAR_MODULE_MAX[size]);
    const barHeight = Math.round(LINEAR_BAR_HEIGHT[size] * pixelRatio);
    // Above and below the bars, the quiet zone of a QR code's size: the white panel frames them.
    const margin = QR_QUIET * unit;
    const pad = snapPadding(count * unit, pixelRatio);
    const start = quiet * unit + Math.floor(pad / 2);
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
