// Reward codes on screen (economy, PWA and reward-codes specs): drawn, and read back by a real decoder.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Locator } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** The barcode or QR code is drawn on a canvas and not blank. */
export async function expectDrawn(symbol: Locator) {
  await expect(symbol).toBeVisible();
  await expect
    .poll(() =>
      symbol.evaluate((canvas: HTMLCanvasElement) => {
        if (!canvas.width || !canvas.height) return 0;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) dark++;
        return dark;
      }),
    )
    .toBeGreaterThan(100);
}

let ready: Promise<unknown> | undefined;

/** zxing-cpp (WebAssembly) from the installed package: nothing is fetched from the network. */
function decoder() {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(wasmPath)).buffer as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/**
 * Decodes a screenshot (PNG) as a scanner would: no hints about where the code is, only the
 * symbologies a till reads. Returns every text found with its format.
 */
export async function decodePng(png: Uint8Array) {
  await decoder();
  const results = await readBarcodes(png, {
    formats: ['QRCode', 'Code128', 'EAN13', 'EAN8', 'UPCA', 'ITF', 'ITF14'],
    tryHarder: false,
    maxNumberOfSymbols: 4,
  });
  return results.filter((r) => r.isValid).map((r) => ({ text: r.text, format: r.format }));
}
