import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('answer without tenant or session', async () => {
    for (const path of ['/health', '/ready']) {
      const response = await t.call('GET', path, { withoutAppId: true, tenant: { host: 'anything.example', appId: '' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
    }
  });

  it('readiness fails with 503 and no internals when the database is gone, liveness still answers', async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    const response = await broken.call('GET', '/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 5003, data: { requestId: expect.any(String) } });
    // Liveness never asks the database: a process that is up but cut off is taken out of rotation, not restarted.
    const live = await broken.call('GET', '/health', { withoutAppId: true });
    expect(live.statusCode, live.body).toBe(200);
    await broken.app.close();
  });
});
