import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { WaitlistScreen } from '@/features/auth/waitlist-screen';
import { optionalString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/waitlist-invitation')({
  validateSearch: (search: Record<string, unknown>): { phone?: string } => ({ phone: optionalString(search.phone) }),
  staticData: { title: msg`Join the waitlist`, routeName: 'waitlist-invitation', serverRendered: true },
  component: WaitlistScreen,
});
