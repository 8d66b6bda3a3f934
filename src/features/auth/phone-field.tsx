import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/text-field';
import { stripLeadingNonDigit } from '@/lib/phone';

export interface PhoneFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The phone input: numeric keypad, autofill from the device, a typed leading "+" dropped (docs/product.md section 5). */
export function PhoneField({ value, onChange }: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Phone number`}
      name="phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="370 600 12345"
      hint={t`With the country code, e.g. 370 600 12345`}
      required
      value={value}
      onChange={(event) => onChange(stripLeadingNonDigit(event.target.value))}
    />
  );
}
