// The server render's module is loaded while the process starts, before it answers anyone; a module
// that does not load leaves the process up, and the browser renders the pages.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerRender } from '../../server/plugins/server-render';

const roots: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A built app's folder whose server render module is `source`; it counts its loads in a global. */
function builtWith(source: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'server-render-'));
  roots.push(root);
  mkdirSync(path.join(root, '.server-render'));
  writeFileSync(path.join(root, '.server-render', 'entry-server.js'), source);
  return root;
}

const loads = () => (globalThis as { serverRenderLoads?: number }).serverRenderLoads ?? 0;
const settings = { languagesSupported: [] } as never;

describe('the server render module', () => {
  it('is loaded before the process is ready, once', async () => {
    const before = loads();
    const root = builtWith(`globalThis.serverRenderLoads = (globalThis.serverRenderLoads ?? 0) + 1;
      export async function renderPage() { return { kind: 'html', html: '<main>hi</main>', queries: null, messages: {} }; }`);
    const app = Fastify({ logger: false });
    apps.push(app);
    const render = loadServerRender(app, root)!;
    expect(loads()).toBe(before);
    await app.ready();
    expect(loads()).toBe(before + 1);
    expect((await render.render({ url: '/en/sign-in', lang: 'en', settings, messages: {} }))?.body).toBe('<main>hi</main>');
    expect(loads()).toBe(before + 1);
  });

  it('that does not load leaves the process up, logged, and the browser rendering the page', async () => {
    const root = builtWith(`throw new Error('a broken build');`);
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
    apps.push(app);
    const render = loadServerRender(app, root)!;
    await app.ready();
    const [line] = logged.map((text) => JSON.parse(text) as { msg: string; err: { message: string } });
    expect(line).toMatchObject({ msg: expect.stringMatching(/^The server render does not load/), err: { message: 'a broken build' } });
    expect(await render.render({ url: '/en/sign-in', lang: 'en', settings, messages: {} })).toBeNull();
  });
});
