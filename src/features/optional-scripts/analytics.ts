// Google Analytics (SPEC section 7), when googleAnalyticsTrackingId is set: gtag.js, a page view on
// every route change and the app's own events (the terms screen's sign_up: window 'analytics' events).
import type { AnyRouter } from "@tanstack/react-router";
import { loadScript } from "@/lib/load-script";

/** What the app dispatches for analytics: window.dispatchEvent(new CustomEvent('analytics', { detail })). */
export const ANALYTICS_EVENT = "analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function startAnalytics(
  scriptUrl: string,
  trackingId: string,
  router: AnyRouter,
): () => void {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the arguments object itself, as Google's snippet pushes it.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag("js", new Date());
  // Page views are sent by the app: a single-page app changes route without loading a page.
  gtag("config", trackingId, { send_page_view: false });
  const separator = scriptUrl.includes("?") ? "&" : "?";
  loadScript(
    `${scriptUrl}${separator}id=${encodeURIComponent(trackingId)}`,
  ).catch((error: unknown) => console.warn(error));

  let last = "";
  const pageView = () => {
    const { href, pathname } = window.location;
    if (href === last) return;
    last = href;
    gtag("event", "page_view", {
      page_location: href,
      page_path: pathname,
      page_title: document.title,
    });
  };
  const onEvent = (event: Event) => {
    const detail = (
      event as CustomEvent<{ name?: unknown; params?: Record<string, unknown> }>
    ).detail;
    if (typeof detail?.name === "string")
      gtag("event", detail.name, detail.params ?? {});
  };
  pageView();
  const unsubscribe = router.subscribe("onResolved", pageView);
  window.addEventListener(ANALYTICS_EVENT, onEvent);
  return () => {
    unsubscribe();
    window.removeEventListener(ANALYTICS_EVENT, onEvent);
  };
}
