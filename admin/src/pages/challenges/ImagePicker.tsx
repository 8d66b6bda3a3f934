// Uploads a picture (stored resized by the server) and shows it; the challenge keeps its image id.
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { call } from '../../api';
import { useErrorText } from '../../errors';
import { Notice } from '../../ui/Notice';

export const imageSrc = (id: number, size: 'large' | 'small' = 'large') =>
  size === 'large' ? `/image/i.${id}/w.600:h.400:f.0/image.png` : `/image/i.${id}/w.160:h.160:f.0/image.png`;

interface Props {
  label: string;
  imageId: number | null;
  onChange: (id: number | null) => void;
  size?: 'large' | 'small';
  problems?: string[];
}

export function ImagePicker({ label, imageId, onChange, size = 'large', problems }: Props) {
  const errorText = useErrorText();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const image = await call<{ id: number }>('/images', { method: 'POST', body: file });
      onChange(image.id);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`image-picker ${size}`}>
      {imageId ? <img src={imageSrc(imageId, size)} alt="" /> : <div className="image-empty" aria-hidden="true" />}
      <div className="image-controls">
        <label htmlFor={inputId}>{label}</label>
        <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp,image/gif" disabled={busy} onChange={(e) => void upload(e.currentTarget.files?.[0])} />
        {busy && <p role="status"><Trans>Uploading the picture…</Trans></p>}
        {imageId ? (
          <button type="button" className="secondary small" onClick={() => onChange(null)}>
            <Trans>Remove the picture</Trans>
          </button>
        ) : null}
        {error ? <Notice kind="error">{errorText(error)}</Notice> : null}
        {problems?.map((p) => <p key={p} className="field-problem">{p}</p>)}
      </div>
    </div>
  );
}
