// The country whose phone numbers the programme expects (PHONE_COUNTRY, else the one country of
// ALLOWED_PHONE_PREFIXES): the app names it, with its calling code and an example, when a number is mistyped.
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneCountry } from '../../../contract';
import type { Config } from '../../config';

function regionOfPrefix(prefix: string): CountryCode | undefined {
  const digits = prefix.replace(/\D/g, '');
  const regions = getCountries().filter((region) => getCountryCallingCode(region) === digits);
  return regions.length === 1 ? regions[0] : undefined;
}

export function phoneCountry(config: Pick<Config, 'PHONE_COUNTRY' | 'ALLOWED_PHONE_PREFIXES'>): PhoneCountry | null {
  const prefixes = config.ALLOWED_PHONE_PREFIXES;
  const region = (config.PHONE_COUNTRY as CountryCode | undefined) ?? (prefixes.length === 1 ? regionOfPrefix(prefixes[0]!) : undefined);
  if (!region || !getCountries().includes(region)) return null;
  return {
    region,
    calling_code: getCountryCallingCode(region),
    example: getExampleNumber(region, examples)?.formatInternational() ?? '',
  };
}
