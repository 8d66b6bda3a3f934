// The optional scripts of docs/product.md section 7 that run on every page: analytics and error reporting, each
// only when its setting is served. Mounted after the first paint (app/shell/background-features.tsx).
// The maps script is loaded by the provide_location widget itself, when it opens.
import { useEffect } from "react";
import { getRouter } from "@/lib/router-instance";
import { settingsAtom } from "@/state/settings";
import { useAtomValue } from "@/state/jotai";
import { startAnalytics } from "./analytics";

export function OptionalScripts() {
  const settings = useAtomValue(settingsAtom);
  const trackingId = settings?.googleAnalyticsTrackingId ?? "";
  const analyticsUrl = settings?.googleAnalyticsScriptUrl ?? "";
  const dsn = settings?.sentryUrl ?? "";

  useEffect(() => {
    if (!trackingId || !analyticsUrl) return;
    return startAnalytics(analyticsUrl, trackingId, getRouter());
  }, [trackingId, analyticsUrl]);

  useEffect(() => {
    if (!dsn) return;
    import("./error-reporting")
      .then(({ startErrorReporting }) => startErrorReporting(dsn))
      .catch((error: unknown) =>
        console.warn("Error reporting could not start", error),
      );
  }, [dsn]);

  return null;
}
