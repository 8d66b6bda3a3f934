import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/text-field';
import { stripLeadingNonDigit } from '@/lib/phone';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { phoneExample } from './phone';

export interface PhoneFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The phone input: numeric keypad, autofill from the device, a typed leading "+" dropped (docs/product.md section 5). */
export function PhoneField({ value, onChange }: PhoneFieldProps) {
  const { t } = useLingui();
  // Typed without the "+" (the field drops it), as the example shows.
  const example = phoneExample(useAtomValue(settingsAtom)?.phone_country).replace(/^\+/, '');
  return (
    <TextField
      label={t`Phone number`}
      name="phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={example}
      hint={t`With the country code, e.g. ${example}`}
      required
      value={value}
      onChange={(event) => onChange(stripLeadingNonDigit(event.target.value))}
    />
  );
}
