import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { reviewDecisions } from '@server/db/schema/review';
import { selectionApplications } from '@server/db/schema/selection';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { client, projectBody, setUp, type Env } from '@server/modules/selection/selection.fixtures';

describe('the selection review', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('is returned for changes, resubmitted, recommended by the school and passed by the district, audited', async () => {
    const { who, t } = env;
    const project = await c.publishedProject(who.district_admin!, projectBody({ schoolQuota: 2 }));
    const { applyId } = await c.submitted(who.teacher!, project);

    const queue = await c.get('selectionReviewQueue', who.school_admin, { prjId: String(project.prjId) });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data).toMatchObject({ total: 1, counts: { pending: 1, returned: 0, decided: 0 } });
    expect(queue.json().data.records[0]).toMatchObject({ applyId, userName: '王芳', groupName: '小学组', stepCode: 'school', status: '4' });
    expect(queue.json().data.quota[0]).toMatchObject({ groupId: null, limit: 2, used: 0 });
    // The district waits for the school.
    expect((await c.get('selectionReviewQueue', who.district_admin, { prjId: String(project.prjId) })).json().data.total).toBe(0);

    const detail = await c.get('selectionReviewDetail', who.school_admin, { applyId: String(applyId) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      applyId,
      canDecide: true,
      eligible: true,
      reasons: [],
      info: { name: '王芳' },
      steps: [{ code: 'school' }, { code: 'district' }],
    });
    expect(detail.json().data.sections[0].indicators[0].value.text).toBe('我的自述');

    expect((await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'return' })).statusCode).toBe(400);
    const returned = await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'return', comment: '请补充公开课材料' });
    expect(returned.json().data).toMatchObject({ status: '5', stepCode: null, round: 1 });
    const info = await c.get('getUserInfoByApplyId', who.teacher, { applyId: String(applyId) });
    expect(info.json().data).toMatchObject({ status: '5', returnComment: '请补充公开课材料' });
    expect((await c.get('selectionMine', who.teacher, {})).json().data[0]).toMatchObject({ applyId, nextStep: 'revise' });

    // The teacher edits the returned application and resubmits it: a new round at the school.
    const version = info.json().data.version;
    const number = project.indicators.find((indicator) => indicator.kind === 'number')!.id;
    const saved = await c.post('saveApplyItem', who.teacher, {
      applyId,
      version,
      values: [{ itemId: number, value: { kind: 'number', number: 6 } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resubmitted = await c.post('submitApply', who.teacher, { applyId, version: saved.json().data.version });
    expect(resubmitted.json().data).toMatchObject({ status: '4', stepCode: 'school', round: 2 });

    expect((await c.post('selectionReviewDecide', who.district_admin, { applyId, decision: 'approve' })).statusCode).toBe(403);
    const recommended = await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'approve', comment: '推荐' });
    expect(recommended.json().data).toMatchObject({ status: '4', stepCode: 'district', round: 2 });
    expect((await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'approve' })).statusCode).toBe(409);
    expect((await c.get('selectionReviewQueue', who.school_admin, { prjId: String(project.prjId) })).json().data.quota[0]).toMatchObject({
      used: 1,
    });
    expect((await c.get('selectionReviewQueue', who.school_admin, { state: 'decided' })).json().data.records[0]).toMatchObject({
      applyId,
      stepCode: 'district',
    });

    const districtQueue = await c.get('selectionReviewQueue', who.district_admin, { prjId: String(project.prjId) });
    expect(districtQueue.json().data.records[0]).toMatchObject({ applyId, stepCode: 'district' });
    const passed = await c.post('selectionReviewDecide', who.district_admin, { applyId, decision: 'approve' });
    expect(passed.json().data).toMatchObject({ status: '6', stepCode: null });
    expect((await c.get('selectionMine', who.teacher, {})).json().data[0]).toMatchObject({ applyId, status: '6', nextStep: 'scoring' });

    const history = (await c.get('selectionReviewDetail', who.district_admin, { applyId: String(applyId) })).json().data.history;
    expect(history.map((entry: { round: number; event: string; stepCode: string }) => [entry.round, entry.event, entry.stepCode])).toEqual([
      [1, 'submit', 'applicant'],
      [1, 'return', 'school'],
      [2, 'resubmit', 'applicant'],
      [2, 'approve', 'school'],
      [2, 'approve', 'district'],
    ]);
    const audits = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(applyId)));
    expect(audits.map((audit) => audit.action)).toEqual([
      'selection.apply_created',
      'selection.apply_submit',
      'selection.apply_return',
      'selection.apply_resubmit',
      'selection.apply_approve',
      'selection.apply_approve',
    ]);
  });

  it('gives the last place of the school to exactly one of two recommendations racing for it; a return frees it', async () => {
    const { who } = env;
    const project = await c.publishedProject(who.district_admin!, projectBody({ title: '名额一', schoolQuota: 1 }));
    const first = await c.submitted(who.teacher!, project);
    const second = await c.submitted(who.newteacher!, project);
    const decisions = await Promise.all(
      [first, second].map(({ applyId }) => c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'approve' })),
    );
    expect(decisions.map((decision) => decision.statusCode).sort()).toEqual([200, 409]);
    const refused = decisions.find((decision) => decision.statusCode === 409)!;
    expect(refused.json().code).toBe(4701);
    const [winner, loser] = decisions[0]!.statusCode === 200 ? [first, second] : [second, first];
    const rows = await env.t.deps.db
      .select({ id: selectionApplications.id, recommendedAt: selectionApplications.recommendedAt })
      .from(selectionApplications)
      .where(eq(selectionApplications.projectId, project.prjId));
    expect(rows.filter((row) => row.recommendedAt !== null).map((row) => row.id)).toEqual([winner.applyId]);
    expect((await c.get('selectionReviewDetail', who.school_admin, { applyId: String(loser.applyId) })).json().data).toMatchObject({
      status: '4',
      stepCode: 'school',
      quota: [
        { limit: 1, used: 1 },
        { limit: null, used: 1 },
      ],
    });

    // The district returns the recommended one: its place goes back to the school.
    await c.post('selectionReviewDecide', who.district_admin, { applyId: winner.applyId, decision: 'return', comment: '材料不全' });
    const now = await c.post('selectionReviewDecide', who.school_admin, { applyId: loser.applyId, decision: 'approve' });
    expect(now.statusCode, now.body).toBe(200);
  });

  it('holds each group to its own quota per school', async () => {
    const { who } = env;
    const body = projectBody({ title: '分组名额' });
    body.groups[0]!.quota = 1;
    const project = await c.publishedProject(who.district_admin!, body);
    const first = await c.submitted(who.teacher!, project);
    const second = await c.submitted(who.newteacher!, project);
    expect((await c.post('selectionReviewDecide', who.school_admin, { applyId: first.applyId, decision: 'approve' })).statusCode).toBe(200);
    const full = await c.post('selectionReviewDecide', who.school_admin, { applyId: second.applyId, decision: 'approve' });
    expect(full.json().code).toBe(4701);
    // The refusal moved nothing: it still waits for the school, and rejecting it is still possible.
    const rejected = await c.post('selectionReviewDecide', who.school_admin, {
      applyId: second.applyId,
      decision: 'reject',
      comment: '名额已满',
    });
    expect(rejected.json().data).toMatchObject({ status: '7' });
  });

  it('lets the school alone decide its own project', async () => {
    const { who } = env;
    const project = await c.publishedProject(who.school_admin!, projectBody({ title: '校级', applyScope: '1', groups: [] }));
    const { applyId } = await c.submitted(who.teacher!, project);
    const passed = await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'approve' });
    expect(passed.json().data).toMatchObject({ status: '6', stepCode: null });
  });

  it('refuses no session, the wrong role, another school and another tenant, deciding nothing', async () => {
    const { who } = env;
    const project = await c.publishedProject(who.district_admin!, projectBody({ title: '权限' }));
    const { applyId } = await c.submitted(who.backbone!, project, '3');
    const before = [await countRows(env.t.deps.db, reviewDecisions), await countRows(env.t.deps.db, auditLog)];
    expect((await c.get('selectionReviewQueue', undefined, {})).statusCode).toBe(401);
    expect((await c.post('selectionReviewDecide', undefined, { applyId, decision: 'approve' })).statusCode).toBe(401);
    expect((await c.get('selectionReviewQueue', who.teacher, {})).statusCode).toBe(403);
    expect((await c.post('selectionReviewDecide', who.expert, { applyId, decision: 'approve' })).statusCode).toBe(403);
    expect((await c.post('selectionReviewDecide', who.backbone, { applyId, decision: 'approve' })).statusCode).toBe(403);
    // 李强 is of the second school: the first school's admin neither sees nor decides it.
    expect((await c.get('selectionReviewQueue', who.school_admin, { prjId: String(project.prjId) })).json().data.total).toBe(0);
    expect((await c.get('selectionReviewDetail', who.school_admin, { applyId: String(applyId) })).statusCode).toBe(403);
    expect((await c.post('selectionReviewDecide', who.school_admin, { applyId, decision: 'approve' })).statusCode).toBe(403);
    expect((await c.get('selectionReviewDetail', who.dongchengDistrict, { applyId: String(applyId) }, DONGCHENG)).statusCode).toBe(404);
    expect((await c.post('selectionReviewDecide', who.dongchengDistrict, { applyId, decision: 'approve' }, DONGCHENG)).statusCode).toBe(
      404,
    );
    expect((await c.post('selectionReviewDecide', who.district_admin, { applyId, decision: 'maybe' })).statusCode).toBe(400);
    expect((await c.get('selectionReviewQueue', who.district_admin, { state: 'all' })).statusCode).toBe(400);
    expect([await countRows(env.t.deps.db, reviewDecisions), await countRows(env.t.deps.db, auditLog)]).toEqual(before);
    // The district admin reads it (staff over every school) although the school decides first.
    expect((await c.get('selectionReviewDetail', who.district_admin, { applyId: String(applyId) })).json().data).toMatchObject({
      canDecide: false,
      stepCode: 'school',
    });
  });
});
