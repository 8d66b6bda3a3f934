// The paths whose pages the server renders (routes with staticData.serverRendered, see
// src/entry-server.tsx), in every language. No `self`: a unit test checks them against the routes.
import { isCustomPageSlug } from '../contract/content-slugs';

const LANG = '[a-z]{2}(?:-[A-Za-z]{2})?';
const RENDERED_PATHS = [
  new RegExp(`^/${LANG}/(?:sign-in|phone-login|registration|customer-login|waitlist-invitation|privacy-policy|terms|help|about|business|news)/?$`),
  new RegExp(`^/${LANG}/news/[^/]+/?$`),
  new RegExp(`^/${LANG}/invite/[^/]+/?$`),
  new RegExp(`^/${LANG}/monthly-top-user/[^/]+/[^/]+/?$`),
];
/** A text page at an address the operator chose (src/routes/$lang/$page.tsx): one segment, not an app screen's. */
const OPERATOR_PAGE = new RegExp(`^/${LANG}/([^/]+)/?$`);

export const isRenderedPath = (pathname: string) =>
  RENDERED_PATHS.some((path) => path.test(pathname)) || isCustomPageSlug(OPERATOR_PAGE.exec(pathname)?.[1] ?? '');
