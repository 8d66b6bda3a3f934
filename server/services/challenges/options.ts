// Quizzes and surveys: the options of a challenge live in challenge_options, with is_correct kept server-side.
import { asc, eq } from 'drizzle-orm';
import { OptionAnswer, OptionsAnswer, type ChallengeType } from '../../../contract/challenge-answers';
import type { Db, Tx } from '../../db/client';
import { challengeOptions } from '../../db/schema';
import { answerError } from './answer-errors';
import { problem } from './problems';
import { completed, failed, judgedVerifier, type ChallengeRow, type OptionRow } from './types';


export const loadOptions = (db: Db | Tx, challengeId: number): Promise<OptionRow[]> =>
  db
    .select()
    .from(challengeOptions)
    .where(eq(challengeOptions.challengeId, challengeId))
    .orderBy(asc(challengeOptions.sortOrder), asc(challengeOptions.id));

/** text_quiz, image_quiz, video_quiz: the chosen option must be the right one; a wrong one fails. */
export const quizVerifier = (type: ChallengeType) =>
  judgedVerifier({
    type,
    answerSchema: OptionAnswer,
    checkChallenge: (challenge) =>
      type === 'video_quiz' && typeof challenge.customData.video_url !== 'string'
        ? problem('custom_data.video_url', 'required', 'custom_data.video_url is required')
        : null,
    judge({ answer, options }) {
      const chosen = options.find((o) => o.id === answer.option_id);
      if (!chosen) throw answerError('option_id', 'This is not one of the options of this challenge.');
      return chosen.isCorrect ? completed() : failed();
    },
  });

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** How many options a survey takes: custom_data min/max; one unless custom_data.multiple or max says more. */
export function surveyLimits(challenge: ChallengeRow, optionCount: number): { min: number; max: number } {
  const data = challenge.customData;
  const max = Math.min(wholeNumber(data.max) ?? (data.multiple === true ? optionCount : 1), optionCount);
  const min = Math.min(wholeNumber(data.min) ?? 1, max);
  return { min: Math.max(1, min), max: Math.max(1, max) };
}

/** survey, survey_images: any options of the challenge, as many as its limits allow; always completes. */
export const surveyVerifier = (type: ChallengeType) =>
  judgedVerifier({
    type,
    answerSchema: OptionsAnswer,
    judge({ challenge, answer, options }) {
      const known = new Set(options.map((o) => o.id));
      const unknown = answer.option_ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw answerError('option_ids', `Option ${unknown} is not one of the options of this challenge.`);
      const { min, max } = surveyLimits(challenge, options.length);
      if (answer.option_ids.length < min || answer.option_ids.length > max) {
        const expected = min === max ? `${min}` : `${min} to ${max}`;
        throw answerError('option_ids', `Choose ${expected} ${max === 1 ? 'option' : 'options'}.`);
      }
      return completed();
    },
  });
