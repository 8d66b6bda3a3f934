// A picture for a challenge, an option, a news item, a prize or a category: uploaded through
// POST /images (stored resized by the server), shown, replaced or removed; the form keeps its image id.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { send } from '../api';
import { useErrorText } from '../errors';
import { FieldProblems } from './field-problems';
import { Notice } from './notice';

const TYPES = 'image/png,image/jpeg,image/webp,image/gif';
/** The server's limit (server/services/console/images.ts), checked before sending the file. */
const MAX_BYTES = 5 * 1024 * 1024;

/** Wide: a challenge's or a news item's picture (3:2); square: an option's, a prize's, a category's. */
export type ImageShape = 'wide' | 'square';

export const imageSrc = (id: number, shape: ImageShape = 'wide') =>
  shape === 'wide' ? `/image/i.${id}/w.600:h.400:f.0/image.png` : `/image/i.${id}/w.160:h.160:f.0/image.png`;

interface Props {
  /** Names the file input, and the picture to a screen reader. */
  label: string;
  imageId: number | null;
  onChange: (id: number | null) => void;
  shape?: ImageShape;
  /** What the server said is wrong with this picture, already in words. */
  problems?: string[];
}

export function ImagePicker({ label, imageId, onChange, shape = 'wide', problems }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const inputId = useId();
  const hintId = useId();
  const problemsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => send('POST /images', { body: file }),
    onSuccess: (stored) => onChange(stored.id),
    // The input is disabled while the file goes up, which takes the focus away: it gets it back.
    onSettled: () => requestAnimationFrame(() => input.current?.focus()),
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > MAX_BYTES);
    if (file.size <= MAX_BYTES) upload.mutate(file);
  };
  const described = [hintId, problems?.length ? problemsId : ''].filter(Boolean).join(' ');
  return (
    <div className={`image-picker ${shape}`}>
      {imageId ? (
        <img src={imageSrc(imageId, shape)} alt={t`Chosen now: ${label}`} />
      ) : (
        <div className="image-empty"><Trans>No picture yet.</Trans></div>
      )}
      <div className="image-controls">
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={TYPES}
          disabled={upload.isPending}
          aria-describedby={described}
          aria-invalid={problems?.length ? true : undefined}
          onChange={(e) => pick(e.currentTarget.files?.[0])}
        />
        <p id={hintId} className="hint"><Trans>PNG, JPEG, WebP or GIF, at most 5 MB.</Trans></p>
        <p aria-live="polite">{upload.isPending ? <Trans>Uploading the picture…</Trans> : null}</p>
        {imageId ? (
          <button
            type="button"
            className="secondary small"
            onClick={() => {
              onChange(null);
              input.current?.focus();
            }}
          >
            <Trans>Remove the picture</Trans>
            <span className="visually-hidden"> ({label})</span>
          </button>
        ) : null}
        {tooLarge && <Notice kind="error">{t`This file is larger than 5 MB. Choose a smaller picture.`}</Notice>}
        {upload.isError && <Notice kind="error">{errorText(upload.error)}</Notice>}
        <FieldProblems id={problemsId} problems={problems} />
      </div>
    </div>
  );
}
