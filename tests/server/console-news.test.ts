// News in the console: editors and admins only; texts in every language of the deployment; published
// now it is pushed at once (like POST /api/partner/news) and customers read it, scheduled it stays
// hidden until its time; editing and deleting; pictures uploaded; every change audited with before/after.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runJobsOnce } from '../../server/jobs';
import type { LogPushTransport } from '../../server/services/push/transport';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import type { TestApp } from './helpers';
import { api, openApp, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
let editor: SignedInStaff;
let reader: SignedInUser;
const PUSH_TOKEN = 'console-news-reader';

const transport = () => t.app.push.transport as LogPushTransport;
const pushes = () => transport().messages.filter((m) => m.tokens.includes(PUSH_TOKEN));

const item = (over: Record<string, unknown> = {}) => ({
  title: { en: 'Summer sale', lt: 'Vasaros išpardavimas' },
  intro: { en: 'Half price', lt: 'Pusė kainos' },
  body: { en: '<p>All coffee</p>', lt: '<p>Visa kava</p>' },
  published_at: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

async function auditFor(id: number) {
  const res = await consoleCall(t, 'GET', `/audit?entity_type=news&entity_id=${id}`, admin.headers);
  return res.json().entries as Array<{ action: string; staff_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
}

beforeAll(async () => {
  t = await openApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  editor = await staffWithRole(t, 'editor');
  reader = await signUpUser(t, 'Reader');
  expect((await api(t, reader).post('savePushToken', { token: PUSH_TOKEN, user_agent: 'test' })).status).toBe(200);
});
beforeEach(() => {
  transport().messages.length = 0;
});
afterAll(() => t.close());

describe('console news', () => {
  it('is for editors and admins', async () => {
    expectError(await consoleCall(t, 'GET', '/news'), 401, 'Unauthorized');
    expectError(await consoleCall(t, 'POST', '/news', {}, item()), 401, 'Unauthorized');
    expectError(await consoleCall(t, 'GET', '/news', reader.headers), 403, 'Forbidden');
    const till = await staffWithRole(t, 'till');
    expectError(await consoleCall(t, 'GET', '/news', till.headers), 403, 'Forbidden');
    expectError(await consoleCall(t, 'POST', '/news', till.headers, item()), 403, 'Forbidden');
    expectError(await consoleCall(t, 'POST', '/news/1/delete', till.headers), 403, 'Forbidden');
    expectError(await consoleCall(t, 'POST', '/images', { ...till.headers, 'content-type': 'image/png' }, Buffer.from('x')), 403, 'Forbidden');
    expect((await consoleCall(t, 'GET', '/news', admin.headers)).statusCode).toBe(200);
    const list = await consoleCall(t, 'GET', '/news', editor.headers);
    expect(list.json().languages).toEqual(['en', 'lt']);
  });

  it('publishes an item now: pushed at once, customers read it, audited', async () => {
    const res = await consoleCall(t, 'POST', '/news', { ...editor.headers, 'idempotency-key': 'news-now-1' }, item());
    expect(res.statusCode, res.body).toBe(200);
    const { news, announced } = res.json();
    expect(announced).toBe(true);
    expect(news).toMatchObject({ title: item().title, promoted: false, image_id: null });
    expect(news.announced_at).not.toBeNull();
    await expect.poll(() => pushes().map((m) => m.message)).toEqual([expect.objectContaining({ kind: 'news', route: `/en/news/${news.id}` })]);
    const feed = await api(t, reader).get('getNews?start_from=0&length=10&lang=lt');
    expect(feed.body.list.map((n: { id: number; title: string }) => [n.id, n.title])).toContainEqual([news.id, 'Vasaros išpardavimas']);
    const [entry] = await auditFor(news.id);
    expect(entry).toMatchObject({ action: 'news.create', staff_id: editor.id, before: null });
    expect(entry!.after).toMatchObject({ title: item().title, promoted: false });
  });

  it('keeps a scheduled item hidden until its time, then pushes it', async () => {
    const at = new Date(Date.now() + 3600_000);
    const res = await consoleCall(t, 'POST', '/news', editor.headers, item({ title: { en: 'Later', lt: 'Vėliau' }, published_at: at.toISOString() }));
    expect(res.json().announced).toBe(false);
    const id = res.json().news.id as number;
    expect((await api(t, reader).get(`getNewsItem/${id}`)).status).toBe(404);
    expect(pushes()).toHaveLength(0);
    await runJobsOnce(t.app, new Date(at.getTime() + 1000));
    // An hour on can be a new month, whose close pushes the monthly top: only the news is looked at.
    const news = () => pushes().filter((m) => m.message.kind === 'news');
    await expect.poll(() => news().map((m) => m.message.route)).toEqual([`/en/news/${id}`]);
  });

  it('edits an item: the customer sees the new texts, the audit log both versions', async () => {
    const made = (await consoleCall(t, 'POST', '/news', editor.headers, item())).json().news;
    const res = await consoleCall(t, 'POST', `/news/${made.id}`, admin.headers, item({ title: { en: 'Bigger sale', lt: 'Didesnis išpardavimas' }, promoted: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().news).toMatchObject({ id: made.id, title: { en: 'Bigger sale' }, promoted: true });
    expect((await api(t, reader).get(`getNewsItem/${made.id}?lang=en`)).body.title).toBe('Bigger sale');
    const [update] = await auditFor(made.id);
    expect(update).toMatchObject({ action: 'news.update', staff_id: admin.id });
    expect(update!.before).toMatchObject({ title: { en: 'Summer sale' }, promoted: false });
    expect(update!.after).toMatchObject({ title: { en: 'Bigger sale' }, promoted: true });
  });

  it('deletes an item: gone for customers, the audit log keeps what it was', async () => {
    const made = (await consoleCall(t, 'POST', '/news', editor.headers, item())).json().news;
    expect((await consoleCall(t, 'POST', `/news/${made.id}/delete`, editor.headers)).statusCode).toBe(200);
    expect((await api(t, reader).get(`getNewsItem/${made.id}`)).status).toBe(404);
    expectError(await consoleCall(t, 'GET', `/news/${made.id}`, editor.headers), 404, 'NewsNotFound');
    expectError(await consoleCall(t, 'POST', `/news/${made.id}/delete`, editor.headers), 404, 'NewsNotFound');
    const [entry] = await auditFor(made.id);
    expect(entry).toMatchObject({ action: 'news.delete', after: null });
    expect(entry!.before).toMatchObject({ title: item().title });
  });

  it('refuses texts missing a language, in an unknown one, empty, or a picture that does not exist, with 400 and words', async () => {
    const cases = [
      item({ title: { en: 'Only English' } }),
      item({ intro: { en: 'x', lt: 'y', de: 'z' } }),
      item({ body: { en: '  ', lt: 'y' } }),
      item({ image_id: 999_999 }),
      item({ published_at: 'tomorrow' }),
    ];
    for (const body of cases) {
      const res = await consoleCall(t, 'POST', '/news', editor.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error_code).toBe('ValidationError');
      expect(res.json().message).toBeTruthy();
    }
    expectError(await consoleCall(t, 'POST', '/news/999999', editor.headers, item()), 404, 'NewsNotFound');
  });

  it('uploads a picture for an item; refuses what is not one', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } }).png().toBuffer();
    const up = await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'image/png' }, png);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ width: 40, height: 20 });
    const made = await consoleCall(t, 'POST', '/news', editor.headers, item({ image_id: up.json().id }));
    expect(made.json().news.image_id).toBe(up.json().id);
    const audit = await consoleCall(t, 'GET', `/audit?entity_type=image&entity_id=${up.json().id}`, admin.headers);
    expect(audit.json().entries[0]).toMatchObject({ action: 'image.upload', after: { width: 40, height: 20, mime: 'image/webp' } });

    expectError(await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'image/png' }, Buffer.from('not a picture')), 400, 'ImageUnreadable');
    expectError(await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'text/plain' }, 'hello'), 415, 'UnsupportedMediaType');
  });
});
