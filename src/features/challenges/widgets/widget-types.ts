// The widget contract: every challenge type has one widget that turns the user's input into the
// answer of that type (docs/contract.md) and hands it to onAnswer.
import type { ComponentType } from 'react';
import type { Challenge, CompleteChallengeResult } from '@contract/challenges';
import type { ChallengeAnswers, ChallengeType } from '@contract/challenge-answers';

export interface WidgetError {
  code: string;
  message: string;
  /** The answer field the server named (e.g. 'answer.code'), for ValidationError. */
  field?: string;
}

export interface WidgetProps<T extends ChallengeType = ChallengeType> {
  challenge: Challenge;
  /** Sends the answer; resolves with the server's verdict, or null when it was refused (then `error` is set). */
  onAnswer: (answer: ChallengeAnswers[T]) => Promise<CompleteChallengeResult | null>;
  /** An answer is on its way. */
  busy: boolean;
  /** Why the last answer was refused. */
  error: WidgetError | null;
}

export type ChallengeWidget<T extends ChallengeType> = ComponentType<WidgetProps<T>>;

export type WidgetRegistry = { [T in ChallengeType]: ChallengeWidget<T> };
