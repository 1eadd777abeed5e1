// Operations routes live outside /api and outside the OpenAPI document (a scraper, not a client of the API, calls
// them), so the generated suite beside this file never sees them. Each is listed here with its protection and
// probed like an API operation: who may call it, and nothing internal in a refusal.
import { afterAll, describe, expect, test } from 'vitest';
import { METRICS_PATH } from '@server/platform/metrics/metrics-endpoint';
import { internalsIn } from '@server-test/support/response-leaks';
import { createTestApp, DEMO } from '@server-test/support/test-app';

const TOKEN = 'operations-metrics-token-0123456789abcdef';

/** Every operations route and what protects it. */
const OPERATIONS_ROUTES = [{ method: 'GET', path: METRICS_PATH, protection: 'METRICS_TOKEN as a bearer token; 404 while unset' }] as const;

const t = await createTestApp({ METRICS_TOKEN: TOKEN });
afterAll(() => t.close());

describe.each(OPERATIONS_ROUTES)('$method $path ($protection)', ({ method, path }) => {
  test('is not in the OpenAPI document (so this file, not the generated suite, covers it)', () => {
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain(path);
  });

  test("refuses without the token, with a wrong one and with a user's session, showing nothing", async () => {
    const session = (await t.login('platform_admin')).access_token;
    for (const authorization of [undefined, 'Bearer x', `Bearer ${session}`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const response = await t.app.inject({
        method,
        url: path,
        headers: { host: DEMO.host, ...(authorization ? { authorization } : {}) },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(internalsIn(response.body)).toEqual([]);
      expect(response.body).not.toContain(TOKEN);
    }
  });

  test('answers the token holder', async () => {
    const response = await t.app.inject({ method, url: path, headers: { host: DEMO.host, authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
  });
});
