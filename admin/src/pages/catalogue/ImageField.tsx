// A picture for a prize or a category: a preview of the one chosen, a file to upload instead, or none.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/Notice';
import type { ImageUploaded } from './types';

const MAX_BYTES = 4 * 1024 * 1024;

export function ImageField({ imageId, onChange }: { imageId: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_BYTES) throw new Error('too large');
      return call<ImageUploaded>('/images', { method: 'POST', body: file });
    },
    onSuccess: (image) => onChange(image.id),
  });
  const tooLarge = upload.error instanceof Error && upload.error.message === 'too large';
  return (
    <fieldset className="image-field">
      <legend><Trans>Picture</Trans></legend>
      {imageId !== null ? (
        <figure>
          <img src={`/image/i.${imageId}/w.160:h.160:f.0/image.png`} alt="" width={160} height={160} />
          <figcaption className="hint"><Trans>Chosen now</Trans></figcaption>
        </figure>
      ) : (
        <p className="hint"><Trans>No picture yet.</Trans></p>
      )}
      <label>
        <Trans>Upload a PNG, JPEG or WebP picture (at most 4 MB)</Trans>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </label>
      {upload.isPending && <p role="status"><Trans>Uploading…</Trans></p>}
      {upload.isError && <Notice kind="error">{tooLarge ? t`The picture is larger than 4 MB.` : errorText(upload.error)}</Notice>}
      {imageId !== null && (
        <button type="button" className="secondary" onClick={() => onChange(null)}>
          <Trans>Remove the picture</Trans>
        </button>
      )}
    </fieldset>
  );
}
