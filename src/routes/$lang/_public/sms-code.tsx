import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SmsCodeScreen } from '@/features/auth/sms-code-screen';
import { optionalString, validateRedirectSearch } from '@/lib/search-params';

export interface SmsCodeSearch {
  phone?: string;
  redirectTo?: string;
}

export const Route = createFileRoute('/$lang/_public/sms-code')({
  validateSearch: (search: Record<string, unknown>): SmsCodeSearch => ({
    phone: optionalString(search.phone),
    ...validateRedirectSearch(search),
  }),
  staticData: { title: msg`Enter the code`, routeName: 'sms-code' },
  component: SmsCodeScreen,
});
