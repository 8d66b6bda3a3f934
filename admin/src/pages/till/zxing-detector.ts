// BarcodeDetector's stand-in where the browser has none (Chromium on Linux, Firefox): zxing-wasm's
// reader. Its .wasm comes from the console's own build, never from a CDN; this module is imported
// only when the camera starts without BarcodeDetector, so other browsers never download it.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128', 'EAN13', 'EAN8', 'UPCA', 'ITF'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** Loads the decoder; the answer reads the codes in a video's current frame, as BarcodeDetector.detect does. */
export async function loadZxingDetector() {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video: HTMLVideoElement): Promise<{ rawValue: string }[]> {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || !width || !height) return [];
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const results = await readBarcodes(context.getImageData(0, 0, width, height), OPTIONS);
      return results.filter((r) => r.isValid && r.text).map((r) => ({ rawValue: r.text }));
    },
  };
}
