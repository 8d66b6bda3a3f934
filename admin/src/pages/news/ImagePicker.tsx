// The item's picture: upload a PNG, JPEG or WebP (stored by the server), see it, or remove it.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { call } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/Notice';
import type { ImageStored } from './types';

const TYPES = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

export function ImagePicker({ imageId, onChange }: { imageId: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const hintId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => call<ImageStored>('/images', { method: 'POST', body: file }),
    onSuccess: (stored) => onChange(stored.id),
  });
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > MAX_BYTES);
    if (file.size <= MAX_BYTES) upload.mutate(file);
  };
  return (
    <fieldset className="news-image-picker">
      <legend><Trans>Picture</Trans></legend>
      {imageId ? (
        <div className="image-preview">
          <img src={`/image/i.${imageId}/w.600:h.400:f.0/image.png`} alt={t`Chosen for this news item`} width={300} height={200} />
          <button type="button" className="secondary" onClick={() => onChange(null)}><Trans>Remove the picture</Trans></button>
        </div>
      ) : (
        <p className="hint"><Trans>No picture.</Trans></p>
      )}
      <label>
        {imageId ? <Trans>Replace with another picture</Trans> : <Trans>Upload a picture</Trans>}
        <input type="file" accept={TYPES} aria-describedby={hintId} onChange={(e) => pick(e.currentTarget.files)} disabled={upload.isPending} />
      </label>
      <p id={hintId} className="hint"><Trans>PNG, JPEG or WebP, at most 5 MB. Shown 600 × 400, cropped to fit.</Trans></p>
      {upload.isPending && <p role="status"><Trans>Uploading…</Trans></p>}
      {tooLarge && <Notice kind="error">{t`This file is larger than 5 MB. Choose a smaller picture.`}</Notice>}
      {upload.isError && <Notice kind="error">{errorText(upload.error)}</Notice>}
    </fieldset>
  );
}
