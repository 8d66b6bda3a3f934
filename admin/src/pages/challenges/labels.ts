// Words for the challenge types, statuses and the type-specific fields, in the console's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ChallengeType } from '@contract/challenge-answers';
import type { ChallengeStatus } from '@contract/console/challenges';
import type { CustomPlainKey, CustomTextKey, NumberKey } from './fields';

const TYPES: Record<ChallengeType, MessageDescriptor> = {
  text_quiz: msg`Quiz with text answers`,
  image_quiz: msg`Quiz with picture answers`,
  video_quiz: msg`Quiz about a video`,
  survey: msg`Survey`,
  survey_images: msg`Survey with pictures`,
  survey_text: msg`Written answer`,
  link: msg`Visit a link`,
  user_data_share: msg`Consent to share data`,
  provide_birthday: msg`Give the birthday`,
  provide_gender: msg`Give the gender`,
  provide_location: msg`Give the location`,
  email_confirmation: msg`Confirm the e-mail`,
  phone_confirmation: msg`Confirm the phone`,
  user_invitation: msg`Invite friends`,
  connect_google: msg`Connect Google`,
  connect_linkedin: msg`Connect LinkedIn`,
  facebook_login: msg`Sign in with Facebook`,
  api_event: msg`Partner event`,
  owner_api_call: msg`Owner's system reports`,
  api_event_for_period: msg`Partner events within a period`,
  api_event_quantitative: msg`Partner event quantities`,
};

const STATUSES: Record<ChallengeStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  live: msg`Live`,
  ended: msg`Ended`,
};

const FIELDS: Record<CustomTextKey | CustomPlainKey | NumberKey, MessageDescriptor> = {
  question: msg`Question`,
  placeholder: msg`Hint inside the answer box`,
  button_text: msg`Button text`,
  consent_text: msg`Consent text`,
  invitation_text: msg`Invitation text`,
  url: msg`Link address`,
  video_url: msg`Video address`,
  captions_url: msg`Captions address (WebVTT)`,
  partner_name: msg`Who receives the data`,
  'custom_data.min': msg`Fewest options to choose`,
  'custom_data.max': msg`Most options to choose`,
  'custom_data.max_length': msg`Longest answer (characters)`,
  'rules.min_length': msg`Shortest answer (characters)`,
  'rules.required_count': msg`Events needed`,
  'rules.period_days': msg`Within days`,
  'rules.target_quantity': msg`Quantity needed`,
  'rules.required_invitations': msg`Friends who must join`,
};

export function useChallengeWords() {
  const { i18n } = useLingui();
  return {
    type: (type: ChallengeType) => i18n._(TYPES[type]),
    status: (status: ChallengeStatus) => i18n._(STATUSES[status]),
    field: (key: keyof typeof FIELDS) => i18n._(FIELDS[key]),
  };
}
