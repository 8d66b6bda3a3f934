import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';
import { ModalActions, ModalBody, ModalText, ModalTitle } from './modal-parts';
import type { InfoOptions } from './popup-store';

interface Props {
  titleId: string;
  options: InfoOptions;
  onAnswer: (answer: boolean) => void;
  /** False once answered: the dialog is on its way out. */
  open: boolean;
  /** Called when it has gone (the way out has played). */
  onGone: () => void;
}

export function InfoPopup({ titleId, options, onAnswer, open, onGone }: Props) {
  const { t } = useLingui();
  const textId = `${titleId}-text`;
  return (
    <Modal open={open} onGone={onGone} onClose={() => onAnswer(false)} labelledBy={options.title ? titleId : textId} size="sm">
      <ModalBody>
        {options.title ? <ModalTitle id={titleId}>{options.title}</ModalTitle> : null}
        <ModalText id={textId}>{options.text}</ModalText>
      </ModalBody>
      <ModalActions>
        <Button variant="primary" onClick={() => onAnswer(true)} data-autofocus>
          {options.closeLabel ?? t`Close`}
        </Button>
      </ModalActions>
    </Modal>
  );
}
