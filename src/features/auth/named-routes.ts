// Routes the server may name (the sign-in result's redirect_route_name, menu items) that need no
// other parameter than the language.
import type { FileRouteTypes } from '@/routeTree.gen';

type RoutePath = FileRouteTypes['to'];

export const NAMED_ROUTES = {
  dashboard: '/$lang/dashboard',
  history: '/$lang/history',
  prizes: '/$lang/prizes',
  'prizes-rewards': '/$lang/prizes/rewards',
  'prizes-list': '/$lang/prizes-list',
  'points-transfer': '/$lang/points-transfer',
  leaderboard: '/$lang/leaderboard',
  profile: '/$lang/profile',
  'profile-codes-menu': '/$lang/profile/codes-menu',
  'profile-communication': '/$lang/profile/communication',
  'profile-notification-types': '/$lang/profile/notification-types',
  'profile-sounds': '/$lang/profile/sounds',
  'profile-social': '/$lang/profile/social',
  'profile-referral-code': '/$lang/profile/referral-code',
  'profile-promo-code': '/$lang/profile/promo-code',
  'profile-reset-snoozed-challenges': '/$lang/profile/reset-snoozed-challenges',
  'profile-deactivate-account': '/$lang/profile/deactivate-account',
  news: '/$lang/news',
  help: '/$lang/help',
  terms: '/$lang/terms',
  about: '/$lang/about',
  business: '/$lang/business',
  'privacy-policy': '/$lang/privacy-policy',
  welcome: '/$lang/welcome',
  'terms-and-conditions': '/$lang/terms-and-conditions',
  'sign-in': '/$lang/sign-in',
  'phone-login': '/$lang/phone-login',
  registration: '/$lang/registration',
  'waitlist-invitation': '/$lang/waitlist-invitation',
} as const satisfies Record<string, RoutePath>;

export type RouteName = keyof typeof NAMED_ROUTES;

export function namedRoutePath(name: string | undefined): (typeof NAMED_ROUTES)[RouteName] | undefined {
  return name && Object.prototype.hasOwnProperty.call(NAMED_ROUTES, name) ? NAMED_ROUTES[name as RouteName] : undefined;
}
