// Reward codes: each barcode_type as its own symbology (checked module by module against the
// standards' tables), drawn with whole pixels per module; spelled labels.
import { describe, expect, it } from 'vitest';
import { drawBarcode, LINEAR_QUIET, QR_QUIET } from '@/components/code/draw-barcode';
import { encodeBarcode } from '@/components/code/encode-barcode';
import { isSquareSymbol, normaliseBarcodeType } from '@/components/code/barcode-types';
import { spellCode } from '@/lib/spell-code';

const CODE128_STOP = '1100011101011';
/** Start A, B and C (values 103, 104, 105). */
const CODE128_STARTS = ['11010000100', '11010010000', '11010011100'];

const linearBars = (type: string, text: string) => {
  const encoded = encodeBarcode(type, text);
  if (encoded.kind !== 'linear') throw new Error('not linear');
  return encoded.bars;
};

describe('encodeBarcode', () => {
  it('encodes EAN-13 as the standard tables say (first digit 4: parity LGLLGG)', () => {
    const left = ['0001101', '0100111', '0101111', '0111101', '0001001', '0110011'];
    const right = ['1000010', '1000010', '1000010', '1110100', '1000010', '1100110'];
    expect(linearBars('ean-13', '4006381333931')).toBe(`101${left.join('')}01010${right.join('')}101`);
  });

  it('encodes Code 128 with its start, checksum and stop: digits pair up in code set C', () => {
    const bars = linearBars('CODE128', '123456');
    expect(bars.slice(0, 11)).toBe(CODE128_STARTS[2]);
    expect(bars.endsWith(CODE128_STOP)).toBe(true);
    // start + 3 digit pairs + checksum, 11 modules each, and the 13-module stop.
    expect(bars).toHaveLength(11 * 5 + 13);
  });

  it('encodes QRCODE as a QR code with its finder patterns', () => {
    const encoded = encodeBarcode('qr', 'K7Q2M9X4PD');
    if (encoded.kind !== 'matrix') throw new Error('not a QR code');
    const { modules } = encoded;
    expect(modules).toHaveLength(21);
    const finderTop = modules[0]!.slice(0, 7);
    const finderSecond = modules[1]!.slice(0, 7);
    expect(finderTop.every(Boolean)).toBe(true);
    expect(finderSecond).toEqual([true, false, false, false, false, false, true]);
    expect(modules[0]!.slice(-7).every(Boolean)).toBe(true);
    expect(modules[20]!.slice(0, 7).every(Boolean)).toBe(true);
  });

  it.each([
    ['EAN13', '123'],
    ['DATAMATRIX', 'ABC123'],
    ['SOMETHING-NEW', 'ABC123'],
  ])('draws %s %s as Code 128 (a code that does not fit, a type not issued)', (type, text) => {
    const bars = linearBars(type, text);
    expect(CODE128_STARTS).toContain(bars.slice(0, 11));
    expect(bars.endsWith(CODE128_STOP)).toBe(true);
  });

  it('encodes EAN-8, UPC-A and ITF-14 codes the server issues', () => {
    expect(linearBars('EAN8', '20123451')).toHaveLength(67);
    expect(linearBars('UPCA', '212345678909')).toHaveLength(95);
    expect(linearBars('ITF14', '21234567890122').startsWith('1010')).toBe(true);
  });
});

/** A canvas whose 2D context records the dark rectangles painted. */
function recordingCanvas() {
  const dark: number[][] = [];
  const ctx = {
    fillStyle: '',
    fillRect(x: number, y: number, w: number, h: number) {
      if (ctx.fillStyle === '#000') dark.push([x, y, w, h]);
    },
  };
  const canvas = { width: 0, height: 0, style: {} as Record<string, string>, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, dark };
}

/** The modules as painted, back from the rectangles: '1' dark, '0' light, one character per module. */
function paintedModules(dark: number[][], unit: number, count: number) {
  const row = Array.from({ length: count }, () => '0');
  for (const [x, , w] of dark) for (let i = x! / unit; i < (x! + w!) / unit; i++) row[i] = '1';
  return row.join('');
}

describe('drawBarcode', () => {
  it.each([1, 2, 3, 1.5, 2.625])('paints whole device pixels per module at pixel ratio %s, with 11 modules of quiet zone', (pixelRatio) => {
    const { canvas, dark } = recordingCanvas();
    const { moduleWidth } = drawBarcode(canvas, 'EAN13', '4006381333931', 'normal', { width: 300, pixelRatio });
    const bars = linearBars('EAN13', '4006381333931');
    const count = bars.length + 2 * LINEAR_QUIET;
    expect(Number.isInteger(moduleWidth)).toBe(true);
    // Padded (white) to a CSS width of whole 1/64 px, the browser's layout unit.
    const pad = canvas.width - count * moduleWidth;
    expect(pad).toBeGreaterThanOrEqual(0);
    expect(pad).toBeLessThan(64);
    expect(((canvas.width * 64) / pixelRatio) % 1).toBeCloseTo(0, 6);
    // As wide as 300 CSS px allow, never wider.
    expect(canvas.width).toBeLessThanOrEqual(300 * pixelRatio);
    expect(canvas.width + count).toBeGreaterThan(Math.min(300 * pixelRatio, count * 3 * pixelRatio));
    // Shown at its own pixels: one canvas pixel on one device pixel.
    expect(canvas.style.width).toBe(`${canvas.width / pixelRatio}px`);
    const shift = Math.floor(pad / 2);
    for (const [x, , w] of dark) {
      expect((x! - shift) % moduleWidth).toBe(0);
      expect(w! % moduleWidth).toBe(0);
    }
    const modules = dark.map(([x, y, w, h]) => [x! - shift, y!, w!, h!]);
    expect(paintedModules(modules, moduleWidth, count)).toBe('0'.repeat(LINEAR_QUIET) + bars + '0'.repeat(LINEAR_QUIET));
  });

  it('draws one device pixel a module when the room is narrow (a 1x phone), never less', () => {
    const { canvas } = recordingCanvas();
    const { moduleWidth } = drawBarcode(canvas, 'CODE128', 'ABCDEFGHJKLM', 'normal', { width: 200, pixelRatio: 1 });
    expect(moduleWidth).toBe(1);
    expect(canvas.width).toBe(linearBars('CODE128', 'ABCDEFGHJKLM').length + 2 * LINEAR_QUIET);
  });

  it('fits a 21-character card into 286 px at 1x with the standard 10 modules of quiet zone, never wider', () => {
    // A card token (M and 20 characters, no digit runs): 266 modules, 288 pixels with 11 each side.
    const token = 'MABCDEFGHJKLMNPQRSTUV';
    const bars = linearBars('CODE128', token);
    expect(bars.length + 2 * LINEAR_QUIET).toBeGreaterThan(286);
    const { canvas, dark } = recordingCanvas();
    const { moduleWidth } = drawBarcode(canvas, 'CODE128', token, 'large', { width: 286, pixelRatio: 1 });
    expect(moduleWidth).toBe(1);
    expect(canvas.width).toBeLessThanOrEqual(286);
    expect(canvas.style.width).toBe(`${canvas.width}px`);
    const count = bars.length + 20;
    expect(paintedModules(dark, 1, count)).toBe('0'.repeat(10) + bars + '0'.repeat(10));
  });

  it('counts the snap padding in the room: at 2.625 the canvas stays within it', () => {
    const { canvas } = recordingCanvas();
    drawBarcode(canvas, 'CODE128', 'MABCDEFGHJKLMNPQRSTUV', 'large', { width: 330, pixelRatio: 2.625 });
    expect(canvas.width).toBeLessThanOrEqual(Math.floor(330 * 2.625));
  });

  it('keeps 4 modules of quiet zone round a QR code, and draws bigger in full-screen mode', () => {
    const normal = recordingCanvas();
    const large = recordingCanvas();
    const fit = { width: 600, pixelRatio: 2 };
    const small = drawBarcode(normal.canvas, 'QRCODE', 'A', 'normal', fit);
    const big = drawBarcode(large.canvas, 'QRCODE', 'A', 'large', fit);
    expect(big.moduleWidth).toBeGreaterThan(small.moduleWidth);
    // At a whole pixel ratio no padding is needed.
    expect(normal.canvas.width).toBe((21 + 2 * QR_QUIET) * small.moduleWidth);
    const first = normal.dark[0]!;
    expect(first[0]).toBe(QR_QUIET * small.moduleWidth);
    expect(first[1]).toBe(QR_QUIET * small.moduleWidth);
    // At 3x the width becomes a multiple of 3 device pixels (a whole 1/64 CSS px).
    const three = recordingCanvas();
    drawBarcode(three.canvas, 'QRCODE', 'A', 'normal', { width: 100, pixelRatio: 3 });
    expect(three.canvas.width % 3).toBe(0);
    expect(three.canvas.height).toBe(three.canvas.width);
  });
});

describe('helpers', () => {
  it('normalises type names like the server', () => {
    expect(normaliseBarcodeType('ean-13')).toBe('EAN13');
    expect(normaliseBarcodeType('qr')).toBe('QRCODE');
  });

  it('knows square symbols', () => {
    expect(isSquareSymbol('QRCODE')).toBe(true);
    expect(isSquareSymbol('qr')).toBe(true);
    expect(isSquareSymbol('EAN13')).toBe(false);
  });

  it('spells codes character by character for screen readers', () => {
    expect(spellCode('4HV5A4')).toBe('4 H V 5 A 4');
    expect(spellCode('AB 12')).toBe('A B 1 2');
  });
});
