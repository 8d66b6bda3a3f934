import { declineLithuanianName } from '@/i18n/declension';
import { useAtomValue } from '@/state/jotai';
import { userFullNameAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';

/** The name for "Hello, {name}!": Lithuanian greets in the vocative (docs/product.md section 5). */
export function useGreetingName() {
  const fullName = useAtomValue(userFullNameAtom);
  const lang = useAtomValue(currentLanguageAtom);
  return lang === 'lt' ? declineLithuanianName(fullName) : fullName;
}
