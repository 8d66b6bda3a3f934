// One member: points and account, the changes staff can make, then history, rewards and challenges.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { send } from '../api';
import { useErrorText } from '../errors';
import { fullName, languageName, phoneText, useFormat } from '../format';
import type { MemberDetail } from '../types';
import { Link } from '@tanstack/react-router';
import { EmailAddress } from '../../../src/components/ui/email-address';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { MemberActions } from './member-actions';
import { MemberTables } from './member-tables';
import { ProfileForm } from './members/profile-form';
import { PurchasesCard } from './members/purchases-card';

function Facts({ detail }: { detail: MemberDetail }) {
  const { date, number } = useFormat();
  const { i18n } = useLingui();
  const m = detail.member;
  return (
    <dl className="facts">
      <div><dt><Trans>Points</Trans></dt><dd className="big" data-testid="member-points">{number(m.points)}</dd></div>
      <div><dt><Trans>Earned in all</Trans></dt><dd>{number(m.total_points_earned)}</dd></div>
      <div><dt><Trans>Phone</Trans></dt><dd>{phoneText(m.phone)}</dd></div>
      <div><dt><Trans>E-mail</Trans></dt><dd>{m.email ? <EmailAddress address={m.email} as="span" /> : '—'}</dd></div>
      <div><dt><Trans>Customer id</Trans></dt><dd>{m.customer_id ?? '—'}</dd></div>
      <div><dt><Trans>Language</Trans></dt><dd>{m.language ? languageName(m.language, i18n.locale) : '—'}</dd></div>
      <div><dt><Trans>Joined</Trans></dt><dd>{date(m.created_at)}</dd></div>
      <div><dt><Trans>Devices for notifications</Trans></dt><dd>{detail.push_tokens}</dd></div>
      <div><dt><Trans>Active sessions</Trans></dt><dd>{detail.active_sessions}</dd></div>
      <div><dt><Trans>Status</Trans></dt><dd>{m.deactivated_at ? <Trans>Deactivated on {date(m.deactivated_at)}</Trans> : <Trans>Active</Trans>}</dd></div>
    </dl>
  );
}

export function MemberPage({ id }: { id: number }) {
  const errorText = useErrorText();
  const detail = useQuery({ queryKey: ['member', id], queryFn: () => send('GET /members/:id', { params: { id } }) });
  return (
    <>
      <p className="back"><Link to="/members"><Trans>← Back to the members</Trans></Link></p>
      {detail.data ? (
        <>
          <PageTitle>{fullName(detail.data.member)}</PageTitle>
          <div className="columns">
            <section aria-labelledby="facts-title" className="card">
              <h2 id="facts-title"><Trans>Account</Trans></h2>
              <Facts detail={detail.data} />
            </section>
            <MemberActions detail={detail.data} />
          </div>
          <div className="columns">
            <ProfileForm member={detail.data.member} />
            <PurchasesCard memberId={id} purchases={detail.data.purchases} />
          </div>
          <MemberTables detail={detail.data} />
        </>
      ) : (
        <>
          <PageTitle><Trans>Member</Trans></PageTitle>
          {detail.isError ? <Notice kind="error">{errorText(detail.error)}</Notice> : <p><Trans>Loading…</Trans></p>}
        </>
      )}
    </>
  );
}
