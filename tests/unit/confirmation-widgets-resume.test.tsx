// @vitest-environment jsdom
// A confirmation widget opened on a pending challenge whose link or code still waits (pending_to,
// resend_at from the server) resumes at its sent step, as after a reload, for a member with no address
// or phone on file too; the resend wait goes on from where the server says it is.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Challenge, CompleteChallengeResult } from '@contract/challenges';
import type { ChallengeType } from '@contract/challenge-answers';
import { widgetFor } from '@/features/challenges/widgets/registry';
import { appStore } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, makeChallenge, makeUser, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

let onAnswer: Mock<(answer: object) => Promise<CompleteChallengeResult | null>>;

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  appStore.set(userDataAtom, makeUser({ primary_email: null, primary_phone: null }));
  onAnswer = vi.fn(async (_answer: object): Promise<CompleteChallengeResult | null> => null);
});
afterEach(cleanup);

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function renderWidget(type: ChallengeType, overrides: Partial<Challenge>) {
  const Widget = widgetFor(type)!;
  render(
    <TestProviders client={newQueryClient()}>
      <Widget challenge={makeChallenge({ type, accepted: true, custom_data: {}, ...overrides })} onAnswer={onAnswer} busy={false} error={null} />
    </TestProviders>,
  );
}

/** The seconds the resend button still asks to wait. */
const resendWait = () => Number(/Send again in (\d+) s/.exec(screen.getByRole('button', { name: /Send again in/ }).textContent ?? '')?.[1]);

describe('email_confirmation', () => {
  it('opens at the sent step with the address the link went to, the resend wait going on', () => {
    renderWidget('email_confirmation', { state: 'pending', pending_to: 'me@example.com', resend_at: inSeconds(45) });
    expect(screen.getByRole('status').textContent).toBe('We sent a confirmation link to me@example.com. Open it to complete the challenge.');
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect((screen.getByRole('button', { name: /Send again in/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(resendWait()).toBeGreaterThanOrEqual(44);
    expect(resendWait()).toBeLessThanOrEqual(45);

    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(onAnswer).toHaveBeenCalledWith({ email: 'me@example.com' });
  });

  it('lets the member send again at once when the wait is over, or change the address', () => {
    renderWidget('email_confirmation', { state: 'pending', pending_to: 'me@example.com', resend_at: inSeconds(-5) });
    expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('me@example.com');
  });

  it('asks for the address when no link waits', () => {
    renderWidget('email_confirmation', { state: 'pending' });
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });
});

describe('phone_confirmation', () => {
  it('opens at the code step for the phone the code went to, the resend wait going on', () => {
    renderWidget('phone_confirmation', { state: 'pending', pending_to: '37060000002', resend_at: inSeconds(20) });
    expect(screen.getByRole('status').textContent).toBe('We sent a 6-digit code to +37060000002.');
    expect(resendWait()).toBeGreaterThanOrEqual(19);
    expect(resendWait()).toBeLessThanOrEqual(20);

    fireEvent.input(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenCalledWith({ phone: '37060000002', code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+37060000002');
  });
});
