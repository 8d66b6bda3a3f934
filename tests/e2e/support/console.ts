// The staff console over HTTP, for end-to-end specs: a staff token, and the overview's figures
// (GET /api/console/overview), so a spec can see counts move after what members do; and a console page
// signed in as someone, in a language and at a width.
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { bearer } from './api';

/** The demo programme's admin (server/seed/staff.ts). */
export const DEMO_ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' };

export async function staffToken(request: APIRequestContext, account: { email: string; password: string } = DEMO_ADMIN): Promise<string> {
  const answer = await request.post('/api/console/sign-in', { data: account });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { token: string }).token;
}

/** A new staff account of the role, made by the demo admin; answers its e-mail and password. */
export async function newStaff(request: APIRequestContext, role: 'admin' | 'editor' | 'till') {
  const account = { email: `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@aurora.example`, password: `${role}-password-123`, role };
  const made = await request.post('/api/console/staff', { headers: bearer(await staffToken(request)), data: account });
  expect(made.ok(), await made.text()).toBeTruthy();
  return { email: account.email, password: account.password };
}

export interface OverviewFigures {
  members: { total: number; new_this_week: number; active_30_days: number; new_in_period: number };
  points: { issued: number; redeemed: number; outstanding: number };
  series: Array<{ day: string; issued: number; redeemed: number; new_members: number }>;
  challenges: Array<{ id: number; name: string; seen: number; accepted: number; completed: number; collected: number }>;
  prizes: Array<{ id: number; name: string; redemptions: number; points: number }>;
}

const utcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The overview as an admin sees it, by default for the last 30 UTC days. */
export async function readOverview(request: APIRequestContext, token?: string, from = utcDay(29), to = utcDay()): Promise<OverviewFigures> {
  const answer = await request.get(`/api/console/overview?from=${from}&to=${to}`, { headers: bearer(token ?? (await staffToken(request))) });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return (await answer.json()) as OverviewFigures;
}

/** One challenge's funnel (all time), found by its id or its name in English. */
export function funnelOf(overview: OverviewFigures, challenge: number | string) {
  const row = overview.challenges.find((c) => (typeof challenge === 'number' ? c.id === challenge : c.name === challenge));
  expect(row, `the overview has a funnel for challenge ${challenge}`).toBeTruthy();
  return row!;
}

/** A new browser context on the console, signed in as `who`, in `lang`, `width` px wide. */
/** The height the console's pictures are taken at, whatever the width. */
export const CONSOLE_HEIGHT = 900;

export async function consoleAs(browser: Browser, who: { email: string; password: string }, lang: 'en' | 'lt', width: number) {
  const context = await browser.newContext({ viewport: { width, height: CONSOLE_HEIGHT } });
  await context.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel(lang === 'en' ? 'E-mail' : 'El. paštas').fill(who.email);
  await page.getByLabel(lang === 'en' ? 'Password' : 'Slaptažodis', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'Prisijungti' }).click();
  await expect(page.locator('header.top nav')).toBeVisible();
  return { context, page };
}
