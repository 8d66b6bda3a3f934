// Reward codes on screen (economy and PWA specs).
import { expect, type Locator } from '@playwright/test';

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
