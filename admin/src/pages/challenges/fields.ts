// Which fields each of the 21 challenge types uses (what its verifier and its widget read), so the
// editor shows only those. Texts per language live in custom_data as { en, lt }.
import type { ChallengeType } from '@contract/challenge-answers';

export type CustomTextKey = 'question' | 'placeholder' | 'button_text' | 'consent_text' | 'invitation_text';
export type CustomPlainKey = 'url' | 'video_url' | 'captions_url' | 'partner_name';
export type NumberKey =
  | 'custom_data.min'
  | 'custom_data.max'
  | 'custom_data.max_length'
  | 'rules.min_length'
  | 'rules.required_count'
  | 'rules.period_days'
  | 'rules.target_quantity'
  | 'rules.required_invitations';

export interface TypeFields {
  family: 'quiz' | 'survey' | 'profile' | 'social' | 'event' | 'link';
  options?: 'text' | 'image';
  /** A quiz: one option is right, and a wrong answer locks it for the failure delay. */
  correct?: boolean;
  texts?: readonly CustomTextKey[];
  plain?: readonly CustomPlainKey[];
  numbers?: readonly NumberKey[];
  /** rules.event: the partner event that moves it. */
  event?: boolean;
}

const QUIZ = { family: 'quiz', correct: true, texts: ['question'] } as const;
const EVENT = { family: 'event', event: true } as const;

export const TYPE_FIELDS: Record<ChallengeType, TypeFields> = {
  text_quiz: { ...QUIZ, options: 'text' },
  image_quiz: { ...QUIZ, options: 'image' },
  video_quiz: { ...QUIZ, options: 'text', plain: ['video_url', 'captions_url'] },
  survey: { family: 'survey', options: 'text', texts: ['question'], numbers: ['custom_data.min', 'custom_data.max'] },
  survey_images: { family: 'survey', options: 'image', texts: ['question'], numbers: ['custom_data.min', 'custom_data.max'] },
  survey_text: { family: 'survey', texts: ['question', 'placeholder'], numbers: ['rules.min_length', 'custom_data.max_length'] },
  link: { family: 'link', plain: ['url'], texts: ['button_text'] },
  user_data_share: { family: 'profile', plain: ['partner_name'], texts: ['consent_text'] },
  provide_birthday: { family: 'profile' },
  provide_gender: { family: 'profile' },
  provide_location: { family: 'profile' },
  email_confirmation: { family: 'profile' },
  phone_confirmation: { family: 'profile' },
  user_invitation: { family: 'social', texts: ['invitation_text'], numbers: ['rules.required_invitations'] },
  connect_google: { family: 'social' },
  connect_linkedin: { family: 'social' },
  facebook_login: { family: 'social' },
  api_event: EVENT,
  owner_api_call: EVENT,
  api_event_for_period: { ...EVENT, numbers: ['rules.required_count', 'rules.period_days'] },
  api_event_quantitative: { ...EVENT, numbers: ['rules.target_quantity'] },
};

/** Keys the form edits; anything else a stored challenge has is kept as it was. */
export const FORM_CUSTOM_KEYS = new Set<string>(['question', 'placeholder', 'button_text', 'consent_text', 'invitation_text', 'url', 'video_url', 'captions_url', 'partner_name', 'min', 'max', 'max_length']);
export const FORM_RULE_KEYS = new Set<string>(['event', 'min_length', 'required_count', 'period_days', 'target_quantity', 'required_invitations']);
