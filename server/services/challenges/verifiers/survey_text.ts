// survey_text: {text}, trimmed, at least rules.min_length (default 1) and at most custom_data.max_length
// (default and limit 2000) characters; kept as the answer and completes.
import { TextAnswer } from '../../../../contract/challenge-answers';
import { answerError } from '../answer-errors';
import { completed, judgedVerifier, type ChallengeRow } from '../types';

const MAX_TEXT = 2000;

const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export function textLimits(challenge: ChallengeRow): { min: number; max: number } {
  const max = Math.min(positive(challenge.customData.max_length) ?? MAX_TEXT, MAX_TEXT);
  const min = Math.min(positive(challenge.rules.min_length) ?? 1, max);
  return { min, max };
}

export default judgedVerifier({
  type: 'survey_text',
  answerSchema: TextAnswer,
  judge({ challenge, answer }) {
    const { min, max } = textLimits(challenge);
    if (answer.text.length < min) throw answerError('text', `Write at least ${min} characters.`);
    if (answer.text.length > max) throw answerError('text', `Write at most ${max} characters.`);
    return completed();
  },
});
