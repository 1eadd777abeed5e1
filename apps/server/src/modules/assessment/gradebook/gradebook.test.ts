import type { AttemptView } from '@yanxiu/contract/assessment-exams';
import type { GradebookPage, GradebookSchools, MyResults } from '@yanxiu/contract/assessment-gradebook';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import {
  api,
  createExamProgramme,
  createTestBank,
  dataOf,
  examInput,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { createAssignmentProgramme, assignmentInput, publishedAssignment } from '@server-test/support/assessment-assignment-fixtures';
import {
  evaluationInput,
  FULL_ANSWERS,
  programmeWithEvaluationUnit,
  publishedEvaluation,
} from '@server-test/support/assessment-evaluation-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// The grade book through the real app: a programme of an offline session and an exam unit, three teachers (one passed
// the exam, one sitting it, one who has not started), read page by page under each filter, exported to Excel, and
// each teacher's own results; refusals for bad input, no session, teachers, staff who do not manage the programme and
// another tenant.

let t: TestApp;
const who: Record<string, Caller> = {};
let programmeId: number;
let examUnitId: number;

const get = (caller: Caller, path: string, query: Record<string, string | number> = {}) => api(t).get(caller, path, query);
const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const userIdOf = (caller: Caller) => Number((caller.login as LoginInfo).userId);
const book = async (query: Record<string, string | number> = {}) =>
  dataOf<GradebookPage>(await get(who.district_admin!, ApiPaths.assessmentGradebook, { programmeId, ...query }));

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'newteacher', 'backbone', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
  who.otherTeacher = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
  const bank = await createTestBank(t, who.district_admin!, '成绩册题库');
  const created = await createExamProgramme(t, who.district_admin!, { title: '成绩册培训', withOffline: true });
  programmeId = created.programme.id;
  examUnitId = created.unitId;
  // The four questions graded by the server, so a submission has its score at once (40 points, 60% to pass).
  const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId: examUnitId }, bank.questionIds.slice(0, 4)));
  for (const name of ['teacher', 'newteacher', 'backbone']) dataOf(await post(who[name]!, ApiPaths.trainingEnrol, { programmeId }));
  const passed = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
  const answers = [
    { kind: 'single', choice: 'B' },
    { kind: 'multiple', choices: ['A', 'C'] },
    { kind: 'true_false', value: true },
    { kind: 'fill_blank', blanks: ['DNA'] },
  ];
  for (const [index, answer] of answers.entries())
    dataOf(
      await api(t).put(who.teacher!, fillPath(ApiPaths.assessmentSaveAnswer, { attemptId: passed.id, position: index + 1 }), { answer }),
    );
  dataOf(await post(who.teacher!, ApiPaths.assessmentSubmitAttempt, { attemptId: passed.id }));
  dataOf(await post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
});
afterAll(() => t.close());

describe('the grade book', () => {
  it('answers every enrolled teacher with the exam column, completion and the hours credited', async () => {
    const page = await book();
    expect(page).toMatchObject({ programmeId, programmeTitle: '成绩册培训', total: 3, current: 1, size: 10 });
    expect(page.columns).toEqual([{ unitId: examUnitId, kind: 'exam', title: '结业考试', creditHours: 2 }]);
    const rowOf = (name: string) => page.records.find((row) => row.userId === userIdOf(who[name]!))!;
    expect(rowOf('teacher')).toMatchObject({
      cells: [{ kind: 'exam', state: 'graded', attempts: 1, score: 40, maxScore: 40, passed: true }],
      completedUnits: 1,
      totalUnits: 2,
      state: 'in_progress',
      hours: 2,
    });
    expect(rowOf('newteacher')).toMatchObject({
      cells: [{ kind: 'exam', state: 'open', attempts: 1, score: null, passed: null }],
      completedUnits: 0,
      state: 'not_started',
      hours: 0,
    });
    expect(rowOf('backbone').cells).toEqual([{ kind: 'exam', state: 'none', attempts: 0, score: null, maxScore: null, passed: null }]);
    // By school, then name: the order does not move between pages.
    const sorted = [...page.records].sort((a, b) => a.schoolName.localeCompare(b.schoolName) || 0);
    expect(sorted.map((row) => row.schoolName)).toEqual(page.records.map((row) => row.schoolName));
    const pages = [(await book({ size: 1, current: 1 })).records, (await book({ size: 1, current: 2 })).records];
    expect(pages.flat().map((row) => row.userId)).toEqual(page.records.slice(0, 2).map((row) => row.userId));
  });

  it('filters by progress, keyword and school, with the total under the filter', async () => {
    const inProgress = await book({ state: 'in_progress' });
    expect(inProgress.records.map((row) => row.userId)).toEqual([userIdOf(who.teacher!)]);
    expect(inProgress.total).toBe(1);
    expect((await book({ state: 'not_started' })).total).toBe(2);
    expect((await book({ state: 'completed' })).total).toBe(0);
    const teacherRow = (await book()).records.find((row) => row.userId === userIdOf(who.teacher!))!;
    const byName = await book({ keyword: teacherRow.teacherName });
    expect(byName.records.map((row) => row.userId)).toContain(userIdOf(who.teacher!));
    expect(byName.records.every((row) => row.teacherName.includes(teacherRow.teacherName))).toBe(true);
    const bySchool = await book({ schoolId: teacherRow.schoolId });
    expect(bySchool.records.every((row) => row.schoolId === teacherRow.schoolId)).toBe(true);
    expect(bySchool.records.map((row) => row.userId)).toContain(userIdOf(who.teacher!));
    expect((await book({ keyword: '没有这个人' })).records).toEqual([]);
  });

  it('lists the schools of the teachers for the school filter', async () => {
    const schools = dataOf<GradebookSchools>(await get(who.district_admin!, ApiPaths.assessmentGradebookSchools, { programmeId }));
    expect(schools.records.reduce((sum, school) => sum + school.teachers, 0)).toBe(3);
    const names = schools.records.map((school) => school.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('exports the filtered book as a workbook in the caller’s language', async () => {
    const response = await t.call('GET', ApiPaths.assessmentGradebookExport, {
      token: who.district_admin!.login!.access_token,
      query: { programmeId: String(programmeId) },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Teacher', 'School', '结业考试', 'Units done', 'Progress', 'Hours credited']);
    expect(sheet.rowCount).toBe(1 + 3);
    const cells = [2, 3, 4].map((row) => sheet.getRow(row).getCell(3).value);
    expect(cells.sort()).toEqual(['40/40 Passed', 'Not sat', 'Sitting']);
    const filtered = await t.call('GET', ApiPaths.assessmentGradebookExport, {
      token: who.district_admin!.login!.access_token,
      query: { programmeId: String(programmeId), state: 'in_progress' },
    });
    const narrow = new ExcelJS.Workbook();
    await narrow.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(narrow.worksheets[0]!.rowCount).toBe(1 + 1);
    expect(narrow.worksheets[0]!.getRow(2).getCell(3).value).toBe('40/40 合格');
  });
});

describe('assignment and questionnaire columns', () => {
  it('shows a questionnaire answered or not (never what) and an assignment where it stands, to staff and to the teacher', async () => {
    const evaluated = await programmeWithEvaluationUnit(t, who.district_admin!, '成绩册：问卷');
    const evaluation = await publishedEvaluation(t, who.district_admin!, evaluationInput(evaluated.unit.id));
    for (const name of ['teacher', 'newteacher'])
      dataOf(await post(who[name]!, ApiPaths.trainingEnrol, { programmeId: evaluated.programme.id }));
    dataOf(await post(who.teacher!, ApiPaths.assessmentRespondEvaluation, { evaluationId: evaluation.id, answers: FULL_ANSWERS }));
    const evaluationBook = dataOf<GradebookPage>(
      await get(who.district_admin!, ApiPaths.assessmentGradebook, { programmeId: evaluated.programme.id }),
    );
    expect(evaluationBook.columns).toMatchObject([{ unitId: evaluated.unit.id, kind: 'evaluation' }]);
    const answered = (name: string) => evaluationBook.records.find((row) => row.userId === userIdOf(who[name]!))!.cells;
    expect(answered('teacher')).toEqual([{ kind: 'evaluation', answered: true }]);
    expect(answered('newteacher')).toEqual([{ kind: 'evaluation', answered: false }]);
    const mine = dataOf<MyResults>(await get(who.teacher!, ApiPaths.assessmentMyResults, { programmeId: evaluated.programme.id }));
    expect(mine.programmes[0]!.results).toEqual([
      { kind: 'evaluation', unitId: evaluated.unit.id, title: evaluated.unit.title, answered: true },
    ]);

    const assigned = await createAssignmentProgramme(t, who.district_admin!, '成绩册：作业');
    const assignment = await publishedAssignment(t, who.district_admin!, assignmentInput(assigned.unitId));
    for (const name of ['teacher', 'newteacher'])
      dataOf(await post(who[name]!, ApiPaths.trainingEnrol, { programmeId: assigned.programme.id }));
    dataOf(
      await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, {
        assignmentId: assignment.id,
        text: '<p>我的教学设计</p>',
        fileIds: [],
      }),
    );
    const assignmentBook = dataOf<GradebookPage>(
      await get(who.district_admin!, ApiPaths.assessmentGradebook, { programmeId: assigned.programme.id }),
    );
    expect(assignmentBook.columns).toMatchObject([{ unitId: assigned.unitId, kind: 'assignment' }]);
    const cellsOf = (name: string) => assignmentBook.records.find((row) => row.userId === userIdOf(who[name]!))!.cells;
    expect(cellsOf('teacher')).toEqual([{ kind: 'assignment', state: 'draft', score: null, maxScore: 100, passed: null }]);
    expect(cellsOf('newteacher')).toEqual([{ kind: 'assignment', state: 'none', score: null, maxScore: 100, passed: null }]);
    const own = dataOf<MyResults>(await get(who.newteacher!, ApiPaths.assessmentMyResults, { programmeId: assigned.programme.id }));
    expect(own.programmes[0]!.results).toMatchObject([{ kind: 'assignment', state: 'none', feedback: null }]);
  });
});

describe('my results', () => {
  it('answers the teacher’s own attempts and counted result in the programme, and the programmes they have results in', async () => {
    const mine = dataOf<MyResults>(await get(who.teacher!, ApiPaths.assessmentMyResults, { programmeId }));
    expect(mine.programmes).toHaveLength(1);
    expect(mine.programmes[0]).toMatchObject({ programmeId, programmeTitle: '成绩册培训' });
    expect(mine.programmes[0]!.results).toMatchObject([
      {
        kind: 'exam',
        unitId: examUnitId,
        title: '结业考试',
        attempts: [{ number: 1, status: 'graded', score: 40, maxScore: 40, passed: true, submittedBy: 'teacher' }],
        counted: { score: 40, maxScore: 40, passed: true },
      },
    ]);
    const everywhere = dataOf<MyResults>(await get(who.teacher!, ApiPaths.assessmentMyResults));
    expect(everywhere.programmes.map((programme) => programme.programmeId)).toContain(programmeId);
  });

  it('never shows another teacher’s results: a teacher without attempts sees the unit unsat', async () => {
    const mine = dataOf<MyResults>(await get(who.backbone!, ApiPaths.assessmentMyResults, { programmeId }));
    expect(mine.programmes[0]!.results).toMatchObject([{ kind: 'exam', attempts: [], counted: null }]);
    const sitting = dataOf<MyResults>(await get(who.newteacher!, ApiPaths.assessmentMyResults, { programmeId }));
    expect(sitting.programmes[0]!.results[0]).toMatchObject({ attempts: [{ status: 'open', score: null }], counted: null });
    expect(dataOf<MyResults>(await get(who.backbone!, ApiPaths.assessmentMyResults)).programmes.map((p) => p.programmeId)).not.toContain(
      programmeId,
    );
  });
});

describe('refusals', () => {
  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countAllRows(t.deps.db);
    const queries: Array<Record<string, string | number>> = [
      { programmeId: 'abc' },
      { programmeId, size: 1000 },
      { programmeId, state: 'done' },
      { programmeId, current: 0 },
      {},
    ];
    for (const query of queries) {
      const response = await get(who.district_admin!, ApiPaths.assessmentGradebook, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, data: { issues: [{ path: expect.stringMatching(/^querystring\./) }] } });
    }
    expect((await get(who.teacher!, ApiPaths.assessmentMyResults, { programmeId: -1 })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('refuses without a session, to teachers, to staff who do not manage the programme and to another tenant', async () => {
    for (const path of [ApiPaths.assessmentGradebook, ApiPaths.assessmentGradebookSchools, ApiPaths.assessmentGradebookExport]) {
      expect((await get({}, path, { programmeId })).statusCode, path).toBe(401);
      expect((await get(who.teacher!, path, { programmeId })).statusCode, path).toBe(403);
      // A district programme is not the school admin's to manage: it does not exist for them.
      expect((await get(who.school_admin!, path, { programmeId })).statusCode, path).toBe(404);
      expect((await get(who.otherTenant!, path, { programmeId })).statusCode, path).toBe(404);
    }
    expect((await get({}, ApiPaths.assessmentMyResults)).statusCode).toBe(401);
    expect((await get(who.district_admin!, ApiPaths.assessmentMyResults)).statusCode).toBe(403);
    expect((await get(who.otherTeacher!, ApiPaths.assessmentMyResults, { programmeId })).statusCode).toBe(404);
  });
});
