// The hosts each optional script of docs/product.md section 7 needs in the Content-Security-Policy, only when
// its setting is configured: the Maps JS API (GOOGLE_API_KEY), gtag.js (GA_TRACKING_ID) and the
// Sentry DSN's host (SENTRY_URL; the SDK itself is bundled). Script URLs pointed elsewhere (tests
// use a fake host on loopback) allow that origin alone.
import type { Config } from "../config";

export interface ScriptHosts {
  script: string[];
  connect: string[];
  img: string[];
  style: string[];
  worker: string[];
}

const GOOGLE_MAPS = "https://maps.googleapis.com/maps/api/js";
const GOOGLE_ANALYTICS = "https://www.googletagmanager.com/gtag/js";

// Google's lists: developers.google.com/maps/documentation/javascript/content-security-policy and
// developers.google.com/tag-platform/security/guides/csp (README.md, "Optional scripts").
const MAPS_HOSTS: ScriptHosts = {
  script: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "'unsafe-eval'",
  ],
  connect: ["https://*.googleapis.com", "https://*.gstatic.com"],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
  ],
  // Its fonts come from fonts.gstatic.com, which helmet's font-src (https:) already allows.
  style: ["https://fonts.googleapis.com"],
  worker: ["blob:"],
};
const ANALYTICS_HOSTS: ScriptHosts = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
  style: [],
  worker: [],
};

const none = (): ScriptHosts => ({
  script: [],
  connect: [],
  img: [],
  style: [],
  worker: [],
});

/** A script served from another host: its origin loads the script and takes its calls and pictures. */
const ownOrigin = (url: string): ScriptHosts => {
  const origin = new URL(url).origin;
  return { ...none(), script: [origin], connect: [origin], img: [origin] };
};

/** The origin a Sentry DSN sends its envelopes to (https://key@o1.ingest.sentry.io/2 -> https://o1.ingest.sentry.io). */
export function sentryOrigin(dsn: string): string | null {
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export function optionalScriptHosts(config: Config): ScriptHosts {
  const parts: ScriptHosts[] = [];
  if (config.GOOGLE_API_KEY) {
    parts.push(
      config.GOOGLE_MAPS_SCRIPT_URL === GOOGLE_MAPS
        ? MAPS_HOSTS
        : ownOrigin(config.GOOGLE_MAPS_SCRIPT_URL),
    );
  }
  if (config.GA_TRACKING_ID) {
    parts.push(
      config.GOOGLE_ANALYTICS_SCRIPT_URL === GOOGLE_ANALYTICS
        ? ANALYTICS_HOSTS
        : ownOrigin(config.GOOGLE_ANALYTICS_SCRIPT_URL),
    );
  }
  const sentry = config.SENTRY_URL ? sentryOrigin(config.SENTRY_URL) : null;
  if (sentry) parts.push({ ...none(), connect: [sentry] });
  const all = none();
  for (const part of parts)
    for (const key of Object.keys(all) as (keyof ScriptHosts)[])
      all[key].push(...part[key]);
  for (const key of Object.keys(all) as (keyof ScriptHosts)[])
    all[key] = [...new Set(all[key])];
  return all;
}
