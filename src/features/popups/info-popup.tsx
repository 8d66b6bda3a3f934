import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';
import { ModalActions, ModalBody, ModalText, ModalTitle } from './modal-parts';
import type { InfoOptions } from './popup-store';

interface Props {
  titleId: string;
  options: InfoOptions;
  onAnswer: (answer: boolean) => void;
}

export function InfoPopup({ titleId, options, onAnswer }: Props) {
  const { t } = useLingui();
  const textId = `${titleId}-text`;
  return (
    <Modal open onClose={() => onAnswer(false)} labelledBy={options.title ? titleId : textId} size="sm">
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
