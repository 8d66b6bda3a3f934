// The audience of a challenge, news item or prize in its editor: everyone, or the members of one segment.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { send } from '../../api';

export const useSegments = () => useQuery({ queryKey: ['segments'], queryFn: () => send('GET /segments') });

export function SegmentPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const segments = useSegments();
  return (
    <label className="segment-picker">
      {t`Audience`}
      <select value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
        <option value="">{t`Every member`}</option>
        {segments.data?.segments.map((s) => (
          <option key={s.id} value={s.id}>
            {t`Segment: ${s.name} (${s.members} members)`}
          </option>
        ))}
      </select>
      <span className="hint">
        <Trans>Only members of the segment see it, get its push and can use it.</Trans>
      </span>
    </label>
  );
}
