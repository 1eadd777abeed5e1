import type { GroupPanel, ProjectPanels, ScoringDetail, ScoringListPage } from '@yanxiu/contract/selection-scoring';
import type { TodoListPage } from '@yanxiu/contract/todo';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { profileRecords } from '@server/db/schema/profile';
import { selectionItems, selectionItemValues } from '@server/db/schema/selection';
import { selectionPanelExperts, selectionResults, selectionScores, selectionScoreSheets } from '@server/db/schema/selection-scoring';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { expectError, scoresFor, setUpScoring, sheetFor, type ScoringScenario } from './scoring.fixtures';

// Expert panels and scoring: who may assign and score, the conflict-of-interest rule (an expert never reaches an
// applicant of their own school), scores hidden until one's own are in, one submission each, and two experts
// submitting at once both counted in the application's score.

let s: ScoringScenario;
beforeAll(async () => {
  s = await setUpScoring();
});
afterAll(async () => {
  await s.env.close();
});

const data = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const db = () => s.env.t.deps.db;
const written = async () => [
  await countRows(db(), selectionPanelExperts),
  await countRows(db(), selectionScoreSheets),
  await countRows(db(), selectionScores),
];
const id = (username: string) => Number(s.who[username]!.userId);
const panels = (username: string, prjId = s.project.prjId) => s.c.get('selectionExperts', s.who[username], { prjId: String(prjId) });
const assign = (username: string | undefined, body: unknown) =>
  s.c.post('selectionAssignExperts', username ? s.who[username] : undefined, body);
const list = (username: string, query: Record<string, string> = {}) =>
  data<ScoringListPage>(s.c.get('selectionScoringList', s.who[username], query));
const detail = (username: string, applyId: number) => s.c.get('selectionScoringDetail', s.who[username], { applyId: String(applyId) });
const submit = (username: string, body: unknown) => s.c.post('selectionScoringSubmit', s.who[username], body);

describe('panels', () => {
  it('lists each group with the applications that passed review and the tenant’s experts', async () => {
    const answer = await data<ProjectPanels>(panels('district_admin'));
    expect(answer).toMatchObject({ prjId: s.project.prjId, phase: 'scoring', aggregation: 'trimmed' });
    expect(answer.groups.map((group) => [group.groupName, group.applications, group.experts.length])).toEqual([
      ['小学组', 1, 0],
      ['初中组', 2, 0],
    ]);
    expect(answer.candidates.map((candidate) => candidate.name).sort()).toEqual(['冯敏', '吴刚', '周明', '孙丽', '郑华', '韩雪'].sort());
  });

  it('are read and set by the staff of the unit running the project only', async () => {
    expectError(await panels('school_admin'), 403, 4003);
    expectError(await panels('teacher'), 403, 4003);
    expectError(await panels('expert'), 403, 4003);
    expectError(await s.c.get('selectionExperts', undefined, { prjId: String(s.project.prjId) }), 401, 1001);
    expectError(await s.c.get('selectionExperts', s.who.dongchengDistrict, { prjId: String(s.project.prjId) }, DONGCHENG), 404, 4004);
    expectError(await s.c.get('selectionExperts', s.who.district_admin, { prjId: 'x' }), 400, 4000);
    const before = await written();
    const body = { prjId: s.project.prjId, groupId: s.groups.primary, expertUserIds: [id('expert')] };
    expectError(await assign('school_admin', body), 403, 4003);
    expectError(await assign('expert', body), 403, 4003);
    expectError(await assign(undefined, body), 401, 1001);
    expectError(await s.c.post('selectionAssignExperts', s.who.dongchengDistrict, body, DONGCHENG), 404, 4004);
    expect(await written()).toEqual(before);
  });

  it('refuses bad panels and writes nothing', async () => {
    const before = await written();
    const base = { prjId: s.project.prjId, groupId: s.groups.primary };
    expectError(await assign('district_admin', { ...base, expertUserIds: [id('expert'), id('teacher')] }), 422, 4022);
    expectError(await assign('district_admin', { ...base, expertUserIds: [id('expert'), id('expert')] }), 400, 4000);
    expectError(await assign('district_admin', { ...base, groupId: null, expertUserIds: [id('expert')] }), 422, 4022);
    expectError(await assign('district_admin', { prjId: s.draft, groupId: null, expertUserIds: [id('expert')] }), 409, 4011);
    expect(await written()).toEqual(before);
  });

  it('are set per group, audited, and show each expert’s share without their own school', async () => {
    const primary = [id('expert'), id('expert_s0'), id('expert_s1'), id('expert_s1b'), id('expert_d'), id('expert_s2')];
    const set = await data<GroupPanel>(
      assign('district_admin', { prjId: s.project.prjId, groupId: s.groups.primary, expertUserIds: primary }),
    );
    // 周明 sits at 王芳's school: the one application of the group is not his to score.
    expect(set.experts.map((expert) => [expert.name, expert.assigned])).toEqual([
      ['孙丽', 1],
      ['周明', 0],
      ['吴刚', 1],
      ['冯敏', 1],
      ['郑华', 1],
      ['韩雪', 1],
    ]);
    await data(
      assign('district_admin', {
        prjId: s.project.prjId,
        groupId: s.groups.junior,
        expertUserIds: [id('expert'), id('expert_s1'), id('expert_d')],
      }),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'selection.panel.assigned'), eq(auditLog.entityId, String(s.project.prjId))));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.after).toEqual({ groupId: s.groups.primary, experts: primary });
  });
});

describe('the expert’s list and detail', () => {
  it('lists what the expert scores and never an applicant of their own school', async () => {
    expect((await list('expert')).counts).toEqual({ pending: 3, submitted: 0 });
    const s0 = await list('expert_s0');
    expect(s0.records).toEqual([]);
    const s1 = await list('expert_s1');
    expect(s1.records.map((record) => record.applicantName)).toEqual(['王芳']);
    expect(s1.counts).toEqual({ pending: 1, submitted: 0 });
    expect((await list('expert', { keyword: '李强' })).records.map((record) => record.applyId)).toEqual([s.applications.backbone]);
    expectError(await s.c.get('selectionScoringList', s.who.teacher, {}), 403, 4003);
    expectError(await s.c.get('selectionScoringList', s.who.district_admin, {}), 403, 4003);
    expectError(await s.c.get('selectionScoringList', undefined, {}), 401, 1001);
    expectError(await s.c.get('selectionScoringList', s.who.expert, { state: 'all' }), 400, 4000);
  });

  it('puts the same applications on each expert’s one to-do list, linked to the scoring page', async () => {
    const todo = (username: string) => data<TodoListPage>(s.c.get('todoList', s.who[username], { kind: 'selection.scoring' }));
    const pending = (await list('expert')).records;
    const mine = await todo('expert');
    expect(mine.records.map((item) => Number(item.id))).toEqual(pending.map((record) => record.applyId));
    expect(mine.records[0]).toMatchObject({
      link: `/selection/scoring/${pending[0]!.applyId}`,
      params: { applicant: pending[0]!.applicantName, project: pending[0]!.projectTitle },
    });
    expect(mine.counts).toContainEqual({ kind: 'selection.scoring', count: 3 });
    expect((await todo('expert_s0')).total).toBe(0);
  });

  it('shows the application, its answers and evidence, and no one’s scores before the expert’s own', async () => {
    const answer = await data<ScoringDetail>(detail('expert', s.applications.teacher));
    expect(answer).toMatchObject({
      applicantName: '王芳',
      groupName: '小学组',
      maxTotal: 100,
      mySheet: null,
      otherTotals: null,
      maySubmit: true,
    });
    const indicators = answer.sections.flatMap((section) => section.indicators);
    expect(indicators.find((indicator) => indicator.kind === 'text')!.value!.text).toBe('我的自述');
    expect(indicators.find((indicator) => indicator.kind === 'file')!.value!.files).toEqual([
      expect.objectContaining({ name: '课例.pdf', missing: false }),
    ]);
  });

  it('reads the answers as the applicant and the reviewers do: a record that is not the applicant’s own verified one shows as missing', async () => {
    // Written past the save rules (as a record unverified or reassigned since would be): the one reader decides.
    const [stranger] = await db()
      .select({ id: profileRecords.id, title: profileRecords.title })
      .from(profileRecords)
      .where(ne(profileRecords.userId, id('teacher')))
      .limit(1);
    expect(stranger).toBeDefined();
    const [item] = await db()
      .select({ id: selectionItems.id, tenantId: selectionItems.tenantId })
      .from(selectionItems)
      .where(and(eq(selectionItems.projectId, s.project.prjId), eq(selectionItems.kind, 'record')))
      .limit(1);
    const value = { kind: 'record', recordIds: [stranger!.id] };
    await db()
      .insert(selectionItemValues)
      .values({ tenantId: item!.tenantId, applicationId: s.applications.teacher, itemId: item!.id, value })
      .onConflictDoUpdate({
        target: [selectionItemValues.tenantId, selectionItemValues.applicationId, selectionItemValues.itemId],
        set: { value },
      });
    try {
      const answer = await data<ScoringDetail>(detail('expert', s.applications.teacher));
      const record = answer.sections.flatMap((section) => section.indicators).find((indicator) => indicator.itemId === item!.id)!;
      expect(record.value!.records).toEqual([{ id: stranger!.id, kind: '', title: '', occurredOn: null, missing: true }]);
    } finally {
      await db()
        .delete(selectionItemValues)
        .where(and(eq(selectionItemValues.applicationId, s.applications.teacher), eq(selectionItemValues.itemId, item!.id)));
    }
  });

  it('refuses an applicant of the expert’s own school, one off their panels, an unknown one and other tenants', async () => {
    expectError(await detail('expert_s0', s.applications.teacher), 403, 4751);
    expectError(await detail('expert_s1', s.applications.backbone), 403, 4751);
    expectError(await detail('expert_s2', s.applications.backbone), 403, 4003);
    expectError(await detail('expert', 999_999), 404, 4004);
    expectError(await detail('teacher', s.applications.teacher), 403, 4003);
    const dongchengExpert = await s.env.t.login('expert', DONGCHENG);
    expectError(
      await s.c.get('selectionScoringDetail', dongchengExpert, { applyId: String(s.applications.teacher) }, DONGCHENG),
      404,
      4004,
    );
  });
});

describe('submitting scores', () => {
  it('refuses incomplete, excessive and uncommented sheets and the expert’s own school, writing nothing', async () => {
    const before = await written();
    const applyId = s.applications.teacher;
    const sheet = sheetFor(applyId, s.scored);
    expectError(await submit('expert', { ...sheet, scores: sheet.scores.slice(1) }), 422, 4022);
    expectError(await submit('expert', sheetFor(applyId, s.scored, [11])), 422, 4022);
    // The overall comment is the sheet's judgement: required, and not blank.
    expectError(await submit('expert', { applyId, scores: sheet.scores }), 400, 4000);
    expectError(await submit('expert', { ...sheet, comment: '   ' }), 400, 4000);
    expectError(await submit('expert', sheetFor(applyId, s.scored, [2.25])), 400, 4000);
    expectError(await submit('expert_s0', sheet), 403, 4751);
    expectError(await submit('teacher', sheet), 403, 4003);
    expectError(await s.c.post('selectionScoringSubmit', undefined, sheet), 401, 1001);
    expect(await written()).toEqual(before);
  });

  it('lands two experts submitting at once, both counted, and refuses a second submission', async () => {
    const applyId = s.applications.teacher;
    const [first, second] = await Promise.all([
      submit('expert', { applyId, scores: scoresFor(s.scored, [8, 16, 8, 24, 24]), comment: '材料扎实' }),
      // A comment per indicator is the expert's choice: none here, blank ones on the next sheet.
      submit('expert_s1', {
        applyId,
        scores: scoresFor(s.scored, [6, 12, 6, 18, 18]).map(({ itemId, score }) => ({ itemId, score })),
        comment: '良好',
      }),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(first.json().data.total).toBe(80);
    const uncommented = await data<ScoringDetail>(detail('expert_s1', applyId));
    expect(uncommented.mySheet!.scores.map((score) => score.comment)).toEqual(s.scored.map(() => ''));
    expect(uncommented.mySheet!.comment).toBe('良好');
    const [result] = await db().select().from(selectionResults).where(eq(selectionResults.applicationId, applyId));
    expect(result).toMatchObject({ sheets: 2, score: 70 });
    expectError(await submit('expert', sheetFor(applyId, s.scored)), 409, 4752);
    const blank = { ...sheetFor(applyId, s.scored), scores: scoresFor(s.scored).map((score) => ({ ...score, comment: '' })) };
    const again = await Promise.all([submit('expert_d', blank), submit('expert_d', blank)]);
    expect(again.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'selection.scores.submitted'), eq(auditLog.entityId, String(applyId))));
    expect(audits).toHaveLength(3);
  });

  it('shows the expert their sheet and the others’ totals, without names, only after they submitted', async () => {
    const before = await data<ScoringDetail>(detail('expert_s2', s.applications.teacher));
    expect(before).toMatchObject({ mySheet: null, otherTotals: null, maySubmit: true });
    expect(JSON.stringify(before)).not.toContain('材料扎实');
    await data(submit('expert_s2', sheetFor(s.applications.teacher, s.scored, [10, 20, 10, 30, 30])));
    const after = await data<ScoringDetail>(detail('expert_s2', s.applications.teacher));
    expect(after.mySheet).toMatchObject({ total: 100 });
    expect(after.otherTotals).toEqual([25, 60, 80]);
    expect(after.maySubmit).toBe(false);
    expect((await list('expert_s2', { state: 'submitted' })).records).toEqual([
      expect.objectContaining({ applyId: s.applications.teacher, myTotal: 100 }),
    ]);
  });

  it('aggregates five experts by the trimmed mean, dropping the highest and the lowest total', async () => {
    // Totals 80, 60, 25, 100 and now 50: without 100 and 25, (80 + 60 + 50) / 3 = 63.33.
    await data(submit('expert_s1b', sheetFor(s.applications.teacher, s.scored, [5, 10, 5, 15, 15])));
    const [result] = await db().select().from(selectionResults).where(eq(selectionResults.applicationId, s.applications.teacher));
    expect(result).toMatchObject({ sheets: 5, score: 63.33 });
  });

  it('keeps an expert who has scored on the panel', async () => {
    const before = await written();
    expectError(
      await assign('district_admin', { prjId: s.project.prjId, groupId: s.groups.primary, expertUserIds: [id('expert')] }),
      409,
      4756,
    );
    expect(await written()).toEqual(before);
  });
});
