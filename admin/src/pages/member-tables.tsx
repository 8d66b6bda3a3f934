// A member's recent points history, rewards and challenges.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormat } from '../format';
import type { MemberDetail } from '../types';
import { TableScroll } from '../ui/table-scroll';
import { ChallengeState } from './members/challenge-state';

function Section({ id, title, empty, children }: { id: string; title: ReactNode; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      {empty ? <p><Trans>None yet.</Trans></p> : <TableScroll labelledBy={id}>{children}</TableScroll>}
    </section>
  );
}

export function MemberTables({ detail }: { detail: MemberDetail }) {
  const { date, number } = useFormat();
  return (
    <>
      <Section id="history-title" title={<Trans>Points history</Trans>} empty={!detail.history.length}>
        <table>
          <thead><tr><th scope="col"><Trans>When</Trans></th><th scope="col"><Trans>What</Trans></th><th scope="col" className="num"><Trans>Points</Trans></th></tr></thead>
          <tbody>
            {detail.history.map((h) => (
              <tr key={h.id}>
                <td>{date(h.created_at)}</td>
                <td>{h.title}</td>
                <td className={`num ${h.type === 'redemption' ? 'minus' : 'plus'}`}>{(h.type === 'redemption' ? '−' : '+') + number(h.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="rewards-title" title={<Trans>Rewards</Trans>} empty={!detail.rewards.length}>
        <table>
          <thead><tr><th scope="col"><Trans>Prize</Trans></th><th scope="col"><Trans>Code</Trans></th><th scope="col"><Trans>Got</Trans></th><th scope="col"><Trans>Valid until</Trans></th><th scope="col"><Trans>Used</Trans></th></tr></thead>
          <tbody>
            {detail.rewards.map((r) => (
              <tr key={r.id}>
                <td>{r.prize_name}</td>
                <td><code>{r.code}</code></td>
                <td>{date(r.created_at)}</td>
                <td>{date(r.valid_till)}</td>
                <td>{r.used_at ? date(r.used_at) : <Trans>Not yet</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="challenges-title" title={<Trans>Challenges</Trans>} empty={!detail.challenges.length}>
        <table>
          <thead><tr><th scope="col"><Trans>Challenge</Trans></th><th scope="col"><Trans>State</Trans></th><th scope="col"><Trans>Last change</Trans></th></tr></thead>
          <tbody>
            {detail.challenges.map((c) => (
              <tr key={c.id}><td>{c.name}</td><td><ChallengeState status={c.status} /></td><td>{date(c.updated_at)}</td></tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
