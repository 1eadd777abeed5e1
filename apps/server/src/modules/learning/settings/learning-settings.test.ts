import type { LoginInfo } from '@yanxiu/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { learningSettings } from '@server/db/schema/learning';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, type TestApp } from '@server-test/support/test-app';
import type { Actor } from '@server/platform/auth/actor';
import { systemContext, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { changeLearningSettings } from '@server/modules/learning/learning.public';

// A tenant's learning settings have one write path (changeLearningSettings): learning's own pages and the platform
// staff's tenant settings (administration) both go through it, so each change is bounded and audited the same way.
let t: TestApp;
let platformAdmin: LoginInfo;
beforeAll(async () => {
  t = await createTestApp();
  // No demo account is platform staff: the demo tenant's `idle` account is made one, as administration's tests do.
  await t.deps.db
    .update(users)
    .set({ roles: ['platform_admin'] })
    .where(eq(users.username, 'idle'));
  platformAdmin = await t.login('idle');
});
afterAll(async () => {
  await t.close();
});

const learningAudits = (tenantId: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'learning_settings'), eq(auditLog.entityId, String(tenantId))));

describe('the one write path of learning settings', () => {
  it("audits the platform staff's change of another tenant's settings as learning's, only the parts that changed", async () => {
    const [dongcheng] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yx110101'));
    const tenantId = String(dongcheng!.id);
    const detail = async () =>
      (await t.call('GET', '/administration/manage/tenants/detail', { token: platformAdmin.access_token, query: { tenantId } })).json()
        .data;
    const save = async (change: Record<string, unknown>) => {
      const { appId: _appId, ...current } = await detail();
      const response = await t.call('POST', '/administration/manage/tenants/save', {
        token: platformAdmin.access_token,
        body: { ...current, loginLogo: { keep: true }, ...change },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await save({ learning: { completionShare: 0.8, presenceEveryMinutes: 10, presenceAnswerSeconds: 60 } });
    expect(
      (await learningAudits(dongcheng!.id)).map((audit) => ({ action: audit.action, before: audit.before, after: audit.after })),
    ).toEqual([{ action: 'learning.settings_saved', before: { completionShare: 0.95 }, after: { completionShare: 0.8 } }]);

    // A save that leaves learning's settings as they are writes nothing of learning's.
    await save({ name: '东城区研修平台' });
    expect(await learningAudits(dongcheng!.id)).toHaveLength(1);
  });

  it('refuses a value out of bounds from any caller, not only from a validated body: 422, nothing written', async () => {
    const tenant = (await t.deps.db.select().from(tenants).where(eq(tenants.appId, DEMO.appId)))[0] as Tenant;
    const [admin] = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.username, 'district_admin')));
    const actor: Actor = {
      userId: admin!.id,
      tokenId: 'test',
      roles: ['district_admin'],
      orgUnitId: 0,
      orgPath: '/',
      orgLevel: 0,
      sessionExpiresAt: new Date(Date.now() + 60_000),
    };
    const ctx = systemContext(t.deps, t.app.log, tenant, 'test.learningSettings', actor) as RequestContext;
    const rows = await countRows(t.deps.db, learningSettings);
    const audits = await countRows(t.deps.db, auditLog);
    for (const change of [{ completionShare: 0.3 }, { completionShare: 0.955 }, { presence: { everyMinutes: 0, answerSeconds: 60 } }]) {
      const refusal = await ctx.transaction((tx) => changeLearningSettings(ctx, tx, tenant.id, change)).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ errorName: 'UNPROCESSABLE', httpStatus: 422 });
    }
    expect(await countRows(t.deps.db, learningSettings)).toBe(rows);
    expect(await countRows(t.deps.db, auditLog)).toBe(audits);
  });
});
