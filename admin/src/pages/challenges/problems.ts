// The server's problems with a challenge draft, in the console's language: each has a stable code and
// the field it concerns (server/services/challenges/problems.ts); a code the console does not know yet
// shows the server's English words. A field the request's schema refused gets the console's own words,
// and an end before the start is found before the draft is sent.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ConsoleError } from '../../api';
import type { ChallengeProblemCode } from '../../../../server/services/challenges/problems';

const WORDS: Record<ChallengeProblemCode, MessageDescriptor> = {
  options_not_used: msg({ message: 'A {type} challenge has no options: remove them.' }),
  options_too_few: msg`Give at least two options.`,
  options_one_correct: msg`Mark exactly one option as the right answer.`,
  options_survey_no_correct: msg`A survey has no right answer: unmark it.`,
  option_text_required: msg`Write the text of this option.`,
  option_image_required: msg`Upload a picture for this option.`,
  options_in_custom_data: msg`Give the options in the options list.`,
  required: msg`This is required.`,
  rules_invalid: msg({ message: 'These rules do not fit this type of challenge: {issues}' }),
  target_required: msg`Set a target: how many it takes.`,
  unknown_language: msg({ message: '{languages} is not a language of this programme.' }),
  default_language_missing: msg({ message: 'Write it in {language} at least.' }),
  unknown_id: msg({ message: 'There is no such item (id {ids}). Choose another one.' }),
  locked_type: msg`Members have started this challenge, so its type can no longer change.`,
  locked_reward: msg`Members have started this challenge, so its points or prize can no longer change.`,
  locked_rules: msg`Members have started this challenge, so its rules can no longer change.`,
  locked_target: msg`Members have started this challenge, so its target can no longer change.`,
  locked_start: msg`Members have started this challenge, so its start can no longer change.`,
  locked_answers: msg`Members have started this challenge, so how many answers it takes can no longer change.`,
  locked_options: msg`Members have started this challenge, so its options can no longer be added, removed or reordered.`,
  locked_right_answer: msg`Members have started this challenge, so its right answer can no longer change.`,
};

const CHECK_THE_VALUE = msg`Please check the values you entered.`;
const END_BEFORE_START = msg`The end must come after the start.`;

interface Problem {
  field: string;
  code: string;
  message: string;
  params?: Record<string, string>;
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && typeof (value as Problem).field === 'string' && typeof (value as Problem).message === 'string';

/** One problem in words: the console's own for a code it knows, else the server's without the field's name. */
export function problemText(problem: Problem, i18n: I18n): string {
  const words = WORDS[problem.code as ChallengeProblemCode];
  if (words) {
    const withValues: MessageDescriptor = { ...words, values: problem.params };
    return i18n._(withValues);
  }
  const named = `${problem.field}: `;
  return problem.message.startsWith(named) ? problem.message.slice(named.length) : problem.message;
}

/** The problems of a failed save by the field they concern (paths such as "options.1"). */
export function problemsByField(error: unknown, i18n: I18n): Record<string, string[]> {
  if (!(error instanceof ConsoleError)) return {};
  const byField: Record<string, string[]> = {};
  const problems = Array.isArray(error.details.problems) ? error.details.problems.filter(isProblem) : [];
  for (const problem of problems) (byField[problem.field.replace(/^body\./, '')] ??= []).push(problemText(problem, i18n));
  if (problems.length) return byField;
  // A field the request's schema refused: the server names it, in English words the console does not show.
  const field = typeof error.details.field === 'string' ? error.details.field.replace(/^body\./, '') : '';
  return field ? { [field]: [i18n._(CHECK_THE_VALUE)] } : {};
}

/** What the console finds wrong in a draft before sending it: an end that is not after the start. */
export function draftProblems(body: { start_time?: string | null; end_time?: string | null }, i18n: I18n): Record<string, string[]> {
  const { start_time: start, end_time: end } = body;
  return start && end && Date.parse(end) <= Date.parse(start) ? { end_time: [i18n._(END_BEFORE_START)] } : {};
}

/** Problems from several checks, by field. */
export function allProblems(...sets: Array<Record<string, string[]>>): Record<string, string[]> {
  const all: Record<string, string[]> = {};
  for (const set of sets) for (const [field, problems] of Object.entries(set)) all[field] = [...(all[field] ?? []), ...problems];
  return all;
}

/** The value at a problem's path ("options.1.text") in a body; undefined when the path leads nowhere. */
function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * The problems still standing: a field the editor changed since the refused save is no longer what the
 * server refused, so its problem goes (the next save checks it again); changed back, it shows again.
 */
export function problemsStillStanding(problems: Record<string, string[]>, refused: unknown, current: unknown): Record<string, string[]> {
  if (refused === null || refused === undefined) return problems;
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) => JSON.stringify(valueAt(refused, field)) === JSON.stringify(valueAt(current, field))),
  );
}
