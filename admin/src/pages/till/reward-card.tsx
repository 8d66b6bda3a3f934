// A scanned reward: what it is, whose, its state, and "mark used" while it is active. A second
// till marking it at the same moment gets "already used" (the server lets one through).
import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ConsoleError, send } from '../../api';
import { useErrorText } from '../../errors';
import { useFormat } from '../../format';
import type { ScannedCode } from '../../types';
import { Notice } from '../../ui/notice';

type Reward = Extract<ScannedCode, { kind: 'reward' }>;

export function RewardCard({ scanned }: { scanned: Reward }) {
  const { date } = useFormat();
  const errorText = useErrorText();
  const { reward, member } = scanned;
  const use = useMutation({ mutationFn: () => send('POST /till/rewards/:code/use', { params: { code: reward.code } }) });
  // What this till learnt by marking it: used by itself, or already used (or expired) by then.
  const failedCode = use.error instanceof ConsoleError ? use.error.code : null;
  const state = use.isSuccess || failedCode === 'RewardAlreadyUsed' ? 'used' : failedCode === 'RewardExpired' ? 'expired' : reward.state;
  const states = { active: <Trans>Ready to use</Trans>, used: use.isSuccess ? <Trans>Used just now</Trans> : <Trans>Already used</Trans>, expired: <Trans>Expired</Trans> };
  return (
    <section className="card result" aria-labelledby="reward-title">
      <h2 id="reward-title">{reward.prize_name}</h2>
      <p className={`state ${state}`}>{states[state]}</p>
      <dl className="facts">
        <div><dt><Trans>Member</Trans></dt><dd>{member.first_name ?? '—'}</dd></div>
        <div><dt><Trans>Code</Trans></dt><dd><code>{reward.code}</code></dd></div>
        <div><dt><Trans>Valid until</Trans></dt><dd>{date(reward.valid_till)}</dd></div>
        {reward.used_at && <div><dt><Trans>Used</Trans></dt><dd>{date(reward.used_at)}</dd></div>}
      </dl>
      {use.isSuccess ? (
        <Notice kind="success"><Trans>Marked used. Hand over the reward.</Trans></Notice>
      ) : (
        state === 'active' && (
          <button type="button" className="wide" disabled={use.isPending} onClick={() => use.mutate()}>
            <Trans>Mark used</Trans>
          </button>
        )
      )}
      {use.isError && <Notice kind="error">{errorText(use.error)}</Notice>}
    </section>
  );
}
