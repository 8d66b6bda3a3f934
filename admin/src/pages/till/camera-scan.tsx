// Scanning with the camera: the browser's BarcodeDetector where there is one, else the zxing-wasm
// decoder, loaded only now (zxing-detector.ts). Without a camera the code is typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const FORMATS = ['qr_code', 'code_128', 'ean_13', 'ean_8', 'upc_a', 'itf'];

const detectorClass = () => (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
export const canScan = () => Boolean(navigator.mediaDevices?.getUserMedia);

async function loadDetector(): Promise<Detector> {
  const Native = detectorClass();
  if (Native) return new Native({ formats: FORMATS });
  const { loadZxingDetector } = await import('./zxing-detector');
  return loadZxingDetector();
}

export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const look = async (detector: Detector) => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      if (stopped) return;
      if (found?.rawValue) latest.current(found.rawValue);
      else timer = window.setTimeout(() => void look(detector), 250);
    };
    Promise.all([loadDetector(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })])
      .then(async ([detector, s]) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        setReady(true);
        void look(detector);
      })
      .catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  if (failed) return <p role="alert"><Trans>The camera could not be opened. Type the code instead.</Trans></p>;
  return (
    <>
      <video ref={video} className="camera" muted playsInline aria-label={t`Camera`} />
      <p role="status" className="hint">{ready ? <Trans>Hold the code in front of the camera.</Trans> : <Trans>Starting the camera…</Trans>}</p>
    </>
  );
}
