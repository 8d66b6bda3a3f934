// Every call the app makes, by name, with what it answers (GET) or what it takes and answers (POST),
// from the contract (docs/contract.md). The client is typed by these maps, so a path cannot be paired
// with another call's answer: `api.get(\`getPrize/${id}\`)` is a Promise<Prize>. Types only: no zod
// reaches the bundle.
import type { z } from 'zod';
import type {
  AcceptTermsResult,
  Content,
  InitializationStatus,
  JoinWaitlist,
  LimitedAccessLogin,
  LoginUserByPhone,
  LoginUserByPhoneResult,
  MemberCard,
  MenuItem,
  Owner,
  SaveLanguage,
  SetUserName,
  Settings,
  SignInResult,
  Success,
  TouchSessionResult,
  UserData,
  VerifySmsCode,
  WalletLink,
} from '@contract';
import type {
  AcceptChallengeResult,
  Achievement,
  Challenge,
  ChallengeIdBody,
  CollectAchievementBody,
  CollectAchievementResult,
  CompleteChallengeBody,
  CompleteChallengeResult,
  ConfirmEmailResult,
  FriendsWhoCompleted,
  GetUserChallengesResult,
  ResetSnoozedResult,
  SnoozedCount,
  UnsubscribeEmailInfo,
  UnsubscribeEmailResult,
} from '@contract/challenges';
import type {
  DeactivateUser,
  Friend,
  MonthlyTop,
  MonthlyTopUser,
  NewsItem,
  NewsPage,
  NotificationSettings,
  PromotedNewsItem,
  SaveEmail,
  SaveEmailResult,
} from '@contract/community';
import type { DismissExpiryNotice, ExpiringPoints } from '@contract/points-expiry';
import type { LoginUserByCustomerId, LoginUserByCustomerIdResult, VerifyCustomerIdCode, LoginUserByAssertion } from '@contract/customer-id';
import type {
  ApplyCode,
  FavouriteToggled,
  HistoryPage,
  Invitation,
  MarkRewardUsed,
  Prize,
  PrizeCategory,
  PrizeIdBody,
  PrizeList,
  PrizesPage,
  PromoCodeResult,
  ReferralResult,
  Reward,
  TransferPoints,
  TransferPreview,
  TransferResult,
} from '@contract/economy';
import type { SavePushToken } from '@contract/push';
import type { MemberTier } from '@contract/tiers';
import type { ConnectSocialBody, ConnectSocialResult, DisconnectSocialResult } from '@contract/social';
import type { CONNECT_CALL, DISCONNECT_CALL } from '@contract/social-names';

/** GET calls: the name (the path up to its first "/") and the answer. */
export interface GetCalls {
  getSettings: Settings;
  getUserData: UserData;
  getUserInitializationStatus: z.infer<typeof InitializationStatus>;
  checkUserSession: number;
  '/api/touchSession': z.infer<typeof TouchSessionResult>;
  logoutUser: Success;
  getOwner: Owner;
  getContent: Content;
  getMenuItems: MenuItem[];
  getInvitation: Invitation;
  getUserPoints: number;
  expiringPoints: ExpiringPoints;
  getUserTotalPointsEarned: number;
  getUserHistoryLog: HistoryPage;
  getUserTier: MemberTier;
  getUserChallenges: GetUserChallengesResult;
  getUserChallenge: Challenge;
  getUserFriendsWhoCompletedChallenge: FriendsWhoCompleted;
  getSnoozedChallengesCount: SnoozedCount;
  getUserNotCollectedAchievements: Achievement[];
  getPrize: Prize;
  getPrizes: PrizesPage;
  getPrizeCategories: PrizeCategory[];
  getPrizesSuggestionForUser: PrizeList;
  getUserFavouritePrizes: PrizeList;
  getUserActiveRewards: Reward[];
  getUserReward: Reward;
  getMemberCard: MemberCard;
  getAppleWalletPassLink: WalletLink;
  getGoogleWalletLink: WalletLink;
  getNews: NewsPage;
  getNewsItem: NewsItem;
  getPromotedNewsItem: PromotedNewsItem | null;
  dismissUserPromotedNewsItem: Success;
  getUserUnreadNewsQuantity: number;
  getMonthlyTop: MonthlyTop;
  getMonthlyTopUser: MonthlyTopUser;
  getUserFriends: Friend[];
  confirmEmail: ConfirmEmailResult;
  unsubscribeEmail: UnsubscribeEmailInfo;
}

type Post<Body, Answer> = { body: Body; answer: Answer };
type Connect = { [P in keyof typeof CONNECT_CALL as (typeof CONNECT_CALL)[P]]: Post<ConnectSocialBody, ConnectSocialResult> };
type Disconnect = { [P in keyof typeof DISCONNECT_CALL as (typeof DISCONNECT_CALL)[P]]: Post<undefined, DisconnectSocialResult> };

/** POST calls: the body (undefined: none) and the answer. */
export interface PostCalls extends Connect, Disconnect {
  '/api/user-side/auth': Post<z.input<typeof LimitedAccessLogin>, Success>;
  joinWaitlist: Post<z.input<typeof JoinWaitlist>, Success>;
  loginUserByPhone: Post<LoginUserByPhone, LoginUserByPhoneResult>;
  verifySmsCode: Post<VerifySmsCode, SignInResult>;
  loginUserByCustomerId: Post<LoginUserByCustomerId, LoginUserByCustomerIdResult>;
  verifyCustomerIdCode: Post<VerifyCustomerIdCode, SignInResult>;
  loginUserByAssertion: Post<LoginUserByAssertion, SignInResult>;
  acceptTerms: Post<undefined, AcceptTermsResult>;
  setUserName: Post<SetUserName, Success>;
  saveLanguage: Post<z.input<typeof SaveLanguage>, Success>;
  saveNotificationSettings: Post<NotificationSettings, Success>;
  saveEmail: Post<SaveEmail, SaveEmailResult>;
  unsubscribeEmail: Post<{ token: string }, UnsubscribeEmailResult>;
  deactivateUser: Post<DeactivateUser, Success>;
  savePushToken: Post<SavePushToken, Success>;
  acceptUserChallenge: Post<ChallengeIdBody, AcceptChallengeResult>;
  completeUserChallenge: Post<CompleteChallengeBody, CompleteChallengeResult>;
  snoozeUserChallenge: Post<ChallengeIdBody, Success>;
  resetSnoozedChallenges: Post<undefined, ResetSnoozedResult>;
  collectUserAchievement: Post<CollectAchievementBody, CollectAchievementResult>;
  toggleFavouritePrize: Post<PrizeIdBody, FavouriteToggled>;
  redeemPrize: Post<PrizeIdBody, Reward>;
  markRewardUsed: Post<MarkRewardUsed, Reward>;
  rotateMemberCard: Post<Record<string, never>, MemberCard>;
  previewTransfer: Post<TransferPoints, TransferPreview>;
  transferPoints: Post<TransferPoints, TransferResult>;
  dismissExpiryNotice: Post<z.infer<typeof DismissExpiryNotice>, Success>;
  applyPromoCode: Post<ApplyCode, PromoCodeResult>;
  applyReferralCode: Post<ApplyCode, ReferralResult>;
}

/** A GET path: a call's name, or its name followed by "/" and the path's parameters. */
export type GetPath = { [Name in keyof GetCalls]: Name | `${Name}/${string}` }[keyof GetCalls];
type GetName<P extends string> = P extends keyof GetCalls ? P : P extends `${infer Name}/${string}` ? Name : never;
export type GetAnswer<P extends GetPath> = GetCalls[GetName<P> & keyof GetCalls];

export type PostName = keyof PostCalls;
export type PostBody<P extends PostName> = PostCalls[P]['body'];
export type PostAnswer<P extends PostName> = PostCalls[P]['answer'];
