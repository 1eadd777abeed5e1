import type { LoginInfo } from '@yanxiu/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { reviewStepSettings } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { client, setUp, type Env } from './development-apply.fixtures';

const base = '/teacherProfile/developmentConfig';

describe('the review steps of development applications, per tenant', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  // null: no session.
  const token = (viewer: LoginInfo | null | undefined) => (viewer ? { token: viewer.access_token } : {});
  const list = (viewer: LoginInfo | null | undefined = env.who.district_admin, tenant?: TestTenant) =>
    env.t.call('GET', `${base}/listReviewSteps`, { ...token(viewer), ...(tenant ? { tenant } : {}) });
  const save = (body: unknown, viewer: LoginInfo | null | undefined = env.who.district_admin, tenant?: TestTenant) =>
    env.t.call('POST', `${base}/saveReviewStep`, { body, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const stepAudits = () => env.t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'development.config.review_step_saved'));
  const written = async () => [await countRows(env.t.deps.db, reviewStepSettings), (await stepAudits()).length];
  const enabledSteps = (response: { json(): { data: Array<{ code: string; enabled: boolean }> } }) =>
    response
      .json()
      .data.filter((step) => step.enabled)
      .map((step) => step.code);

  it('lists the steps: school and district mandatory and on, the expert panel optional and off', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { code: 'school', role: 'school_admin', scope: 'org', name: '学校审核', nameEn: 'School review', switchable: false, enabled: true },
      {
        code: 'district',
        role: 'district_admin',
        scope: 'org',
        name: '区县审核',
        nameEn: 'District review',
        switchable: false,
        enabled: true,
      },
      { code: 'expert', role: 'expert', scope: 'tenant', name: '专家评审', nameEn: 'Expert panel', switchable: true, enabled: false },
    ]);
  });

  it('refuses bad input and mandatory or unknown steps, writing nothing', async () => {
    const before = await written();
    expect((await save({ stepCode: 'expert' })).statusCode).toBe(400);
    expect((await save({ stepCode: 'expert', enabled: 'yes' })).statusCode).toBe(400);
    expect((await save({ stepCode: 'a b', enabled: true })).statusCode).toBe(400);
    const mandatory = await save({ stepCode: 'school', enabled: false });
    expect(mandatory.statusCode).toBe(422);
    expect(mandatory.json().data.issues).toEqual([{ path: 'body.stepCode', message: 'a mandatory step cannot be switched' }]);
    expect((await save({ stepCode: 'district', enabled: false })).statusCode).toBe(422);
    expect((await save({ stepCode: 'panel', enabled: true })).statusCode).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('is for district admins of the tenant only', async () => {
    const { who } = env;
    const before = await written();
    expect((await list(null)).statusCode).toBe(401);
    expect((await save({ stepCode: 'expert', enabled: true }, null)).statusCode).toBe(401);
    for (const viewer of [who.teacher, who.school_admin, who.expert]) {
      expect((await list(viewer)).statusCode).toBe(403);
      expect((await save({ stepCode: 'expert', enabled: true }, viewer)).statusCode).toBe(403);
    }
    // A session of one tenant is no session at another.
    expect((await save({ stepCode: 'expert', enabled: true }, who.district_admin, DONGCHENG)).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('switches the expert panel for applications submitted afterwards, audited; running ones keep their steps; other tenants unaffected', async () => {
    const { who, t } = env;
    const steps = async (applyId: number) =>
      (
        (await c.get('getApplyDetailAndAuditInfo', who.district_admin, { applyId: String(applyId) })).json().data.steps as Array<{
          code: string;
        }>
      ).map((step) => step.code);
    // 李强 applies while the panel is off: school and district only, and switching it on later adds nothing.
    const backboneEvidence = await c.evidenceFor(who.backbone!, '1', '4', await c.uploadPdf(who.backbone!));
    const before = await c.post('developmentApply', who.backbone, {
      sectionCode: '3',
      postTypeCode: '1',
      phaseCode: '4',
      statement: '申请',
      evidence: backboneEvidence,
    });
    const beforeId: number = before.json().data.applyId;

    const switchedOn = await save({ stepCode: 'expert', enabled: true });
    expect(switchedOn.statusCode, switchedOn.body).toBe(200);
    expect(enabledSteps(switchedOn)).toEqual(['school', 'district', 'expert']);
    expect(enabledSteps(await list())).toEqual(['school', 'district', 'expert']);
    const [audit] = await stepAudits();
    expect(audit).toMatchObject({
      entityId: 'development/expert',
      actorUserId: Number(who.district_admin!.userId),
      before: { enabled: false },
      after: { enabled: true },
    });
    const dongchengAdmin = await t.login('district_admin', DONGCHENG);
    expect(enabledSteps(await list(dongchengAdmin, DONGCHENG))).toEqual(['school', 'district']);
    expect(await steps(beforeId)).toEqual(['school', 'district']);

    // 王芳 applies while it is on: three steps, kept after it is switched off again, so the panel still decides.
    const teacherEvidence = await c.evidenceFor(who.teacher!, '1', '3', await c.uploadPdf(who.teacher!));
    const after = await c.post('developmentApply', who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '申请',
      evidence: teacherEvidence,
    });
    const afterId: number = after.json().data.applyId;
    expect((await save({ stepCode: 'expert', enabled: false })).statusCode).toBe(200);
    expect(await steps(afterId)).toEqual(['school', 'district', 'expert']);
    await c.post('auditApply', who.school_admin, { applyId: afterId, decision: 'approve' });
    expect((await c.post('auditApply', who.district_admin, { applyId: afterId, decision: 'approve' })).json().data).toMatchObject({
      status: '4',
      stepCode: 'expert',
    });
    const expertQueue = await c.get('reviewQueue', who.expert, {});
    expect(expertQueue.json().data.records.map((row: { applyId: number }) => row.applyId)).toEqual([afterId]);
    expect((await c.post('auditApply', who.expert, { applyId: afterId, decision: 'approve' })).json().data).toMatchObject({ status: '6' });
  });
});
