import { i18n } from './i18n';

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category ("one", "few", "many", "other"…) of a number in the active language. */
export function pluralCategory(value: number, locale = i18n.locale): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(value);
}
