import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Modal } from './modal';
import { ModalActions, ModalBody, ModalText, ModalTitle } from './modal-parts';
import type { MessageOptions } from './popup-store';

// dompurify is only needed once a message shows, so it loads then instead of with the first page.
function sanitize(html: string): Promise<string> {
  return import('dompurify').then(({ default: purify }) => purify.sanitize(html, { ADD_ATTR: ['target'] }));
}

interface Props {
  titleId: string;
  options: MessageOptions;
  onAnswer: (answer: boolean) => void;
  /** False once answered: the dialog is on its way out. */
  open: boolean;
  /** Called when it has gone (the way out has played). */
  onGone: () => void;
}

export function MessagePopup({ titleId, options, onAnswer, open, onGone }: Props) {
  const { t } = useLingui();
  const [safeHtml, setSafeHtml] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void sanitize(options.html).then((clean) => {
      if (live) setSafeHtml(clean);
    });
    return () => {
      live = false;
    };
  }, [options.html]);

  const textId = `${titleId}-text`;
  return (
    <Modal open={open} onGone={onGone} onClose={() => onAnswer(false)} labelledBy={options.title ? titleId : textId} describedBy={options.title ? textId : undefined} size="sm">
      <ModalBody>
        {options.title ? <ModalTitle id={titleId}>{options.title}</ModalTitle> : null}
        {safeHtml === null ? (
          <Spinner size="md" />
        ) : (
          <ModalText id={textId} dangerouslySetInnerHTML={{ __html: safeHtml }} />
        )}
      </ModalBody>
      <ModalActions>
        <Button variant="primary" onClick={() => onAnswer(true)} data-autofocus>
          {options.confirmLabel ?? t`OK`}
        </Button>
        {options.cancelLabel ? (
          <Button variant="ghost" onClick={() => onAnswer(false)}>
            {options.cancelLabel}
          </Button>
        ) : null}
      </ModalActions>
    </Modal>
  );
}
