import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Modal } from './modal';
import { ModalActions, ModalBody, ModalMedia, ModalText, ModalTitle } from './modal-parts';
import type { ConfirmOptions } from './popup-store';

const VARIANTS: readonly string[] = ['primary', 'secondary', 'ghost', 'danger'] satisfies ButtonVariant[];

interface Props {
  titleId: string;
  options: ConfirmOptions;
  onAnswer: (answer: boolean) => void;
  /** False once answered: the dialog is on its way out. */
  open: boolean;
  /** Called when it has gone (the way out has played). */
  onGone: () => void;
}

export function ConfirmPopup({ titleId, options, onAnswer, open, onGone }: Props) {
  const { t } = useLingui();
  const custom = options.buttonClass;
  const variant = custom && VARIANTS.includes(custom) ? (custom as ButtonVariant) : 'primary';
  const extraClass = custom && !VARIANTS.includes(custom) ? custom : undefined;
  const textId = `${titleId}-text`;
  return (
    <Modal open={open} onGone={onGone} onClose={() => onAnswer(false)} labelledBy={titleId} describedBy={options.text ? textId : undefined} size="sm">
      {options.imageUrl ? <ModalMedia src={options.imageUrl} /> : null}
      <ModalBody>
        <ModalTitle id={titleId}>{options.title}</ModalTitle>
        {options.text ? <ModalText id={textId}>{options.text}</ModalText> : null}
      </ModalBody>
      <ModalActions>
        <Button variant={variant} className={extraClass} onClick={() => onAnswer(true)} data-autofocus>
          {options.yesLabel ?? t`Yes`}
        </Button>
        <Button variant="ghost" onClick={() => onAnswer(false)}>
          {options.cancelLabel ?? t`Cancel`}
        </Button>
      </ModalActions>
    </Modal>
  );
}
