// Your account (every role): who you are, your password, and for admins two-factor sign-in.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { send } from '../../api';
import { PageTitle } from '../../ui/page-title';
import { OwnPasswordForm } from './own-password-form';
import { useRoleNames } from './roles';
import { TwoFactorCard } from './two-factor-card';
import './staff.css';

export function AccountPage() {
  const roles = useRoleNames();
  const me = useQuery({ queryKey: ['me'], queryFn: () => send('GET /me') });
  const staff = me.data?.staff;
  return (
    <div className="account-page">
      <PageTitle><Trans>Your account</Trans></PageTitle>
      {staff && (
        <p>
          {staff.name ? `${staff.name} · ` : ''}
          {staff.email} · {roles[staff.role]}
        </p>
      )}
      <div className="columns">
        <OwnPasswordForm />
        {staff?.role === 'admin' && <TwoFactorCard enabled={me.data!.two_factor} />}
      </div>
    </div>
  );
}
