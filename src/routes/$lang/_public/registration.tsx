import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { RegistrationScreen } from '@/features/auth/registration-screen';
import { rememberReferralId } from '@/lib/pending-referral';
import { validateRegistrationSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/registration')({
  validateSearch: validateRegistrationSearch,
  beforeLoad: ({ search }) => {
    if (search.invite) rememberReferralId(search.invite);
  },
  staticData: { title: msg`Sign up`, routeName: 'registration', serverRendered: true },
  component: RegistrationScreen,
});
