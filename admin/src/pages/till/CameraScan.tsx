// Scanning with the camera where the browser has BarcodeDetector; elsewhere the code is typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const FORMATS = ['qr_code', 'code_128', 'ean_13', 'ean_8', 'upc_a', 'itf'];

const detectorClass = () => (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
export const canScan = () => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);

export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const Detector = detectorClass()!;
    const detector = new Detector({ formats: FORMATS });
    const look = async () => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      if (found?.rawValue) latest.current(found.rawValue);
      else timer = window.setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  if (failed) return <p role="alert"><Trans>The camera could not be opened. Type the code instead.</Trans></p>;
  return <video ref={video} className="camera" muted playsInline aria-label={t`Camera`} />;
}
