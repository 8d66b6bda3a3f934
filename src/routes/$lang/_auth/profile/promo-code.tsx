import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PromoCodeScreen } from '@/features/profile/codes/promo-code-screen';

export const Route = createFileRoute('/$lang/_auth/profile/promo-code')({
  staticData: { title: msg`Promo code`, routeName: 'profile-promo-code' },
  component: PromoCodeScreen,
});
