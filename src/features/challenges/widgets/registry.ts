// One widget per challenge type (docs/product.md section 3).
import type { ChallengeType } from '@contract/challenge-answers';
import { ApiEventWidget } from './api-event';
import { ApiEventForPeriodWidget } from './api-event-for-period';
import { ApiEventQuantitativeWidget } from './api-event-quantitative';
import { ConnectGoogleWidget } from './connect-google';
import { ConnectLinkedinWidget } from './connect-linkedin';
import { EmailConfirmationWidget } from './email-confirmation';
import { FacebookLoginWidget } from './facebook-login';
import { ImageQuizWidget } from './image-quiz';
import { LinkWidget } from './link';
import { OwnerApiCallWidget } from './owner-api-call';
import { PhoneConfirmationWidget } from './phone-confirmation';
import { ProvideBirthdayWidget } from './provide-birthday';
import { ProvideGenderWidget } from './provide-gender';
import { ProvideLocationWidget } from './provide-location';
import { SurveyWidget } from './survey';
import { SurveyImagesWidget } from './survey-images';
import { SurveyTextWidget } from './survey-text';
import { TextQuizWidget } from './text-quiz';
import { UserDataShareWidget } from './user-data-share';
import { UserInvitationWidget } from './user-invitation';
import { VideoQuizWidget } from './video-quiz';
import type { ChallengeWidget, WidgetProps, WidgetRegistry } from './widget-types';

export const WIDGETS: WidgetRegistry = {
  api_event: ApiEventWidget,
  api_event_for_period: ApiEventForPeriodWidget,
  api_event_quantitative: ApiEventQuantitativeWidget,
  connect_google: ConnectGoogleWidget,
  connect_linkedin: ConnectLinkedinWidget,
  email_confirmation: EmailConfirmationWidget,
  facebook_login: FacebookLoginWidget,
  image_quiz: ImageQuizWidget,
  link: LinkWidget,
  owner_api_call: OwnerApiCallWidget,
  phone_confirmation: PhoneConfirmationWidget,
  provide_birthday: ProvideBirthdayWidget,
  provide_gender: ProvideGenderWidget,
  provide_location: ProvideLocationWidget,
  survey: SurveyWidget,
  survey_images: SurveyImagesWidget,
  survey_text: SurveyTextWidget,
  text_quiz: TextQuizWidget,
  user_data_share: UserDataShareWidget,
  user_invitation: UserInvitationWidget,
  video_quiz: VideoQuizWidget,
};

/** The widget of a type, typed for a challenge whose type is only known at run time. */
export function widgetFor(type: ChallengeType): ChallengeWidget<ChallengeType> | null {
  return (WIDGETS[type] as ChallengeWidget<ChallengeType> | undefined) ?? null;
}

export type { WidgetProps };
