import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/noSuchCall' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_code: 'NotFound' });
  });

  it('sends security headers that forbid framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/noSuchCall' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
  });
});
