// Pushes: notifications whose click opens their route, toasts when the app has the focus, one per topic.
import { expect, test } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { notificationTitles, pushToFocusedPage, waitForController, worker, workerWithNoPageOpen, type WorkerScope } from './support/service-worker';

test.describe.configure({ timeout: 150_000 });

// The service worker is this spec's subject (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a push delivered through DevTools shows a notification whose click opens the route', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // No page of the app is open at all: the worker shows a system notification.
  const { cdp, id } = await workerWithNoPageOpen(context, page, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify({ title: 'New challenge', body: 'A new challenge is waiting', data: { route: '/en/news' } }),
  });
  await expect.poll(() => notificationTitles(context)).toEqual(['New challenge']);

  // A click (dispatched in the worker, as the system would) takes the open app to the route.
  const app = await context.newPage();
  await app.goto('/en/sign-in');
  await waitForController(app);
  await worker(context).evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await app.waitForURL(/\/en\/news$/);
  await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(await notificationTitles(context)).toEqual([]);
});

test('a push arriving while the app has the focus becomes a toast, not a notification', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  // Pushes go to members: the app listens for them once someone is signed in.
  await openAs(page, await apiSignUp(page.request), '/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await waitForController(page);
  await pushToFocusedPage(context, page, origin, { title: 'Reward ready', body: 'Open your rewards', data: { route: '/en/prizes/rewards' } });
  const pushed = page.getByRole('status').getByText(/Reward ready\s+Open your rewards/);
  await expect(pushed).toBeVisible();
  expect(await notificationTitles(context)).toEqual([]);
  expect(await seriousA11yViolations(page, '[aria-live]')).toEqual([]);
  // The toast's button does what a tap on the notification would: it opens the push's page.
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/prizes\/rewards$/);
  await expect(pushed).toHaveCount(0);
});

test('pushes of one topic replace each other: the worker shows the newest only', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const { cdp, id } = await workerWithNoPageOpen(context, page, origin);
  const deliver = (title: string, data: Record<string, string>) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ data: { title, body: 'x', ...data } }) });
  // As the server sends them: FCM data messages carrying the kind and its tag.
  await deliver('News one', { kind: 'news', tag: 'news', route: '/en/news' });
  await expect.poll(() => notificationTitles(context)).toEqual(['News one']);
  await deliver('News two', { kind: 'news', tag: 'news', route: '/en/news' });
  await expect.poll(() => notificationTitles(context)).toEqual(['News two']);
  // Another topic stands beside it.
  await deliver('Challenge complete!', { kind: 'challenge_completion', tag: 'challenge_completion', route: '/en/dashboard' });
  await expect.poll(async () => (await notificationTitles(context)).sort()).toEqual(['Challenge complete!', 'News two']);
  const tags = await worker(context).evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => n.tag).sort());
  expect(tags).toEqual(['challenge_completion', 'news']);
});

test('the notification settings say push is not available here instead of showing switches', async ({ page }) => {
  // The test server has no Firebase configuration: the programme sends no pushes.
  await openAs(page, await apiSignUp(page.request), '/en/profile/notification-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notifications are not available' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);
});

test('a push reaching a focused page that is signed out is shown as a notification, not lost', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/en/sign-in');
  await waitForController(page);
  await pushToFocusedPage(context, page, origin, { title: 'News for you', body: 'Sign in to read it', data: { route: '/en/news' } });
  // Nobody on the page takes it as a toast, so the worker shows it itself after its short wait.
  await expect.poll(() => notificationTitles(context)).toEqual(['News for you']);
  await expect(page.getByText(/News for you\s+Sign in to read it/)).toHaveCount(0);
});
