// Every challenge type and its verifier (one file per type in verifiers/).
import type { ChallengeType } from '../../../contract/challenge-answers';
import type { Verifier } from './types';
import apiEvent from './verifiers/api_event';
import apiEventForPeriod from './verifiers/api_event_for_period';
import apiEventQuantitative from './verifiers/api_event_quantitative';
import connectGoogle from './verifiers/connect_google';
import connectLinkedin from './verifiers/connect_linkedin';
import emailConfirmation from './verifiers/email_confirmation';
import facebookLogin from './verifiers/facebook_login';
import imageQuiz from './verifiers/image_quiz';
import link from './verifiers/link';
import ownerApiCall from './verifiers/owner_api_call';
import phoneConfirmation from './verifiers/phone_confirmation';
import provideBirthday from './verifiers/provide_birthday';
import provideGender from './verifiers/provide_gender';
import provideLocation from './verifiers/provide_location';
import survey from './verifiers/survey';
import surveyImages from './verifiers/survey_images';
import surveyText from './verifiers/survey_text';
import textQuiz from './verifiers/text_quiz';
import userDataShare from './verifiers/user_data_share';
import userInvitation from './verifiers/user_invitation';
import videoQuiz from './verifiers/video_quiz';

const all: Verifier<unknown>[] = [
  apiEvent,
  apiEventForPeriod,
  apiEventQuantitative,
  connectGoogle,
  connectLinkedin,
  emailConfirmation,
  facebookLogin,
  imageQuiz,
  link,
  ownerApiCall,
  phoneConfirmation,
  provideBirthday,
  provideGender,
  provideLocation,
  survey,
  surveyImages,
  surveyText,
  textQuiz,
  userDataShare,
  userInvitation,
  videoQuiz,
];

const byType = new Map<string, Verifier<unknown>>(all.map((v) => [v.type, v]));

export function verifierFor(type: string): Verifier<unknown> | null {
  return byType.get(type) ?? null;
}

/** Types with a server-side evaluation (linking, invitations, partner events). */
export const EVALUATED_TYPES: ChallengeType[] = all.filter((v) => v.evaluate).map((v) => v.type);

/** Types moved by partner events. */
export const EVENT_TYPES: ChallengeType[] = all.filter((v) => v.eventName).map((v) => v.type);

/** Types whose widget lists options from challenge_options. */
export const OPTION_TYPES: ReadonlySet<string> = new Set<ChallengeType>([
  'text_quiz',
  'image_quiz',
  'video_quiz',
  'survey',
  'survey_images',
]);
