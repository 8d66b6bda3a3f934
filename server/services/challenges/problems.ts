// What keeps a challenge draft from being saved or changed: per problem, the field it concerns, a
// stable code (the console says it in its own language, admin/src/pages/challenges/problems.ts) and
// English words, which the 400 answer's message joins for the API's users.
export const CHALLENGE_PROBLEM_CODES = [
  'options_not_used',
  'options_too_few',
  'options_one_correct',
  'options_survey_no_correct',
  'option_text_required',
  'option_image_required',
  'options_in_custom_data',
  'required',
  'rules_invalid',
  'target_required',
  'unknown_language',
  'default_language_missing',
  'unknown_id',
  'locked_type',
  'locked_reward',
  'locked_rules',
  'locked_target',
  'locked_start',
  'locked_answers',
  'locked_options',
  'locked_right_answer',
] as const;
export type ChallengeProblemCode = (typeof CHALLENGE_PROBLEM_CODES)[number];

export interface ChallengeProblem {
  /** The body's field, as a path: "name", "options.1", "custom_data.url". */
  field: string;
  code: ChallengeProblemCode;
  /** In English, naming the field. */
  message: string;
  /** What the words need besides the field: a type, languages, ids, the rules' issues. */
  params?: Record<string, string>;
}

export const problem = (field: string, code: ChallengeProblemCode, message: string, params?: Record<string, string>): ChallengeProblem => ({
  field,
  code,
  message,
  ...(params ? { params } : {}),
});

/** The problems in one English sentence part: "options: give at least two; name: write it in en at least". */
export const inWords = (problems: ChallengeProblem[]) => problems.map((p) => p.message).join('; ');
