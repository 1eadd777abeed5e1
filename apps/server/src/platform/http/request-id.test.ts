import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('district_admin')).access_token;
});
afterAll(async () => {
  await t.close();
});

/** A staff write (audited) sent with the given X-Request-Id; answers the id echoed and the one the audit log kept. */
async function auditedWrite(code: string, requestId: string): Promise<{ echoed: string; stored: string | null }> {
  const response = await t.call('POST', '/teacherProfile/developmentConfig/saveType', {
    token,
    headers: { 'x-request-id': requestId },
    body: { code, name: '测试类型', nameEn: 'Test type', sort: 9, enabled: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.deps.db
    .select({ requestId: auditLog.requestId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'development_type'), eq(auditLog.entityId, code)));
  return { echoed: String(response.headers['x-request-id']), stored: row?.requestId ?? null };
}

describe('X-Request-Id', () => {
  it("keeps a caller's well-formed id: echoed and in the audit log", async () => {
    expect(await auditedWrite('81', 'trace.2026-01_a')).toEqual({ echoed: 'trace.2026-01_a', stored: 'trace.2026-01_a' });
    const uuid = '3f2b8c1e-7a4d-4e8f-9b6a-1c2d3e4f5a6b';
    expect(await auditedWrite('82', uuid)).toEqual({ echoed: uuid, stored: uuid });
  });

  it('replaces anything else with an id of its own, echoed and stored alike', async () => {
    for (const [code, offered] of [
      ['83', 'x'.repeat(65)],
      ['84', '<script>alert(1)</script>'],
      ['85', 'a b'],
    ] as const) {
      const { echoed, stored } = await auditedWrite(code, offered);
      expect(echoed).toMatch(UUID);
      expect(stored).toBe(echoed);
    }
  });
});
