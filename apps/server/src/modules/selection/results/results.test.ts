import type { MyResult, PublicNotice, RankingPage, ResultsState } from '@yanxiu/contract/selection-scoring';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { certificates } from '@server/db/schema/learning';
import { selectionApplications } from '@server/db/schema/selection';
import { selectionResults, selectionResultStates } from '@server/db/schema/selection-scoring';
import { chinaDay } from '@server/platform/time/china-time';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { expectError, setUpScoring, sheetFor, type ScoringScenario } from '@server/modules/selection/scoring/scoring.fixtures';

// Results: the ranking per group with ties, publishing for public notice once every expert has scored, the teacher's
// provisional then final result, finalising after the notice (or early with a reason), the winners' certificates
// through the certificates module, and the exports.

let s: ScoringScenario;
const today = chinaDay(new Date());
const yesterday = chinaDay(new Date(Date.now() - 24 * 3600 * 1000));

beforeAll(async () => {
  s = await setUpScoring();
  const id = (username: string) => Number(s.who[username]!.userId);
  for (const [groupId, experts] of [
    [s.groups.primary, ['expert', 'expert_d']],
    [s.groups.junior, ['expert', 'expert_d']],
  ] as const) {
    const response = await s.c.post('selectionAssignExperts', s.who.district_admin, {
      prjId: s.project.prjId,
      groupId,
      expertUserIds: experts.map(id),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
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
const published = async () => (await db().select().from(auditLog).where(eq(auditLog.action, 'selection.results.published'))).length;
const written = async () => [await countRows(db(), selectionResultStates), await countRows(db(), certificates), await published()];
const ranking = (username: string, query: Record<string, string> = {}) =>
  s.c.get('selectionRanking', s.who[username], { prjId: String(s.project.prjId), ...query });
const score = (username: string, applyId: number, given: number[]) =>
  data(s.c.post('selectionScoringSubmit', s.who[username], sheetFor(applyId, s.scored, given)));
const publish = (username: string | undefined, body: Record<string, unknown>) =>
  s.c.post('selectionPublishResults', username ? s.who[username] : undefined, { prjId: s.project.prjId, noticeEndsOn: today, ...body });
const mine = (username: string, applyId: number) => s.c.get('selectionMyResult', s.who[username], { applyId: String(applyId) });
const download = (call: 'selectionExportApplications' | 'selectionExportScores' | 'selectionExportRanking', username = 'district_admin') =>
  s.c.get(call, s.who[username], { prjId: String(s.project.prjId) });

async function sheetRows(body: Buffer, index = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[index]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the ranking while scoring', () => {
  it('ranks each group best first, gives equal scores one rank, and says how many sheets are missing', async () => {
    const { teacher, backbone, idle } = s.applications;
    await score('expert', teacher, [8, 16, 8, 24, 24]);
    await score('expert', backbone, [5, 10, 5, 15, 15]);
    await score('expert', idle, [5, 10, 5, 15, 15]);
    const page = await data<RankingPage>(ranking('district_admin'));
    expect(
      page.records.map((row) => [
        row.applicantName,
        row.groupName,
        row.score,
        row.rank,
        row.expertsSubmitted,
        row.expertsAssigned,
        row.selected,
      ]),
    ).toEqual([
      ['王芳', '小学组', 80, 1, 1, 2, null],
      ['李强', '初中组', 50, 1, 1, 2, null],
      ['周涛', '初中组', 50, 1, 1, 2, null],
    ]);
    expect(page.state).toMatchObject({ phase: 'scoring', aggregation: 'trimmed', sheetsMissing: 3, version: 0, selectedCount: 0 });
    const junior = await data<RankingPage>(ranking('district_admin', { groupId: String(s.groups.junior), size: '1' }));
    expect([junior.total, junior.records.length]).toEqual([2, 1]);
  });

  it('is for the staff of the unit running the project', async () => {
    expectError(await ranking('school_admin'), 403, 4003);
    expectError(await ranking('expert'), 403, 4003);
    expectError(await s.c.get('selectionRanking', undefined, { prjId: String(s.project.prjId) }), 401, 1001);
    expectError(await s.c.get('selectionRanking', s.who.dongchengDistrict, { prjId: String(s.project.prjId) }, DONGCHENG), 404, 4004);
    expectError(await ranking('district_admin', { size: '1000' }), 400, 4000);
  });
});

describe('publishing and finalising', () => {
  it('refuses to publish while sheets are missing, or a bad list, writing nothing', async () => {
    const before = await written();
    const { teacher, backbone } = s.applications;
    expectError(await publish('district_admin', { version: 0, selected: [teacher] }), 409, 4754);
    await score('expert_d', teacher, [6, 12, 6, 18, 18]);
    await score('expert_d', backbone, [6, 12, 6, 18, 18]);
    expectError(await publish('district_admin', { version: 0, selected: [teacher] }), 409, 4754);
    await score('expert_d', s.applications.idle, [4, 8, 4, 12, 12]);
    expectError(await publish('district_admin', { version: 0, selected: [teacher, 999_999] }), 422, 4022);
    expectError(await publish('district_admin', { version: 0, selected: [teacher], noticeEndsOn: yesterday }), 422, 4022);
    expectError(await publish('district_admin', { version: 3, selected: [teacher] }), 409, 4009);
    expectError(await publish('district_admin', { version: 0, selected: [teacher, teacher] }), 400, 4000);
    expectError(await publish('school_admin', { version: 0, selected: [teacher] }), 403, 4003);
    expectError(await publish('teacher', { version: 0, selected: [teacher] }), 403, 4003);
    expectError(await publish(undefined, { version: 0, selected: [teacher] }), 401, 1001);
    expectError(
      await s.c.post(
        'selectionPublishResults',
        s.who.dongchengDistrict,
        { prjId: s.project.prjId, version: 0, noticeEndsOn: today, selected: [] },
        DONGCHENG,
      ),
      404,
      4004,
    );
    expect(await written()).toEqual(before);
  });

  it('publishes the provisional list: ranks stored, the teacher sees their result, the notice lists the winners', async () => {
    const { teacher, backbone, idle } = s.applications;
    const state = await data<ResultsState>(publish('district_admin', { version: 0, selected: [teacher, backbone] }));
    expect(state).toMatchObject({ phase: 'publicity', noticeEndsOn: today, selectedCount: 2, sheetsMissing: 0, version: 1 });
    const page = await data<RankingPage>(ranking('district_admin'));
    // 李强 (50, 60) = 55 ahead of 周涛 (50, 40) = 45 now.
    expect(page.records.map((row) => [row.applicantName, row.score, row.rank, row.selected])).toEqual([
      ['王芳', 70, 1, true],
      ['李强', 55, 1, true],
      ['周涛', 45, 2, false],
    ]);
    expect(await data<MyResult>(mine('teacher', teacher))).toMatchObject({
      stage: 'provisional',
      selected: true,
      score: 70,
      rank: 1,
      rankedOf: 1,
      noticeEndsOn: today,
      certificateId: null,
    });
    expect(await data<MyResult>(mine('idle', idle))).toMatchObject({ stage: 'provisional', selected: false, rank: 2, rankedOf: 2 });
    expectError(await mine('idle', teacher), 403, 4003);
    const [application] = await db().select().from(selectionApplications).where(eq(selectionApplications.id, teacher));
    expect([application!.result, application!.resultStage]).toEqual(['selected', 'provisional']);
    const notice = await data<PublicNotice>(s.c.get('selectionNotice', s.who.backbone, { prjId: String(s.project.prjId) }));
    expect(notice.winners.map((winner) => [winner.applicantName, winner.groupName, winner.rank])).toEqual([
      ['王芳', '小学组', 1],
      ['李强', '初中组', 1],
    ]);
    expectError(await s.c.get('selectionNotice', s.who.dongchengTeacher, { prjId: String(s.project.prjId) }, DONGCHENG), 404, 4004);
  });

  it('closes scoring and panels once published', async () => {
    expectError(await s.c.post('selectionScoringSubmit', s.who.expert, sheetFor(s.applications.teacher, s.scored)), 409, 4753);
    expectError(
      await s.c.post('selectionAssignExperts', s.who.district_admin, {
        prjId: s.project.prjId,
        groupId: s.groups.primary,
        expertUserIds: [Number(s.who.expert!.userId), Number(s.who.expert_d!.userId), Number(s.who.expert_s1!.userId)],
      }),
      409,
      4753,
    );
  });

  it('finalises only after the notice, or early with a reason, and refuses certificates before', async () => {
    const before = await written();
    expectError(await s.c.post('selectionResultCertificates', s.who.district_admin, { prjId: s.project.prjId }), 409, 4011);
    expectError(await s.c.post('selectionFinaliseResults', s.who.district_admin, { prjId: s.project.prjId, version: 1 }), 409, 4755);
    expectError(
      await s.c.post('selectionFinaliseResults', s.who.district_admin, {
        prjId: s.project.prjId,
        version: 2,
        endNoticeEarlyReason: '公示无异议',
      }),
      409,
      4009,
    );
    expectError(
      await s.c.post('selectionFinaliseResults', s.who.teacher, { prjId: s.project.prjId, version: 1, endNoticeEarlyReason: '公示无异议' }),
      403,
      4003,
    );
    expect(await written()).toEqual(before);
    const state = await data<ResultsState>(
      s.c.post('selectionFinaliseResults', s.who.district_admin, {
        prjId: s.project.prjId,
        version: 1,
        endNoticeEarlyReason: '公示无异议',
      }),
    );
    expect(state).toMatchObject({ phase: 'final', version: 2 });
    expect(await data<MyResult>(mine('teacher', s.applications.teacher))).toMatchObject({ stage: 'final', selected: true });
    expectError(await publish('district_admin', { version: 2, selected: [] }), 409, 4011);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'selection.results.finalised'));
    expect(audit!.after).toEqual({ phase: 'final', endedEarly: '公示无异议' });
  });

  it('issues the winners’ certificates once, which they find among theirs', async () => {
    const body = { prjId: s.project.prjId, title: '2026 年区级教学能手' };
    expectError(await s.c.post('selectionResultCertificates', s.who.teacher, body), 403, 4003);
    expect(await data(s.c.post('selectionResultCertificates', s.who.district_admin, body))).toEqual({ issued: 2, alreadyIssued: 0 });
    expect(await data(s.c.post('selectionResultCertificates', s.who.district_admin, body))).toEqual({ issued: 0, alreadyIssued: 2 });
    const result = await data<MyResult>(mine('teacher', s.applications.teacher));
    expect(result!.certificateId).not.toBeNull();
    // An award certificate: the project it was won in, the honour given here and the project's level, no hours.
    const held = await data<unknown[]>(s.c.get('certificatesMine', s.who.teacher, {}));
    expect(held).toContainEqual(
      expect.objectContaining({
        id: result!.certificateId,
        source: 'award',
        title: '2026 年区级教学能手评选',
        hours: 0,
        award: { honour: '2026 年区级教学能手', level: '2' },
      }),
    );
    const [row] = await db().select().from(selectionResults).where(eq(selectionResults.applicationId, s.applications.idle));
    expect(row!.certificateId).toBeNull();
  });
});

describe('exports', () => {
  it('gives the applications, the score matrix and the ranking as workbooks, and an application as a PDF', async () => {
    const applications = await download('selectionExportApplications');
    expect(applications.statusCode, applications.body).toBe(200);
    expect(applications.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(applications.rawPayload);
    expect(rows[0]).toContain('申报人');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['王芳', '李强', '周涛']);

    const scores = await sheetRows((await download('selectionExportScores')).rawPayload);
    expect(scores[0]).toEqual(['申报编号', '申报人', '学校', '申报类别', '孙丽', '郑华', '最终得分']);
    expect(scores.find((row) => row[1] === '王芳')!.slice(4)).toEqual([80, 60, 70]);
    const details = await sheetRows((await download('selectionExportScores')).rawPayload, 1);
    expect(details).toHaveLength(1 + 6 * 5);

    const ranked = await sheetRows((await download('selectionExportRanking')).rawPayload);
    expect(ranked.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      ['小学组', 1, '王芳'],
      ['初中组', 1, '李强'],
      ['初中组', 2, '周涛'],
    ]);

    const pdf = await s.c.get('selectionExportApplicationPdf', s.who.district_admin, { applyId: String(s.applications.teacher) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain('王芳-申报书');
  });

  it('are for the staff of the unit running the project', async () => {
    expectError(await download('selectionExportApplications', 'school_admin'), 403, 4003);
    expectError(await download('selectionExportRanking', 'expert'), 403, 4003);
    expectError(await s.c.get('selectionExportScores', undefined, { prjId: String(s.project.prjId) }), 401, 1001);
    expectError(await s.c.get('selectionExportApplicationPdf', s.who.teacher, { applyId: String(s.applications.teacher) }), 403, 4003);
    expectError(await s.c.get('selectionExportApplicationPdf', s.who.district_admin, { applyId: '999999' }), 404, 4004);
    expectError(await s.c.get('selectionExportScores', s.who.dongchengDistrict, { prjId: String(s.project.prjId) }, DONGCHENG), 404, 4004);
  });
});
