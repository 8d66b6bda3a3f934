// docs/product.md section 7: maps, analytics and error reporting load only when the settings configure them,
// lazily, and the Content-Security-Policy names their hosts only then. A second server runs here with
// the three settings pointed at fake hosts on loopback (support/fake-script-hosts.ts); the suite's
// own server has none of them set.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { apiSignUp, bearer, openAs } from "./support/api";
import { signUp } from "./support/auth";
import { startFakeScriptHosts } from "./support/fake-script-hosts";

const PORT = Number(process.env.E2E_PORT ?? 8181);
const CONFIGURED_PORT = PORT + 200;
const FAKE_PORT = PORT + 250;
const CONFIGURED = `http://localhost:${CONFIGURED_PORT}`;
const TRACKING_ID = "G-E2ETEST1";
const MAPS_KEY = "e2e-maps-key";

let fake: Awaited<ReturnType<typeof startFakeScriptHosts>>;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeScriptHosts(FAKE_PORT);
  const dataDir = `.tmp/e2e-data-scripts-${PORT}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["dist-server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(CONFIGURED_PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PHONE_COUNTRY: "LT",
      PUBLIC_URL: CONFIGURED,
      SIGN_IN_CODES_PER_IP_PER_HOUR: "500",
      CODE_CHECKS_PER_IP_PER_10_MIN: "500",
      GOOGLE_API_KEY: MAPS_KEY,
      GA_TRACKING_ID: TRACKING_ID,
      SENTRY_URL: `http://e2epublickey@127.0.0.1:${FAKE_PORT}/42`,
      GOOGLE_MAPS_SCRIPT_URL: `${fake.origin}/maps/api/js`,
      GOOGLE_ANALYTICS_SCRIPT_URL: `${fake.origin}/gtag/js`,
    },
  });
  await expect
    .poll(
      async () =>
        (
          await fetch(`${CONFIGURED}/api/user-side/getSettings`).catch(
            () => null,
          )
        )?.ok ?? false,
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
});

/** The provide_location challenge of the demo programme ("Where is home?"), opened and accepted. */
async function openLocationChallenge(page: Page, token: string) {
  const challenges: { id: number; type: string }[] = [];
  for (let more = true; more;) {
    const start = challenges.length ? challenges.length : -1;
    const list = await page.request.get(
      `/api/user-side/getUserChallenges?lang=en&start_from=${start}`,
      { headers: bearer(token) },
    );
    const page_ = (await list.json()) as {
      challenges: { id: number; type: string }[];
      has_more: boolean;
    };
    challenges.push(...page_.challenges);
    more = page_.has_more && page_.challenges.length > 0;
  }
  const location = challenges.find((c) => c.type === "provide_location");
  expect(location, "the demo provide_location challenge").toBeTruthy();
  await page.goto(`/en/challenge/${location!.id}`);
  await page.getByRole("button", { name: "Accept challenge" }).first().click();
  await expect(
    page.getByRole("button", { name: "Save my location" }),
  ).toBeVisible();
}

test("configured: analytics reports page views and the sign-up, errors reach Sentry with traces, the map places the pin", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: CONFIGURED,
    viewport,
    isMobile,
    hasTouch,
  });
  const page = await context.newPage();

  // The CSP names the fake hosts' origin now that each setting is configured.
  const document = await page.request.get("/en/phone-login");
  const csp = document.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(new RegExp(`script-src [^;]*${fake.origin}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${fake.origin}`));

  // Sign-up through the UI: page views on each route, and the terms screen's sign_up event.
  await signUp(page);
  await expect
    .poll(() =>
      fake.recorded.scripts
        .filter((s) => s.path === "/gtag/js")
        .map((s) => s.query.id),
    )
    .toEqual([TRACKING_ID]);
  await expect
    .poll(() =>
      fake.recorded.hits.some(
        (h) => h.en === "sign_up" && h.tid === TRACKING_ID,
      ),
    )
    .toBe(true);
  await expect
    .poll(() =>
      fake.recorded.hits
        .filter((h) => h.en === "page_view")
        .map((h) => new URL(h.dl).pathname),
    )
    .toEqual(expect.arrayContaining(["/en/registration", "/en/dashboard"]));
  // Not the maps script: only the provide_location widget loads it.
  expect(fake.recorded.scripts.some((s) => s.path === "/maps/api/js")).toBe(
    false,
  );

  // Error reporting: a thrown error arrives as an event.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("E2E provoked error");
    }),
  );
  await expect
    .poll(
      () =>
        fake.recorded.envelopes.some(
          (e) =>
            e.includes('"type":"event"') && e.includes("E2E provoked error"),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  // The map: loaded when the widget opens, with the key; a tap places the pin, which is saved.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await openLocationChallenge(page, token!);
  await expect
    .poll(() =>
      fake.recorded.scripts
        .filter((s) => s.path === "/maps/api/js")
        .map((s) => s.query.key),
    )
    .toEqual([MAPS_KEY]);
  const map = page.locator("[data-fake-map]");
  await expect(map).toBeVisible();
  // A quarter across and a third down: longitude -90, latitude 85 - 170/3.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 4, y: box.height / 3 } });
  await expect(
    page.getByText(/^Your position is added: 28\.\d+, -90(\.\d+)?$/),
  ).toBeVisible();
  await expect(page.locator("[data-fake-marker]")).toHaveAttribute(
    "data-position",
    /^28\.\d+,-90/,
  );
  await page.getByLabel("Country").fill("Lithuania");
  await page.getByLabel("City").fill("Vilnius");
  const saved = page.waitForRequest(
    (r) =>
      r.url().includes("/api/user-side/") &&
      r.method() === "POST" &&
      (r.postData() ?? "").includes("latitude"),
  );
  await page.getByRole("button", { name: "Save my location" }).click();
  const answer = JSON.parse((await saved).postData()!) as {
    answer?: { latitude?: number; longitude?: number };
  };
  expect(answer.answer?.longitude).toBeCloseTo(-90, 0);
  await expect(page.getByText("Challenge completed!").first()).toBeVisible();

  // Tracing: the page load and the API calls arrive as spans (the SDK streams spans, not transactions).
  const spans = () =>
    fake.recorded.envelopes.filter((e) => e.includes('"type":"span"'));
  await expect
    .poll(() => spans().some((e) => e.includes("pageload")), {
      timeout: 45_000,
    })
    .toBe(true);
  await expect
    .poll(() => spans().some((e) => e.includes("/api/user-side/")), {
      timeout: 45_000,
    })
    .toBe(true);
  await context.close();
});

test("not configured: nothing loads, no map, and the CSP names none of those hosts", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (
      !/^http:\/\/localhost:/.test(request.url()) &&
      !request.url().startsWith("data:")
    )
      outside.push(request.url());
  });
  const document = await page.request.get("/en/phone-login");
  const csp = document.headers()["content-security-policy"] ?? "";
  expect(csp).not.toMatch(
    /googleapis|gstatic|googletagmanager|google-analytics|sentry|127\.0\.0\.1:\d+|unsafe-eval/,
  );

  const account = await apiSignUp(page.request);
  await openAs(page, account, "/en/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Challenges" }),
  ).toBeVisible();
  await openLocationChallenge(page, account.token);
  await expect(page.getByLabel("City")).toBeVisible();
  await expect(page.getByRole("application", { name: "Map" })).toHaveCount(0);
  expect(
    await page.evaluate(() => ({
      dataLayer: "dataLayer" in window,
      google: "google" in window,
    })),
  ).toEqual({ dataLayer: false, google: false });
  expect(outside).toEqual([]);
});
