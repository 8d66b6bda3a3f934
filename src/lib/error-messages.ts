// Words for every error the server can answer (contract/error-codes.ts): what happened and what
// to do, in the member's language. Screens show these, never the error code itself.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, OfflineError } from '@/api/client';
import { isErrorCode, type ErrorCode } from '@contract/error-codes';

const GENERAL = msg`Something went wrong on our side. Please try again in a few minutes.`;

export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  ValidationError: msg`Some of what you entered is not in the expected form. Check it and try again.`,
  BadRequest: msg`The request could not be understood. Reload the page and try again.`,
  UnsupportedMediaType: msg`The app sent something the server cannot read. Reload the page and try again.`,
  NotFound: msg`We could not find what you were looking for. It may have been moved or removed.`,
  InternalError: GENERAL,
  TooManyRequests: msg`Too many attempts in a short time. Please wait a little and try again.`,
  Unauthorized: msg`You are signed out. Sign in to continue.`,
  SessionExpired: msg`Your session has ended. Sign in again to continue.`,
  AccessDenied: msg`The login or password for this site is not right. Check them and try again.`,
  IdempotencyKeyInUse: msg`This action is still being processed. Wait a moment and check again.`,
  IdempotencyKeyReused: msg`This action was already sent with different details. Start it again.`,
  AlreadyApplied: msg`This was already done; its answer got lost on the way. Reload to see the result.`,
  ServerBusy: msg`We are very busy right now. Please try again in a few seconds.`,
  NotReady: msg`We are starting up. Please try again in a moment.`,
  ServiceUnavailable: msg`Our service is briefly unavailable. Please try again in a few seconds.`,
  SmsNotSent: msg`We could not send the SMS just now. Please try again in a minute.`,
  MailNotSent: msg`We could not send the e-mail just now. Please try again in a minute.`,
  UserNotExist: msg`We could not find an account with this number. Sign up first.`,
  UserNotFound: msg`We could not find this member.`,
  WalletNotConfigured: msg`This programme does not offer that wallet yet. Show the card on this screen at the till instead.`,
  WalletLinkExpired: msg`This wallet link has expired. Open My card and tap the wallet button again.`,
  PassNotFound: msg`This wallet pass is not from this programme.`,
  UserDeactivated: msg`This account has been deactivated. To use it again, contact customer support through the Help page.`,
  UserNotInitializedYet: msg`Your account is still being set up. This takes a few seconds.`,
  CountryPhonePrefixIsNotAllowed: msg`Sign-up is not open yet for phone numbers from this country. Join the waiting list to hear when it is.`,
  TurnstileFailed: msg`We could not confirm that you are not a robot. Complete the check again.`,
  SmsCodeInvalid: msg`That code is not right. Check the SMS and type it again.`,
  SmsCodeExpired: msg`This code has expired. Ask for a new one.`,
  TooManyAttempts: msg`Too many wrong codes. Please start again and ask for a new code.`,
  SsoAssertionInvalid: msg`The sign-in from the customer site could not be confirmed. Go back to that site and sign in again.`,
  SsoAssertionUsed: msg`This sign-in link from the customer site has been used already. Go back to that site and sign in again.`,
  OtherUserHasSamePhone: msg`Another member already uses this phone number. Enter a different one.`,
  OtherUserIsConnectedWithSameExternalAccount: msg`This social account is already connected to another member. Sign in the way you did before.`,
  OtherUserIsConnectedWithSameEmail: msg`A member with this social account's e-mail address exists already. Sign in, then connect the account in your profile.`,
  UserIsConnectedWithOtherExternalAccount: msg`Another account of this provider is already connected to your profile.`,
  SocialSignInFailed: msg`Signing in with this provider did not work. Please try again.`,
  ProviderNotConfigured: msg`Signing in with this provider is not available here.`,
  LastSignInMethod: msg`This is your only way to sign in. Add a phone number or connect another account first.`,
  EmailTokenInvalid: msg`This e-mail link is not valid. Open the latest e-mail we sent you.`,
  EmailTokenExpired: msg`This e-mail link has expired. Ask for a new one in your profile.`,
  EmailAlreadyConfirmed: msg`This e-mail address is already confirmed.`,
  ChallengeNotFound: msg`This challenge no longer exists.`,
  ChallengeNotAvailable: msg`This challenge is not available to you any more.`,
  ChallengeNotAccepted: msg`Accept this challenge first.`,
  ChallengeInvalid: msg`This answer does not complete the challenge. Check it and try again.`,
  ChallengeExpired: msg`This challenge has ended.`,
  ChallengeLocked: msg`This challenge opens later. Complete the ones before it first.`,
  ChallengeSnoozed: msg`You put this challenge aside for now. It comes back later.`,
  ChallengeCannotBeHidden: msg`This challenge cannot be hidden.`,
  AchievementNotFound: msg`We could not find this achievement.`,
  NotEnoughPoints: msg`You do not have enough points for this yet.`,
  PointsPending: msg`Some of your points are still pending: you can spend them from the date shown with your points.`,
  PrizeNotFound: msg`This prize no longer exists.`,
  PrizeOutOfStock: msg`This prize is out of stock.`,
  PrizeNotRedeemable: msg`This prize cannot be redeemed right now.`,
  RewardNotFound: msg`We could not find this reward.`,
  RewardAlreadyUsed: msg`This reward has already been used.`,
  RewardExpired: msg`This reward has expired.`,
  RecipientNotFound: msg`We could not find a member to send points to. Check the number and try again.`,
  TransferNotPossible: msg`This transfer cannot be made. Check the phone number and that you have enough points.`,
  CannotTransferToSelf: msg`You cannot send points to yourself.`,
  PromoCodeInvalid: msg`This promo code is not valid. Check it and try again.`,
  PromoCodeAlreadyUsed: msg`This promo code has already been used.`,
  PromoCodeExpired: msg`This promo code has expired.`,
  ReferralCodeInvalid: msg`This referral code is not valid. Check it and try again.`,
  ReferralAlreadyApplied: msg`You have already used a referral code.`,
  CannotReferSelf: msg`You cannot use your own referral code.`,
  ContentNotFound: msg`This page is not available.`,
  NewsNotFound: msg`This news item is not available any more.`,
  NewsDisabled: msg`News is not available in this programme.`,
  OwnerNotFound: msg`We could not find this organisation.`,
  ImageNotFound: msg`This picture is not available.`,
  ImageSizeNotAllowed: msg`This picture size is not available.`,
  ImagesBusy: msg`Pictures are loading slowly right now. Please try again in a moment.`,
  TranslationsNotFound: msg`This language is not available.`,
  FriendsDisabled: msg`Friends are not available in this programme.`,
  CannotBefriendSelf: msg`You cannot add yourself as a friend.`,
  MonthlyTopUserNotFound: msg`This monthly top page is not available.`,
  InvalidApiKey: msg`The partner key is not valid.`,
  ApiKeyScope: msg`This partner key may not do that.`,
  DailyPointsCapReached: msg`This partner key has awarded all the points it may today.`,
  MonthNotOver: msg`This month is not over yet.`,
};

/** The words for an error code; a code the app does not know gets the general message, never the code. */
export function errorMessage(code: string): string {
  return i18n._(isErrorCode(code) ? ERROR_MESSAGES[code] : GENERAL);
}

const OFFLINE = msg`No connection. Check your internet connection and try again.`;

/** The words for whatever a call threw: the server's error code, no connection, or anything else. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error.errorCode);
  if (error instanceof OfflineError) return i18n._(OFFLINE);
  return i18n._(GENERAL);
}
