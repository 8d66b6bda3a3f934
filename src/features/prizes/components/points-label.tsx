import { Plural } from '@lingui/react/macro';
import { formatPoints } from '@/i18n/format';

/** "120 points", without digit grouping (as the count-up prints points), with the language's plural. */
export function PointsLabel({ value }: { value: number }) {
  const shown = formatPoints(value);
  return <Plural value={value} one={`${shown} point`} other={`${shown} points`} />;
}
