// Words for every failure the console can meet: never a raw error code on screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ConsoleError } from './api';

const WORDS: Record<string, MessageDescriptor> = {
  InvalidCredentials: msg`The e-mail or the password is not right.`,
  TooManyRequests: msg`Too many attempts from this network. Please wait a few minutes and try again.`,
  SessionExpired: msg`Your session has ended. Please sign in again.`,
  Unauthorized: msg`Your session has ended. Please sign in again.`,
  Forbidden: msg`Your role does not allow this.`,
  UserNotFound: msg`There is no such member.`,
  MemberDeactivated: msg`This member is deactivated.`,
  NotEnoughPoints: msg`The member does not have that many points.`,
  CodeNotFound: msg`This code is neither a reward nor a member card.`,
  PurchaseTooSmall: msg`This amount earns no points.`,
  StaffExists: msg`There is a staff account with this e-mail already.`,
  StaffNotFound: msg`There is no such staff account.`,
  OwnAccount: msg`You cannot change your own account; ask another admin.`,
  RewardAlreadyUsed: msg`This reward has already been used.`,
  RewardExpired: msg`This reward has expired.`,
  ValidationError: msg`Please check the values you entered.`,
  // Tiers.
  TierNotFound: msg`There is no such tier any more.`,
  TierThresholdTaken: msg`Another tier needs this many points already (and only the base tier needs 0). Give each tier its own number of points.`,
  BaseTierFixed: msg`The base tier always needs 0 points and cannot be deleted.`,
  WebhookUrlInvalid: msg`This is not a URL a webhook can be sent to: it starts with https:// and names a host, without a user name or password.`,
  WebhookUrlNotAllowed: msg`This URL is not allowed: use https:// and an address on the internet, not a private or local one.`,
  WebhookEndpointNotFound: msg`There is no such webhook endpoint any more.`,
  WebhookDeliveryNotFound: msg`There is no such delivery any more.`,
  // The catalogue's editors (prizes, promo codes, text pages, menu, pictures).
  StockChanged: msg`The stock changed meanwhile: members redeemed or another editor changed it. Look at the new number and set it again.`,
  StockUnlimited: msg`This prize has unlimited stock. Set a number of items first.`,
  StockTooLow: msg`There are fewer items left than you want to remove.`,
  PrizeNotFound: msg`There is no such prize any more.`,
  CategoryNotFound: msg`There is no such category any more.`,
  PromoCodeExists: msg`There is a promo code like this already (small and capital letters count as the same). Choose another code.`,
  PromoCodeNotFound: msg`There is no such promo code.`,
  PageExists: msg`This page exists already. Open it from the list to edit it.`,
  ContentNotFound: msg`This page does not exist any more.`,
  SlugReserved: msg`This address belongs to the app itself. Choose another.`,
  PageFixed: msg`This page is one of the app’s own; its address cannot change.`,
  MenuItemNotFound: msg`There is no such menu item any more.`,
  ImageNotFound: msg`That picture is not there any more. Upload it again.`,
  NewsNotFound: msg`This news item does not exist (any more).`,
  ImageUnreadable: msg`This file is not a picture the console can use. Choose a PNG, JPEG, WebP or GIF of at most 5 MB.`,
  UnsupportedMediaType: msg`Only PNG, JPEG, WebP or GIF pictures can be uploaded.`,
  PayloadTooLarge: msg`This file is too large. Choose a picture of at most 5 MB.`,
  ChallengeInvalid: msg`This challenge cannot work yet: see what is missing next to the fields.`,
  ChallengeStarted: msg`Members have started this challenge, so some of it can no longer change: see the notes next to the fields.`,
  ChallengeNotFound: msg`There is no such challenge.`,
  // Staff accounts: links, passwords, two-factor sign-in.
  LinkInvalid: msg`This link has been used or replaced by a newer one. Ask an admin to send a new one.`,
  LinkExpired: msg`This link has expired. Ask an admin to send a new one.`,
  StaffDeactivated: msg`This account is deactivated. Reactivate it first.`,
  CurrentPasswordWrong: msg`The current password is not right.`,
  PasswordUnchanged: msg`Choose a password different from the current one.`,
  TotpRequired: msg`Enter the 6-digit code from your authenticator app.`,
  TotpInvalid: msg`The code is not right or was used already. Wait for the next code in the app and try again.`,
  TotpEnabled: msg`Two-factor sign-in is on already.`,
  TotpNotStarted: msg`Start the set-up first: it shows the QR code to scan.`,
  MailNotSent: msg`The e-mail could not be sent just now, so nothing was changed. Try again in a minute.`,
  // Members.
  OtherUserHasSamePhone: msg`Another member has this phone number.`,
  ReceiptUsed: msg`This receipt has earned points already. Check the receipt number.`,
  PurchaseNotFound: msg`This member has no such purchase.`,
  PurchaseVoided: msg`This purchase has been voided already.`,
  // Importing members from a CSV file.
  ImportEmpty: msg`The file is empty.`,
  ImportEncoding: msg`The file is not UTF-8 text. In the spreadsheet, save it as “CSV UTF-8” and upload it again.`,
  ImportHeaderMissing: msg`The first line of the file must name the columns, external_id and balance among them.`,
  ImportUnknownColumns: msg`The first line names a column the import does not know. See which columns the file has.`,
  ImportDuplicateColumns: msg`The first line names a column twice.`,
  ImportNotReady: msg`This file cannot be imported now: wait for its dry run to finish, or it has been imported already.`,
  ImportNotFound: msg`There is no such import.`,
  // Segments.
  SegmentNotFound: msg`There is no such segment any more. Choose another audience.`,
  SegmentInUse: msg`Challenges, news or prizes are limited to this segment. Choose another audience for them first.`,
  Network: msg`The server could not be reached. Check the connection and try again.`,
};
const FALLBACK = msg`Something went wrong. Please try again.`;

export function useErrorText() {
  const { i18n } = useLingui();
  return (error: unknown): string => {
    if (!(error instanceof ConsoleError)) return i18n._(FALLBACK);
    if (error.code === 'SignInLocked') {
      const minutes = Math.max(1, Math.ceil(Number(error.details.retry_after ?? 900) / 60));
      return i18n._(msg`Too many failed sign-ins for this e-mail. Try again in ${minutes} minutes.`);
    }
    const words = WORDS[error.code];
    return words ? i18n._(words) : i18n._(FALLBACK);
  };
}
