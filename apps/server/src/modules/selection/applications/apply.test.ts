import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { profileRecords } from '@server/db/schema/profile';
import { reviewInstances } from '@server/db/schema/review';
import { selectionApplications, selectionItemValues } from '@server/db/schema/selection';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { MODULES } from '@server/modules';
import { client, projectBody, setUp, type Env } from '@server/modules/selection/selection.fixtures';

type Project = Awaited<ReturnType<ReturnType<typeof client>['publishedProject']>>;
const DAY_MS = 24 * 3600_000;

describe('applying to a selection project', () => {
  let env: Env;
  const c = client(() => env);
  let project: Project;
  beforeAll(async () => {
    env = await setUp();
    project = await c.publishedProject(env.who.district_admin!);
  });
  afterAll(async () => {
    await env.close();
  });

  const written = async () => {
    const db = env.t.deps.db;
    return [await countRows(db, selectionApplications), await countRows(db, selectionItemValues), await countRows(db, reviewInstances)];
  };
  const kind = (name: string) => project.indicators.find((indicator) => indicator.kind === name)!.id;
  const primary = () => project.groups.find((group) => group.sectionCode === '2')!.id;

  it('lists the projects I may apply to, and says why not for the others', async () => {
    const { who } = env;
    const hours = await c.publishedProject(
      who.district_admin!,
      projectBody({
        title: '需学时',
        applyScope: '1',
        groups: [],
        eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: 9000 },
      }),
    );
    const mine = await c.get('selectionProjects', who.teacher, { size: '100' });
    expect(mine.statusCode, mine.body).toBe(200);
    const byId = new Map(mine.json().data.records.map((row: { prjId: number }) => [row.prjId, row]));
    expect(byId.get(project.prjId)).toMatchObject({ open: true, eligible: true, reasons: [], applyId: null, applyStatus: '0' });
    const needsHours = byId.get(hours.prjId) as { eligible: boolean; reasons: Array<{ code: string; required: number; actual: number }> };
    expect(needsHours.eligible).toBe(false);
    expect(needsHours.reasons).toEqual([{ code: 'learningHours', required: 9000, actual: expect.any(Number) }]);
    // The expert teaches in senior secondary: no group of this project is theirs.
    const expert = (await c.get('selectionProjects', who.expert, { size: '100' }))
      .json()
      .data.records.find((row: { prjId: number }) => row.prjId === project.prjId);
    expect(expert.reasons.map((reason: { code: string }) => reason.code)).toEqual(['noGroup']);
    // The demo seed's district project is there too, and drafts never are.
    expect(mine.json().data.records.some((row: { title: string }) => row.title === '2026 年度区级优秀教师评选')).toBe(true);
    const draft = (await c.post('selectionManageSaveProject', who.district_admin, projectBody({ title: '草稿' }))).json().data;
    expect(
      (await c.get('selectionProjects', who.teacher, { size: '100' }))
        .json()
        .data.records.some((row: { prjId: number }) => row.prjId === draft.prjId),
    ).toBe(false);
    expect((await c.get('selectionProjectDetail', who.teacher, { prjId: String(draft.prjId) })).statusCode).toBe(404);
    const detail = await c.get('selectionProjectDetail', who.teacher, { prjId: String(project.prjId) });
    expect(detail.json().data).toMatchObject({ prjId: project.prjId, eligible: true, myGroupIds: [primary()] });
  });

  it('creates a draft from my prefilled information, saves every kind of item as I go, submits, and lists it', async () => {
    const { who, t } = env;
    const prefilled = await c.get('getUserInfoByApplyId', who.teacher, { prjId: String(project.prjId) });
    expect(prefilled.json().data).toMatchObject({
      applyId: null,
      status: '0',
      info: { name: '王芳', phone: '13800000001', sectionCode: '2', subjectCode: '02' },
    });
    const info = { ...prefilled.json().data.info, introduction: '从教十年' };
    const created = await c.post('savaApplyUserInfo', who.teacher, { prjId: project.prjId, groupId: primary(), info });
    expect(created.statusCode, created.body).toBe(200);
    const { applyId, version } = created.json().data;
    expect(created.json().data).toMatchObject({ status: '2', stepCode: null, round: 1, version: 1 });
    expect((await c.post('savaApplyUserInfo', who.teacher, { prjId: project.prjId, groupId: primary(), info })).json().code).toBe(4704);

    const [record] = await t.deps.db
      .select({ id: profileRecords.id })
      .from(profileRecords)
      .innerJoin(users, and(eq(users.tenantId, profileRecords.tenantId), eq(users.id, profileRecords.userId)))
      .where(and(eq(users.username, 'teacher'), eq(profileRecords.state, 'verified')))
      .limit(1);
    const fileId = await c.uploadPdf(who.teacher!);
    const values = [
      { itemId: kind('text'), value: { kind: 'text', text: '自述' }, selfScore: 8 },
      { itemId: kind('number'), value: { kind: 'number', number: 5 }, selfScore: 15.5 },
      { itemId: kind('choice'), value: { kind: 'choice', optionKeys: ['a'] } },
      { itemId: kind('file'), value: { kind: 'file', fileIds: [fileId] } },
      { itemId: kind('record'), value: { kind: 'record', recordIds: [record!.id] } },
    ];
    const saved = await c.post('saveApplyItem', who.teacher, { applyId, version, values });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);
    // A second tab still on version 1 is refused rather than overwriting.
    expect((await c.post('saveApplyItem', who.teacher, { applyId, version, values: [values[0]] })).json().code).toBe(4010);

    const items = await c.get('getProjectItemByPrjIdOrApplyId', who.teacher, { applyId: String(applyId) });
    expect(items.statusCode, items.body).toBe(200);
    const filled = items.json().data.sections[0].indicators;
    expect(items.json().data).toMatchObject({ applyId, version: 2, selfReview: '2' });
    expect(filled[0]).toMatchObject({ value: { kind: 'text', text: '自述' }, selfScore: 8 });
    expect(filled[1].selfScore).toBe(15.5);
    expect(filled[3].value.files).toEqual([
      { id: fileId, name: '课例.pdf', contentType: 'application/pdf', size: expect.any(Number), missing: false },
    ]);
    expect(filled[4].value.records[0]).toMatchObject({ id: record!.id, missing: false });
    expect((await c.get('getProjectItemByPrjIdOrApplyId', who.teacher, { prjId: String(project.prjId) })).json().data.applyId).toBe(
      applyId,
    );

    const updated = await c.post('savaApplyUserInfo', who.teacher, {
      prjId: project.prjId,
      applyId,
      version: 2,
      groupId: primary(),
      info: { ...info, phone: '13900000000' },
    });
    expect(updated.json().data.version).toBe(3);
    const submitted = await c.post('submitApply', who.teacher, { applyId, version: 3 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: '4', stepCode: 'school', round: 1, version: 4 });
    // Once submitted it is the reviewers' until returned.
    expect((await c.post('saveApplyItem', who.teacher, { applyId, version: 4, values: [values[0]] })).json().code).toBe(4011);
    expect((await c.post('submitApply', who.teacher, { applyId, version: 4 })).json().code).toBe(4011);

    const mine = await c.get('selectionMine', who.teacher, {});
    expect(mine.json().data.find((row: { applyId: number }) => row.applyId === applyId)).toMatchObject({
      status: '4',
      stepCode: 'school',
      nextStep: 'wait',
      groupName: '小学组',
      result: null,
    });
    expect(
      (await c.get('selectionProjects', who.teacher, { size: '100' }))
        .json()
        .data.records.find((row: { prjId: number }) => row.prjId === project.prjId),
    ).toMatchObject({ applyId, applyStatus: '4' });
    // The file it names stays while the application is under review.
    expect((await t.call('DELETE', `/files/${fileId}`, { token: who.teacher!.access_token })).statusCode).toBe(409);
  });

  it('refuses bad values, foreign files and records, self scores not allowed, and an incomplete submission, writing nothing', async () => {
    const { who } = env;
    const info = (await c.get('getUserInfoByApplyId', who.newteacher, { prjId: String(project.prjId) })).json().data.info;
    const { applyId, version } = (
      await c.post('savaApplyUserInfo', who.newteacher, { prjId: project.prjId, groupId: primary(), info })
    ).json().data;
    const othersFile = await c.uploadPdf(who.teacher!);
    const before = await written();
    const save = (values: unknown[]) => c.post('saveApplyItem', who.newteacher, { applyId, version, values });
    expect((await save([{ itemId: kind('text'), value: { kind: 'text', text: '' } }])).statusCode).toBe(400);
    expect((await save([{ itemId: kind('text'), value: { kind: 'number', number: 1 } }])).statusCode).toBe(422);
    expect((await save([{ itemId: kind('choice'), value: { kind: 'choice', optionKeys: ['z'] } }])).statusCode).toBe(422);
    expect((await save([{ itemId: kind('choice'), value: { kind: 'choice', optionKeys: ['a', 'b'] } }])).statusCode).toBe(422);
    expect((await save([{ itemId: kind('file'), value: { kind: 'file', fileIds: [othersFile] } }])).json().data.issues[0].message).toBe(
      'not your upload',
    );
    expect((await save([{ itemId: kind('record'), value: { kind: 'record', recordIds: [1] } }])).statusCode).toBe(422);
    expect((await save([{ itemId: kind('text'), value: null, selfScore: 10.5 }])).statusCode).toBe(422);
    expect((await save([{ itemId: 999999, value: null }])).statusCode).toBe(422);
    expect(
      (await c.post('savaApplyUserInfo', who.newteacher, { prjId: project.prjId, applyId, version, groupId: null, info })).statusCode,
    ).toBe(422);
    const incomplete = await c.post('submitApply', who.newteacher, { applyId, version });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().data.issues.map((issue: { message: string }) => issue.message)).toEqual(['自述: required', '课例: required']);
    expect((await c.post('submitApply', who.newteacher, { applyId: 'x', version })).statusCode).toBe(400);
    expect(await written()).toEqual(before);

    // A project that takes no self-review refuses self scores.
    const noSelf = await c.publishedProject(
      who.district_admin!,
      projectBody({ title: '不自评', selfReview: '4', applyScope: '1', groups: [] }),
    );
    const draft = (await c.post('savaApplyUserInfo', who.newteacher, { prjId: noSelf.prjId, groupId: null, info })).json().data;
    const refused = await c.post('saveApplyItem', who.newteacher, {
      applyId: draft.applyId,
      version: draft.version,
      values: [{ itemId: noSelf.indicators[0]!.id, value: null, selfScore: 1 }],
    });
    expect(refused.json().data.issues[0]).toEqual({ path: 'body.values.0.selfScore', message: 'this project takes no self-review' });
  });

  it('refuses a project not open, a teacher not eligible, and withdraws', async () => {
    const { who, t } = env;
    const closedSoon = await c.publishedProject(who.district_admin!, projectBody({ title: '将关闭', applyScope: '1', groups: [] }));
    const version = (await c.get('selectionManageProject', who.district_admin, { prjId: String(closedSoon.prjId) })).json().data.version;
    await c.post('selectionManageCloseProject', who.district_admin, { prjId: closedSoon.prjId, version });
    const info = (await c.get('getUserInfoByApplyId', who.backbone, { prjId: String(closedSoon.prjId) })).json().data.info;
    expect((await c.post('savaApplyUserInfo', who.backbone, { prjId: closedSoon.prjId, groupId: null, info })).json().code).toBe(4702);
    const backboneOnly = await c.publishedProject(
      who.district_admin!,
      projectBody({
        title: '骨干',
        applyScope: '1',
        groups: [],
        eligibility: { sectionCodes: [], subjectCodes: [], roles: ['backbone'], phaseCodes: [], minLearningHours: null },
      }),
    );
    const teacherInfo = (await c.get('getUserInfoByApplyId', who.idle, { prjId: String(backboneOnly.prjId) })).json().data.info;
    const refused = await c.post('savaApplyUserInfo', who.idle, { prjId: backboneOnly.prjId, groupId: null, info: teacherInfo });
    expect(refused.json()).toMatchObject({ code: 4703, data: { issues: [{ message: 'role' }] } });

    const draft = (await c.post('savaApplyUserInfo', who.backbone, { prjId: backboneOnly.prjId, groupId: null, info })).json().data;
    expect((await c.post('selectionWithdraw', who.idle, { applyId: draft.applyId, version: draft.version })).statusCode).toBe(403);
    const withdrawn = await c.post('selectionWithdraw', who.backbone, { applyId: draft.applyId, version: draft.version });
    expect(withdrawn.json().data).toMatchObject({ status: '8', version: 2 });
    expect((await c.post('selectionWithdraw', who.backbone, { applyId: draft.applyId, version: 2 })).json().code).toBe(4011);
    const actions = await t.deps.db.select().from(selectionApplications).where(eq(selectionApplications.id, draft.applyId));
    expect(actions).toHaveLength(1);
  });

  it('pages the list on the server, filtered by keyword, category, kind, level, eligible or applied, and refuses bad filters', async () => {
    const { who } = env;
    const page = async (query: Record<string, string>) => {
      const answer = await c.get('selectionProjects', who.teacher, query);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        records: Array<{ prjId: number; title: string; category: string; eligible: boolean; open: boolean; applyId: number | null }>;
        total: number;
        current: number;
        size: number;
      };
    };
    const all = await page({ size: '100' });
    expect(all.total).toBe(all.records.length);
    expect(all.total).toBeGreaterThan(2);
    const first = await page({ size: '2' });
    const second = await page({ size: '2', current: '2' });
    expect(first).toMatchObject({ total: all.total, current: 1, size: 2 });
    expect([...first.records, ...second.records].map((row) => row.prjId)).toEqual(all.records.slice(0, 4).map((row) => row.prjId));
    const keyword = await page({ keyword: '区级优秀教师', size: '100' });
    expect(keyword.records.map((row) => row.title)).toEqual(
      all.records.filter((row) => row.title.includes('区级优秀教师')).map((row) => row.title),
    );
    expect((await page({ category: '2', size: '100' })).records.every((row) => row.category === '2')).toBe(true);
    const eligible = await page({ show: 'eligible', size: '100' });
    expect(eligible.records.map((row) => row.prjId)).toEqual(all.records.filter((row) => row.eligible && row.open).map((row) => row.prjId));
    expect(eligible.total).toBe(eligible.records.length);
    expect((await page({ show: 'eligible', size: '1', current: '2' })).records.map((row) => row.prjId)).toEqual(
      eligible.records.slice(1, 2).map((row) => row.prjId),
    );
    const applied = await page({ show: 'applied', size: '100' });
    expect(applied.records.map((row) => row.prjId)).toEqual(all.records.filter((row) => row.applyId !== null).map((row) => row.prjId));
    const bads: Array<Record<string, string>> = [
      { size: '0' },
      { size: '101' },
      { current: '0' },
      { category: '9' },
      { show: 'mine' },
      { keyword: 'x'.repeat(51) },
    ];
    for (const bad of bads) {
      expect((await c.get('selectionProjects', who.teacher, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses no session, staff without a teacher role, other schools’ projects and another tenant', async () => {
    const { who } = env;
    const schoolOnly = await c.publishedProject(who.school_admin!, projectBody({ title: '校级', applyScope: '1', groups: [] }));
    const info = (await c.get('getUserInfoByApplyId', who.teacher, { prjId: String(project.prjId) })).json().data.info;
    const before = await written();
    expect((await c.get('selectionProjects', undefined, {})).statusCode).toBe(401);
    expect((await c.post('savaApplyUserInfo', undefined, { prjId: project.prjId, groupId: primary(), info })).statusCode).toBe(401);
    expect((await c.get('selectionProjects', who.district_admin, {})).statusCode).toBe(403);
    expect((await c.post('savaApplyUserInfo', who.district_admin, { prjId: project.prjId, groupId: primary(), info })).statusCode).toBe(
      403,
    );
    // The first school's own project: its teachers see it, another school's do not.
    expect(
      (await c.get('selectionProjects', who.teacher, { size: '100' }))
        .json()
        .data.records.some((row: { prjId: number }) => row.prjId === schoolOnly.prjId),
    ).toBe(true);
    expect(
      (await c.get('selectionProjects', who.backbone, { size: '100' }))
        .json()
        .data.records.some((row: { prjId: number }) => row.prjId === schoolOnly.prjId),
    ).toBe(false);
    expect((await c.get('selectionProjectDetail', who.backbone, { prjId: String(schoolOnly.prjId) })).statusCode).toBe(403);
    expect((await c.post('savaApplyUserInfo', who.backbone, { prjId: schoolOnly.prjId, groupId: null, info })).statusCode).toBe(403);
    // Another tenant's teacher finds neither the project nor the application.
    expect((await c.get('selectionProjectDetail', who.dongchengTeacher, { prjId: String(project.prjId) }, DONGCHENG)).statusCode).toBe(404);
    expect(
      (await c.post('savaApplyUserInfo', who.dongchengTeacher, { prjId: project.prjId, groupId: primary(), info }, DONGCHENG)).statusCode,
    ).toBe(404);
    const own = (await c.get('selectionMine', who.teacher, {})).json().data[0];
    expect((await c.get('getUserInfoByApplyId', who.dongchengTeacher, { applyId: String(own.applyId) }, DONGCHENG)).statusCode).toBe(404);
    expect((await c.get('getUserInfoByApplyId', who.backbone, { applyId: String(own.applyId) })).statusCode).toBe(403);
    expect((await c.get('getProjectItemByPrjIdOrApplyId', who.backbone, { applyId: String(own.applyId) })).statusCode).toBe(403);
    expect((await c.get('selectionMine', who.dongchengTeacher, {}, DONGCHENG)).json().data).toEqual([]);
    expect((await c.get('getUserInfoByApplyId', who.teacher, { applyId: '1', prjId: '1' })).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('keeps a window that has not started closed', async () => {
    const { who } = env;
    const later = await c.publishedProject(
      who.district_admin!,
      projectBody({
        title: '未开始',
        applyScope: '1',
        groups: [],
        startsAt: new Date(Date.now() + DAY_MS).toISOString(),
        endsAt: new Date(Date.now() + 9 * DAY_MS).toISOString(),
      }),
    );
    const row = (await c.get('selectionProjects', who.teacher, { size: '100' }))
      .json()
      .data.records.find((candidate: { prjId: number }) => candidate.prjId === later.prjId);
    expect(row).toMatchObject({ open: false, eligible: false, reasons: [{ code: 'notOpen', required: null, actual: null }] });
  });
  it('keeps a draft’s files from the hourly clean-up of unused uploads', async () => {
    const { who, t } = env;
    const info = (await c.get('getUserInfoByApplyId', who.idle, { prjId: String(project.prjId) })).json().data.info;
    const junior = project.groups.find((group) => group.sectionCode === '3')!.id;
    const draft = (await c.post('savaApplyUserInfo', who.idle, { prjId: project.prjId, groupId: junior, info })).json().data;
    const [kept, unused] = [await c.uploadPdf(who.idle!), await c.uploadPdf(who.idle!)];
    const saved = await c.post('saveApplyItem', who.idle, {
      applyId: draft.applyId,
      version: draft.version,
      values: [{ itemId: kind('file'), value: { kind: 'file', fileIds: [kept] } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.deps.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 30 * DAY_MS) })
      .where(inArray(storedFiles.id, [kept, unused]));
    const sweep = MODULES.flatMap((module) => module.jobs ?? []).find((job) => job.name === 'development.sweepUnusedEvidence')!;
    await sweep.run(t.deps, t.app.log);
    const left = await t.deps.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [kept, unused]));
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});
