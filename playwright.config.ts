import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in the system Chromium against the real server on the embedded database,
// at a phone size (390x844) and a desktop size (1280x800).
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Per port, so two runs side by side (E2E_PORT=8182 ...) neither wipe each other's database nor results.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const RETRIED_FILE = `test-results/e2e-retried-${PORT}.txt`;
// The fake OAuth provider runs on another origin (another host name and port), as real providers do.
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 100);
const OAUTH_ENV = `OAUTH_FAKE_PROVIDERS=true OAUTH_FAKE_PROVIDER_URL=http://127.0.0.1:${OAUTH_PORT} PUBLIC_URL=http://localhost:${PORT}`;
// The same process plays the operator's site for customer single sign-on (customerLoginUrl).
const OPERATOR = `http://127.0.0.1:${OAUTH_PORT}/operator`;
const SSO_ENV = `CUSTOMER_LOGIN_URL=${OPERATOR}/login CUSTOMER_SSO_JWKS_URL=${OPERATOR}/jwks.json CUSTOMER_SSO_ISSUER=${OPERATOR}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI retries a failed test once; a test that passed only on its retry is named at the end and in
  // RETRIED_FILE, which .ci/run prints.
  reporter: process.env.CI ? [['list'], ['./tests/e2e/support/retried-reporter.ts', { outputFile: RETRIED_FILE }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs Chromium and the runner about a fifth of a test's time (two files timed:
    // 2.0 min with traces, 1.6 without). CI records one on the retry of a test that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A fresh context that lets the service worker in downloads and stores its whole precache: a tenth to a
    // sixth of a test's time (four spec files, twice: 237 and 262 s with it, 214 and 220 s without). The
    // specs about the worker (install, offline, updates, bad networks, My card offline, the console's
    // pages) let it in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // The screen tours set every width themselves: once is enough.
    {
      name: 'phone',
      testIgnore: /-screens\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    // What does not depend on the screen size (bad networks, the service worker and install, links
    // from e-mails and invites, the operator's sign-in and optional scripts, live updates, coming back
    // after sign-in, codes decoded at phone sizes and densities, spending points, social sign-in's
    // popups, redirects and the 404 page, signing up and in, switching the language, My card, a second
    // member on the same phone) runs in the phone project only; the signed-out and signed-in screen
    // tours and axe see every page at 1280 px.
    {
      name: 'desktop',
      testIgnore: /(flaky-network(-\w+)?|pwa-\w+|customer-sso|email-unsubscribe|optional-scripts|live-completion|invite|coming-back|reward-codes|economy|social|navigation|auth|language|member-card|second-member)\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      command: `LOG_LEVEL=warn ${OAUTH_ENV} ${SSO_ENV} npx tsx scripts/fake-oauth-provider.ts`,
      url: `http://127.0.0.1:${OAUTH_PORT}/api/dev/oauth/google/keys`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn PHONE_COUNTRY=LT ${OAUTH_ENV} ${SSO_ENV} SIGN_IN_CODES_PER_IP_PER_HOUR=500 SIGN_IN_CODES_PER_PHONE_PER_HOUR=50 CODE_CHECKS_PER_IP_PER_10_MIN=500 STAFF_SIGN_INS_PER_IP_PER_10_MIN=500 WEBHOOK_ALLOW_PRIVATE_TARGETS=true node dist-server/main.js`,
      url: `http://localhost:${PORT}/api/user-side/getSettings`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
