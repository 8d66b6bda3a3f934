// The end of every form that texts a sign-in code (sign-in by phone, sign-up): the number, the bot check
// when one is configured, the error and the button that sends the code.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PhoneField } from './phone-field';
import { SignInError } from './sign-in-error';
import { Turnstile } from './turnstile';
import type { usePhoneSignIn } from './use-phone-sign-in';

interface Props {
  signIn: ReturnType<typeof usePhoneSignIn>;
  phone: string;
  onPhoneChange: (phone: string) => void;
  ready: boolean;
  submitLabel: ReactNode;
}

export function PhoneCodeFields({ signIn, phone, onPhoneChange, ready, submitLabel }: Props) {
  return (
    <>
      <PhoneField value={phone} onChange={onPhoneChange} />
      {signIn.turnstileKey ? (
        <Turnstile siteKey={signIn.turnstileKey} language={signIn.lang} onToken={signIn.setTurnstileToken} resetKey={signIn.turnstileReset} />
      ) : null}
      <SignInError error={signIn.error} />
      <Button type="submit" size="lg" block loading={signIn.submitting} disabled={!ready}>
        {submitLabel}
      </Button>
    </>
  );
}
