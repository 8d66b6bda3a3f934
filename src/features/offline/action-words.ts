// A queued action in words: which action, on what, and (when the server refused it) why.
import { t } from '@lingui/core/macro';
import { errorMessage } from '@/lib/error-messages';

export interface DescribedAction {
  path: string;
  /** The challenge's or prize's name when the action was taken. */
  subject?: string;
}

export function actionLabel({ path, subject }: DescribedAction): string {
  const name = subject ?? '';
  switch (path) {
    case 'acceptUserChallenge':
      return name ? t`Accepting the challenge “${name}”` : t`Accepting a challenge`;
    case 'completeUserChallenge':
      return name ? t`Your answer to the challenge “${name}”` : t`Your answer to a challenge`;
    case 'snoozeUserChallenge':
      return name ? t`Snoozing the challenge “${name}”` : t`Snoozing a challenge`;
    case 'collectUserAchievement':
      return t`Collecting your points`;
    case 'toggleFavouritePrize':
      return name ? t`Your favourite “${name}”` : t`Your favourite`;
    case 'saveLanguage':
      return t`Your language choice`;
    case 'saveNotificationSettings':
      return t`Your notification choices`;
    default:
      return t`An action taken offline`;
  }
}

/** e.g. "Accepting the challenge “Coffee week” was not applied: This challenge has ended." */
export function refusalText(action: DescribedAction, errorCode: string): string {
  const label = actionLabel(action);
  const reason = errorMessage(errorCode);
  return t`${label} was not applied: ${reason}`;
}
