// The challenge types and the answer each takes in completeUserChallenge (docs/contract.md): zod
// schemas and their types. The app imports types only; the server validates answers with these.
import { z } from 'zod';
import { MAX_AGE, MIN_AGE } from './limits';
import { Phone } from './phone';
import { BodyId, text } from './safe';
import { CHALLENGE_TYPES } from './challenge-types';

export const ChallengeType = z.enum(CHALLENGE_TYPES);
export type ChallengeType = z.infer<typeof ChallengeType>;

/** Types the server completes by itself (linking, invitations, partner events); their answer is `{}`. */
export const SERVER_COMPLETED_TYPES = [
  'api_event',
  'api_event_for_period',
  'api_event_quantitative',
  'owner_api_call',
  'connect_google',
  'connect_linkedin',
  'facebook_login',
  'user_invitation',
] as const satisfies readonly ChallengeType[];

const Id = BodyId;

export const OptionAnswer = z.object({ option_id: Id });
export type OptionAnswer = z.infer<typeof OptionAnswer>;

export const OptionsAnswer = z.object({
  option_ids: z
    .array(Id)
    .min(1, 'Choose at least one option.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each option may be chosen once.'),
});
export type OptionsAnswer = z.infer<typeof OptionsAnswer>;

export const TextAnswer = z.object({
  text: text(2000).trim().min(1, 'Write an answer.'),
});
export type TextAnswer = z.infer<typeof TextAnswer>;

export const EmptyAnswer = z.object({});
export type EmptyAnswer = z.infer<typeof EmptyAnswer>;

export const ConsentAnswer = z.object({ consent: z.literal(true, 'Consent is required.') });
export type ConsentAnswer = z.infer<typeof ConsentAnswer>;

/** Whole years between a YYYY-MM-DD birthday and today (UTC). */
export function ageOn(birthday: string, today = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const BirthdayAnswer = z.object({
  birthday: text(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .refine(isRealDate, 'This date does not exist.')
    .refine((v) => new Date(`${v}T00:00:00Z`).getTime() < Date.now(), 'The birthday must be in the past.')
    .refine((v) => ageOn(v) >= MIN_AGE && ageOn(v) <= MAX_AGE, `The age must be between ${MIN_AGE} and ${MAX_AGE}.`),
});
export type BirthdayAnswer = z.infer<typeof BirthdayAnswer>;

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export const GenderAnswer = z.object({ gender: z.enum(GENDERS) });
export type GenderAnswer = z.infer<typeof GenderAnswer>;

export const LocationAnswer = z
  .object({
    country: text(100).trim().min(2, 'Enter the country.'),
    city: text(100).trim().min(1, 'Enter the city.'),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'Give both latitude and longitude, or neither.',
    path: ['longitude'],
  });
export type LocationAnswer = z.infer<typeof LocationAnswer>;

export const EmailAnswer = z.object({
  email: text(254).trim().toLowerCase().pipe(z.email('Enter a valid email address.').max(254)),
});
export type EmailAnswer = z.infer<typeof EmailAnswer>;

/** `{phone}` sends a code by SMS; `{phone, code}` completes. */
export const PhoneAnswer = z.object({
  phone: Phone,
  code: text(20)
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.')
    .optional(),
});
export type PhoneAnswer = z.infer<typeof PhoneAnswer>;

/** The answer each type takes in completeUserChallenge (docs/contract.md). */
export interface ChallengeAnswers {
  text_quiz: OptionAnswer;
  image_quiz: OptionAnswer;
  video_quiz: OptionAnswer;
  survey: OptionsAnswer;
  survey_images: OptionsAnswer;
  survey_text: TextAnswer;
  link: EmptyAnswer;
  user_data_share: ConsentAnswer;
  provide_birthday: BirthdayAnswer;
  provide_gender: GenderAnswer;
  provide_location: LocationAnswer;
  email_confirmation: EmailAnswer;
  phone_confirmation: PhoneAnswer;
  user_invitation: EmptyAnswer;
  connect_google: EmptyAnswer;
  connect_linkedin: EmptyAnswer;
  facebook_login: EmptyAnswer;
  api_event: EmptyAnswer;
  api_event_for_period: EmptyAnswer;
  api_event_quantitative: EmptyAnswer;
  owner_api_call: EmptyAnswer;
}
