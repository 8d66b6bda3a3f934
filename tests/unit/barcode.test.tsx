// Reward codes drawn by bwip-js: each barcode_type goes to its own symbology, spelled labels.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawBarcode } from '@/features/rewards/code/draw-barcode';
import { isSquareSymbol, normaliseBarcodeType } from '@/features/rewards/code/barcode-types';
import { spellCode } from '@/features/rewards/code/spell-code';

const bwip = vi.hoisted(() => {
  const draw = () => vi.fn((canvas: unknown, _opts: Record<string, unknown>) => canvas);
  return { qrcode: draw(), code128: draw(), ean13: draw(), ean8: draw(), upca: draw(), upce: draw(), code39: draw(), itf14: draw(), interleaved2of5: draw(), datamatrix: draw(), azteccode: draw(), pdf417: draw() };
});
vi.mock('bwip-js/browser', () => bwip);

const canvas = {} as HTMLCanvasElement;

beforeEach(() => {
  for (const fn of Object.values(bwip)) fn.mockClear();
});

describe('drawBarcode', () => {
  it.each([
    ['QRCODE', 'qrcode'],
    ['qr', 'qrcode'],
    ['CODE128', 'code128'],
    ['Code_128', 'code128'],
    ['EAN13', 'ean13'],
    ['ean-8', 'ean8'],
    ['UPCA', 'upca'],
    ['ITF14', 'itf14'],
    ['ITF', 'interleaved2of5'],
    ['DATAMATRIX', 'datamatrix'],
    ['SOMETHING-NEW', 'code128'],
  ] as const)('%s is drawn with %s', (type, fn) => {
    drawBarcode(canvas, type, 'ABC123', 'normal');
    expect(bwip[fn]).toHaveBeenCalledTimes(1);
    expect(bwip[fn].mock.calls[0]![0]).toBe(canvas);
    expect(bwip[fn].mock.calls[0]![1]).toMatchObject({ bcid: fn, text: 'ABC123', backgroundcolor: 'FFFFFF' });
  });

  it('draws bigger in full-screen mode', () => {
    drawBarcode(canvas, 'QRCODE', 'A', 'normal');
    drawBarcode(canvas, 'QRCODE', 'A', 'large');
    const [normal, large] = bwip.qrcode.mock.calls.map((call) => call[1].scale as number);
    expect(large!).toBeGreaterThan(normal!);
  });

  it('keeps the human-readable text out of linear barcodes (the page shows it when it should)', () => {
    drawBarcode(canvas, 'CODE128', 'A1', 'normal');
    expect(bwip.code128.mock.calls[0]![1]).toMatchObject({ includetext: false });
  });
});

describe('helpers', () => {
  it('normalises type names like the server', () => {
    expect(normaliseBarcodeType('ean-13')).toBe('EAN13');
    expect(normaliseBarcodeType('qr')).toBe('QRCODE');
  });

  it('knows square symbols', () => {
    expect(isSquareSymbol('QRCODE')).toBe(true);
    expect(isSquareSymbol('datamatrix')).toBe(true);
    expect(isSquareSymbol('EAN13')).toBe(false);
  });

  it('spells codes character by character for screen readers', () => {
    expect(spellCode('4HV5A4')).toBe('4 H V 5 A 4');
    expect(spellCode('AB 12')).toBe('A B 1 2');
  });
});
