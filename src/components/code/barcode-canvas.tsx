import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { spellCode } from '@/lib/spell-code';
import styles from './barcode-canvas.module.css';
import type { BarcodeFit, BarcodeSize } from './draw-barcode';
import { isSquareSymbol } from './barcode-types';
import { useCodeRoom } from './use-code-room';

interface Props {
  barcodeType: string;
  code: string;
  size?: BarcodeSize;
  /** What a screen reader hears instead of the picture. */
  label: string;
  /** The code in text under the symbol, for a cashier to key in (when no code row follows it). */
  caption?: React.ReactNode;
}

/**
 * A barcode or QR code on a canvas, drawn again when its room or the device pixel ratio
 * changes; the encoder (precached) loads with the first one drawn.
 */
export function BarcodeCanvas({ barcodeType, code, size = 'normal', label, caption }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const room = useCodeRoom(panel);

  useEffect(() => {
    if (!room) return;
    let current = true;
    const fit: BarcodeFit = room;
    import('./draw-barcode')
      .then(({ drawBarcode }) => {
        if (!current || !canvas.current) return;
        drawBarcode(canvas.current, barcodeType, code, size, fit);
        setState('drawn');
      })
      .catch((error: unknown) => {
        console.error('The barcode could not be drawn', error);
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, [barcodeType, code, size, room]);

  const shape = isSquareSymbol(barcodeType) ? styles.square : styles.linear;
  return (
    <div ref={panel} className={[styles.barcode, shape, size === 'large' ? styles.large : ''].join(' ')} data-state={state}>
      {state === 'drawing' ? <Spinner size="md" className={styles.barcodeSpinner} /> : null}
      {state === 'failed' ? (
        <p className={styles.barcodeFailed} role="alert">
          <Trans>The barcode could not be drawn. Please show the code instead.</Trans>
        </p>
      ) : null}
      <canvas ref={canvas} role="img" aria-label={label} className={styles.canvas} hidden={state === 'failed'} data-barcode-type={barcodeType} />
      {caption}
    </div>
  );
}

/** The code in text under its symbol, as printed barcodes have it; screen readers hear it spelled. */
export function BarcodeCaption({ code }: { code: string }) {
  const { t } = useLingui();
  const spelled = spellCode(code);
  return (
    <p className={styles.caption} data-code-caption="">
      <span aria-hidden="true">{code}</span>
      <span className="visually-hidden">{t`Code: ${spelled}`}</span>
    </p>
  );
}
