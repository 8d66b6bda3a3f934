// Google Analytics (docs/product.md section 7), when googleAnalyticsTrackingId is set: gtag.js, a page view on
// every route change and the app's own 'analytics' events (src/lib/app-events.ts; the terms screen's sign_up).
import type { AnyRouter } from "@tanstack/react-router";
import { onAppEvents } from "@/lib/app-events";
import { loadScript } from "@/lib/load-script";
import { takeVisitedPages, type VisitedPage } from "@/lib/visited-pages";


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
  const pageView = ({ href, pathname }: VisitedPage, title?: string) => {
    if (href === last) return;
    last = href;
    gtag("event", "page_view", {
      page_location: href,
      page_path: pathname,
      ...(title ? { page_title: title } : {}),
    });
  };
  // The pages visited before this started (their titles are gone), then this one.
  for (const page of takeVisitedPages()) if (page.href !== window.location.href) pageView(page);
  pageView(window.location, document.title);
  const unsubscribe = router.subscribe("onResolved", () => pageView(window.location, document.title));
  const stopEvents = onAppEvents("analytics", (event) => gtag("event", event.name, event.params ?? {}));
  return () => {
    unsubscribe();
    stopEvents();
  };
}
