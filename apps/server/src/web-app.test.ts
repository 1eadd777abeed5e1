import { ApiPaths } from '@yanxiu/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// The web app under /pc/ at tenants' hostnames only, as the API: a Host nobody configured gets a plain 404.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOST: 'yanxiu.intranet.test' });
});
afterAll(() => t.close());

const visit = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the web app by Host', () => {
  it('refuses a hostname that names no tenant with a plain 404 page, whatever the path', async () => {
    for (const url of ['/', '/pc', '/pc/', '/pc/login', '/pc/home?x=1', '/pc/favicon.svg', '/pc/assets/none.js', '/elsewhere']) {
      const page = await visit(url, 'attacker.example:8080');
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(page.body, url).toBe('当前域名未开通本平台\nNo district is served at this address\n');
      expect(page.headers['cache-control'], url).toBe('no-store');
      // The security headers are on the refusal too.
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the loopback names, the test host and every tenant hostname', async () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'yanxiu.intranet.test', 'dongcheng.localhost']) {
      const page = await visit('/pc/login', host);
      expect(page.statusCode, host).toBe(200);
      expect(page.headers['content-type'], host).toContain('text/html');
    }
    expect((await visit('/', 'dongcheng.localhost')).statusCode).toBe(302);
  });

  it('leaves /api to the API: its envelope for an unknown Host, and the health probes at any Host', async () => {
    const api = await t.app.inject({ method: 'GET', url: `/api${ApiPaths.health}`, headers: { host: '10.0.0.5' } });
    expect(api.statusCode, api.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api${ApiPaths.ready}`, headers: { host: '10.0.0.5' } })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/training/programmes?appId=yxdemo',
      headers: { host: 'attacker.example' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 4101 });
  });
});
