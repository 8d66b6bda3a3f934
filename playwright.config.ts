import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in the system Chromium against the real server on the embedded database,
// at a phone size (390x844) and a desktop size (1280x800).
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Per port, so two runs side by side (E2E_PORT=8182 ...) neither wipe each other's database nor results.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} HOST=127.0.0.1 PUBLIC_URL=http://localhost:${PORT} LOG_LEVEL=warn OAUTH_FAKE_PROVIDERS=true SIGN_IN_CODES_PER_IP_PER_HOUR=500 CODE_CHECKS_PER_IP_PER_10_MIN=500 node dist-server/main.js`,
    url: `http://localhost:${PORT}/api/user-side/getSettings`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
