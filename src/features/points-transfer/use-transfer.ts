// Send points: check, ask the server whom they go to (previewTransfer), confirm naming them, POST transferPoints with the attempt's Idempotency-Key, then refresh
// the balance and the history and play 'points-transferred'.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import type { TransferResult } from '@contract/economy';
import { showNewBalance } from '@/api/queries/points';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { formatPoints } from '@/i18n/format';
import { isOnline, OfflineError, useAttemptKey } from '@/lib/online-attempt';
import { previewTransfer, transferPoints } from './api/transfer-points';
import { checkTransfer, type TransferField, type TransferInput } from './validate';
import { emitAppEvent } from '@/lib/app-events';

export interface TransferErrors {
  fields: Partial<Record<TransferField, string>>;
  /** A problem not tied to one field. */
  form?: string;
}

const FIELD_OF: Record<string, TransferField> = {
  RecipientNotFound: 'recipient_phone',
  CannotTransferToSelf: 'recipient_phone',
  NotEnoughPoints: 'points',
};

export function useTransfer(balance: number | undefined, ownPhone: string | null | undefined) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey('transferPoints');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TransferErrors>({ fields: {} });
  const [done, setDone] = useState<TransferResult & { points: number } | null>(null);

  const send = async (input: TransferInput): Promise<boolean> => {
    setDone(null);
    const check = checkTransfer(input, balance, ownPhone);
    if (!check.body) {
      setErrors({ fields: check.problems });
      return false;
    }
    setErrors({ fields: {} });
    if (!isOnline()) {
      setErrors({ fields: {}, form: 'Offline' });
      return false;
    }
    const body = check.body;
    const amount = formatPoints(body.points);
    setBusy(true);
    let recipient: string;
    let phone: string;
    try {
      const preview = await previewTransfer(body);
      recipient = preview.recipient_name;
      phone = `+${preview.recipient_phone}`;
    } catch (error) {
      setErrors(toErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
    const confirmed = await popups.confirm({
      // The name as the server gives it ("Rūta J."), after a label: no declension, no dropped full stop.
      title: plural(body.points, { one: `Send ${amount} point?`, other: `Send ${amount} points?` }),
      text: t`Recipient: ${recipient}, phone number ${phone}. A transfer cannot be undone.`,
      yesLabel: t`Send points`,
    });
    if (!confirmed) return false;

    setBusy(true);
    try {
      const result = await transferPoints(body, attempt.headers(body));
      attempt.settle(body);
      showNewBalance(queryClient, result.balance);
      const name = result.recipient_name;
      toast.success(plural(body.points, { one: `You sent ${amount} point. Recipient: ${name}`, other: `You sent ${amount} points. Recipient: ${name}` }));
      emitAppEvent('play-sound', 'points-transferred');
      setDone({ ...result, points: body.points });
      return true;
    } catch (error) {
      attempt.settle(body, error);
      setErrors(toErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { send, busy, errors, done };
}

function toErrors(error: unknown): TransferErrors {
  // Sent, but no answer came back: it may have gone through; a retry with the same key tells.
  if (error instanceof OfflineError) return { fields: {}, form: 'NoAnswer' };
  if (!(error instanceof ApiError)) return { fields: {}, form: 'UnknownError' };
  const field = FIELD_OF[error.errorCode];
  if (field) return { fields: { [field]: error.errorCode } };
  const named = error.body.field;
  if (error.errorCode === 'ValidationError' && (named === 'recipient_phone' || named === 'points')) {
    return { fields: { [named]: named === 'points' ? 'PointsInvalid' : 'PhoneInvalid' } };
  }
  return { fields: {}, form: error.errorCode };
}
