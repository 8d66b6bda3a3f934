// Every error_code the server answers with, in one list: the app has words for each (src/lib/error-messages.ts),
// so no screen ever shows a code. A test keeps this list and the server's codes the same.

export const ERROR_CODES = [
  // Any call
  'ValidationError',
  'BadRequest',
  'UnsupportedMediaType',
  'NotFound',
  'InternalError',
  'TooManyRequests',
  'Unauthorized',
  'SessionExpired',
  'AccessDenied',
  'IdempotencyKeyInUse',
  'IdempotencyKeyReused',
  'AlreadyApplied',
  'ServerBusy',
  'ServiceUnavailable',
  'NotReady',
  // Sign-in
  'UserNotExist',
  'UserNotFound',
  'UserDeactivated',
  'UserNotInitializedYet',
  'CountryPhonePrefixIsNotAllowed',
  'TurnstileFailed',
  'SmsCodeInvalid',
  'SmsCodeExpired',
  'TooManyAttempts',
  'OtherUserHasSamePhone',
  'SsoAssertionInvalid',
  'SsoAssertionUsed',
  'SmsNotSent',
  'MailNotSent',
  // Social accounts (docs/product.md sections 7 and 8)
  'OtherUserIsConnectedWithSameExternalAccount', // the provider account is linked to another member
  'OtherUserIsConnectedWithSameEmail', // signing up with it would take an e-mail another member has
  'UserIsConnectedWithOtherExternalAccount', // this member has another account of this provider linked
  'SocialSignInFailed', // the provider refused the code or token (expired, reused, wrong redirect)
  'ProviderNotConfigured', // this programme has not configured that provider
  'LastSignInMethod', // disconnecting would leave the member no way to sign in
  // E-mail
  'EmailTokenInvalid',
  'EmailTokenExpired',
  'EmailAlreadyConfirmed',
  // Challenges and achievements
  'ChallengeNotFound',
  'ChallengeNotAvailable',
  'ChallengeNotAccepted',
  'ChallengeInvalid',
  'ChallengeExpired',
  'ChallengeLocked',
  'ChallengeSnoozed',
  'ChallengeCannotBeHidden',
  'AchievementNotFound',
  // Points, prizes and rewards
  'NotEnoughPoints',
  'PointsPending',
  'PrizeNotFound',
  'PrizeOutOfStock',
  'PrizeNotRedeemable',
  'RewardNotFound',
  'RewardAlreadyUsed',
  'RewardExpired',
  'RecipientNotFound',
  'CannotTransferToSelf',
  'TransferNotPossible',
  'PromoCodeInvalid',
  'PromoCodeAlreadyUsed',
  'PromoCodeExpired',
  'ReferralCodeInvalid',
  'ReferralAlreadyApplied',
  'CannotReferSelf',
  // Content, friends and the monthly top
  'ContentNotFound',
  'NewsNotFound',
  'NewsDisabled',
  'OwnerNotFound',
  'ImageNotFound',
  'ImageSizeNotAllowed',
  'ImagesBusy',
  'TranslationsNotFound',
  'FriendsDisabled',
  'CannotBefriendSelf',
  'MonthlyTopUserNotFound',
  // The member card in the phone's wallet
  'WalletNotConfigured',
  'WalletLinkExpired',
  'PassNotFound',
  // Partner calls
  'InvalidApiKey',
  'ApiKeyScope',
  'DailyPointsCapReached',
  'MonthNotOver',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Codes only the staff console's calls answer (/api/console): the console has words for each
 * (admin/src/errors.ts), the customer app never meets them.
 */
export const CONSOLE_ERROR_CODES = [
  'Forbidden',
  'InvalidCredentials',
  'SignInLocked',
  'StaffExists',
  'StaffNotFound',
  'OwnAccount',
  'MemberDeactivated',
  'CodeNotFound',
  'PurchaseTooSmall',
  'StockChanged', 'StockUnlimited', 'StockTooLow', 'CategoryNotFound', 'PromoCodeExists', 'PromoCodeNotFound', 'PageExists', 'MenuItemNotFound',
  'ChallengeStarted',
  'ImageUnreadable',
  // Staff accounts: links, own password, two-factor sign-in
  'LinkInvalid', 'LinkExpired', 'StaffDeactivated', 'CurrentPasswordWrong', 'PasswordUnchanged',
  'TotpRequired', 'TotpInvalid', 'TotpEnabled', 'TotpNotStarted',
  // Members: till purchases
  'ReceiptUsed', 'PurchaseNotFound', 'PurchaseVoided',
  // Webhooks
  'WebhookUrlInvalid', 'WebhookUrlNotAllowed', 'WebhookEndpointNotFound', 'WebhookDeliveryNotFound',
  // Tiers
  'TierNotFound', 'TierThresholdTaken', 'BaseTierFixed',
  // Segments
  'SegmentNotFound', 'SegmentInUse',
  // Text pages at the operator's addresses
  'SlugReserved', 'PageFixed',
  // Importing members from a CSV file
  'ImportEmpty', 'ImportEncoding', 'ImportHeaderMissing', 'ImportUnknownColumns', 'ImportDuplicateColumns', 'ImportNotFound', 'ImportNotReady',
] as const;
