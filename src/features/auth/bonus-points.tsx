import { Select } from '@lingui/react/macro';
import { formatPoints } from '@/i18n/format';
import { pluralCategory } from '@/i18n/plural-category';

/**
 * "+50 points" of a bonus, on the signed-out first screens. Not lingui's Plural: that builds a number
 * formatter for every plural it writes, and a page's first one costs about 0.1 s of main thread on a
 * phone. The word's form is chosen by the language's plural rules all the same (pluralCategory).
 */
export function BonusPoints({ value }: { value: number }) {
  const shown = formatPoints(value);
  const form = pluralCategory(value);
  return <Select value={form} _one={`+${shown} point`} other={`+${shown} points`} />;
}
