// The reward's code as its code_media asks: code (text only), barcode (picture only) or
// code_barcode (both); a barcode alone has its code in text under the bars. Screen readers hear
// the code spelled out, character by character.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reward } from '@contract/economy';
import { BarcodeCanvas, BarcodeCaption } from '@/components/code/barcode-canvas';
import { isSquareSymbol } from '@/components/code/barcode-types';
import type { BarcodeSize } from '@/components/code/draw-barcode';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { toast } from '@/features/toasts/toast';
import { copyText } from '@/lib/copy-text';
import { spellCode } from '@/lib/spell-code';
import styles from './reward-code.module.css';

type CodeFields = Pick<Reward, 'code_media' | 'reward_code' | 'barcode_type'>;

export function RewardCode({ reward, size = 'normal', dimmed = false }: { reward: CodeFields; size?: BarcodeSize; dimmed?: boolean }) {
  const { t } = useLingui();
  const spelled = spellCode(reward.reward_code);
  const kind = isSquareSymbol(reward.barcode_type) ? t`QR code` : t`Barcode`;
  return (
    <div className={styles.view} data-size={size} data-dimmed={dimmed || undefined}>
      {reward.code_media !== 'code' ? (
        <BarcodeCanvas
          barcodeType={reward.barcode_type}
          code={reward.reward_code}
          size={size}
          label={t`${kind}: ${spelled}`}
          // Without a code row under it, the symbol carries its code in text, as printed barcodes do.
          caption={reward.code_media === 'barcode' ? <BarcodeCaption code={reward.reward_code} /> : undefined}
        />
      ) : null}
      {reward.code_media !== 'barcode' ? <CodeText code={reward.reward_code} spelled={spelled} large={size === 'large'} /> : null}
    </div>
  );
}

function CodeText({ code, spelled, large }: { code: string; spelled: string; large: boolean }) {
  const { t } = useLingui();
  const copy = async () => {
    if (await copyText(code)) toast.success(t`Code copied`);
    else toast.error(t`The code could not be copied. Please copy it by hand.`);
  };
  return (
    <div className={styles.textRow}>
      <p className={styles.code} data-large={large || undefined}>
        <span aria-hidden="true">{code}</span>
        <span className="visually-hidden">{t`Code: ${spelled}`}</span>
      </p>
      {large ? null : (
        <Button variant="secondary" size="sm" icon={<CopyIcon size={18} />} onClick={() => void copy()} aria-label={t`Copy code ${spelled}`}>
          <Trans>Copy</Trans>
        </Button>
      )}
    </div>
  );
}
