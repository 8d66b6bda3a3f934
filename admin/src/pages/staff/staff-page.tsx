// Staff (admins): every console account with its role and state, an invitation form, and per account the
// changes an admin may make. One's own account is changed on the account page instead.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import { session } from '../../session';
import type { StaffAccount } from '../../types';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/notice';
import { PageTitle } from '../../ui/page-title';
import { InviteForm } from './invite-form';
import { useRoleNames } from './roles';
import { StaffActions } from './staff-actions';
import './staff.css';
import { TableScroll } from '../../ui/table-scroll';
import { EmailAddress } from '../../../../src/components/ui/email-address';

function State({ account }: { account: StaffAccount }) {
  const { date } = useFormat();
  if (account.deactivated_at) return <Trans>Deactivated on {date(account.deactivated_at)}</Trans>;
  if (!account.password_set) return <Trans>Invited: no password yet</Trans>;
  return account.two_factor ? <Trans>Active, two-factor sign-in</Trans> : <Trans>Active</Trans>;
}

export function StaffPage() {
  const errorText = useErrorText();
  const roles = useRoleNames();
  const me = session.get()?.staff.id;
  const list = useQuery({ queryKey: ['staff'], queryFn: () => send('GET /staff') });
  return (
    <>
      <PageTitle><Trans>Staff</Trans></PageTitle>
      <InviteForm />
      <section className="card" aria-labelledby="staff-title">
        <h2 id="staff-title"><Trans>Accounts</Trans></h2>
        {list.isError && <Notice kind="error">{errorText(list.error)}</Notice>}
        {list.data && (
          <TableScroll labelledBy="staff-title">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col"><Trans>Name and e-mail</Trans></th>
                  <th scope="col"><Trans>State</Trans></th>
                  <th scope="col"><Trans>Role and changes</Trans></th>
                </tr>
              </thead>
              <tbody>
                {list.data.staff.map((account) => (
                  <tr key={account.id}>
                    <td>
                      {account.name && <strong>{account.name}<br /></strong>}
                      <EmailAddress address={account.email} as="span" />
                    </td>
                    <td><State account={account} /></td>
                    <td>
                      {account.id === me ? (
                        <>
                          {roles[account.role]} · <Link to="/account"><Trans>Your account</Trans></Link>
                        </>
                      ) : (
                        <StaffActions account={account} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
