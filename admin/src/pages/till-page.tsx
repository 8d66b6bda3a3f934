// Till mode: type, paste or scan a code; a reward can be marked used, a member card gets points for
// a purchase. Phone-sized first: one column, big targets.
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { send } from '../api';
import { useErrorText } from '../errors';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { CameraScan, canScan } from './till/camera-scan';
import { MemberCard } from './till/member-card';
import { RewardCard } from './till/reward-card';

export function TillPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lookUp = useMutation({ mutationFn: (value: string) => send('GET /till/codes/:code', { params: { code: value } }) });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (code.trim()) lookUp.mutate(code.trim());
  };
  const scanned = (value: string) => {
    setScanning(false);
    setCode(value);
    lookUp.mutate(value);
  };
  const next = () => {
    lookUp.reset();
    setCode('');
    input.current?.focus();
  };
  const result = lookUp.data;
  return (
    <div className="till">
      <PageTitle><Trans>Till</Trans></PageTitle>
      <p className="hint" id="till-hint">
        <Trans>Type or paste the code under the reward's barcode, or the member's card code. Letters may be small or capital.</Trans>
      </p>
      <form onSubmit={submit} className="stack">
        <label>
          <Trans>Reward code or member card</Trans>
          <input ref={input} aria-describedby="till-hint" className="code-input" autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={64} value={code} onInput={(e) => setCode(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={lookUp.isPending}>{t`Look up`}</button>
        {canScan() && (
          <button type="button" className="secondary" onClick={() => setScanning((on) => !on)}>
            {scanning ? t`Stop the camera` : t`Scan with the camera`}
          </button>
        )}
      </form>
      {scanning && <CameraScan onCode={scanned} />}
      {lookUp.isError && <Notice kind="error">{errorText(lookUp.error)}</Notice>}
      {result?.kind === 'reward' && <RewardCard key={result.reward.code} scanned={result} />}
      {result?.kind === 'member' && <MemberCard key={result.member.id} scanned={result} />}
      {result && <button type="button" className="secondary wide" onClick={next}><Trans>Next customer</Trans></button>}
    </div>
  );
}
