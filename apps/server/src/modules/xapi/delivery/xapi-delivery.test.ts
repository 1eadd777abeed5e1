import type { AnswerBody, AttemptResult, AttemptView } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { XapiSendNow, XapiSettings } from '@yanxiu/contract/xapi-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createExamProgramme,
  createTestBank,
  dataOf,
  examInput,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { runQueuedJobs } from '@server-test/support/jobs';
import { startStandInLrs, type StandInLrs } from '@server-test/support/stand-in-lrs';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// What a teacher does reaches the tenant's LRS as schema-valid xAPI statements, through the outbox and the job: the
// real app, a real queue and a stand-in LRS that validates every statement with Learning Locker's validator. An LRS
// answering 500 keeps them pending with the failure shown; the job's retry delivers them once it is back, and a
// delivery repeated (the mark lost) is the same statements at the LRS, never new ones.

let t: TestApp;
let lrs: StandInLrs;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  lrs = await startStandInLrs({ key: 'yanxiu', secret: 's3cret-key' });
  for (const name of ['teacher', 'district_admin']) who[name] = { login: await t.login(name) };
});
afterAll(async () => {
  await t.close();
  await lrs.close();
});

const post = (caller: Caller, path: string, body?: unknown) => api(t).post(caller, path, body);
const settings = async () => dataOf<XapiSettings>(await api(t).get(who.district_admin!, ApiPaths.xapiSettings));
const RIGHT: AnswerBody[] = [
  { kind: 'single', choice: 'B' },
  { kind: 'multiple', choices: ['A', 'C'] },
  { kind: 'true_false', value: true },
  { kind: 'fill_blank', blanks: ['DNA'] },
];
const WRONG: AnswerBody[] = [{ kind: 'single', choice: 'A' }];

type Statement = {
  id: string;
  actor: { account: { homePage: string; name: string } };
  verb: { id: string };
  object: { id: string };
  result?: { success?: boolean; score?: { raw: number; max: number } };
};

async function sitExam(teacher: Caller, examId: number, answers: AnswerBody[]): Promise<AttemptResult> {
  const attempt = dataOf<AttemptView>(await post(teacher, ApiPaths.assessmentStartAttempt, { examId }));
  for (const [index, answer] of answers.entries()) {
    const path = ApiPaths.assessmentSaveAnswer.replace(':attemptId', String(attempt.id)).replace(':position', String(index + 1));
    expect((await t.call('PUT', path, { token: teacher.login!.access_token, body: { answer } })).statusCode).toBe(200);
  }
  return dataOf<AttemptResult>(await post(teacher, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
}

describe('xAPI statements to the LRS', () => {
  it('go to a stand-in that refuses what is not an xAPI statement (so its silence means something)', async () => {
    const headers = {
      authorization: `Basic ${Buffer.from('yanxiu:s3cret-key').toString('base64')}`,
      'x-experience-api-version': '1.0.3',
      'content-type': 'application/json',
    };
    const phoneActor = { actor: { mbox: '13800000001' }, verb: { id: 'http://adlnet.gov/expapi/verbs/completed' }, object: { id: 'x' } };
    const response = await fetch(`${lrs.endpoint}/statements`, { method: 'POST', headers, body: JSON.stringify([phoneActor]) });
    expect(response.status).toBe(400);
    expect(lrs.refused).toHaveLength(1);
    lrs.refused.length = 0;
    lrs.posts.length = 0;
  });

  it('states nothing while sending is off', async () => {
    const staff = who.district_admin!;
    const { programme } = await createExamProgramme(t, staff, { title: 'xAPI 关闭时的课程' });
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    expect((await settings()).delivery).toMatchObject({ pending: 0, sent: 0 });
  });

  it('sends enrolment, a failed and a passed exam, completions and hours, valid, once each, retrying while the LRS answers 500', async () => {
    const staff = who.district_admin!;
    const teacher = who.teacher!;
    dataOf(
      await post(staff, ApiPaths.xapiSettingsSave, {
        version: 0,
        enabled: true,
        endpoint: lrs.endpoint,
        key: 'yanxiu',
        secret: 's3cret-key',
      }),
    );
    const { programme, unitId } = await createExamProgramme(t, staff, { title: 'xAPI 贯通课程', creditHours: 2 });
    const { questionIds } = await createTestBank(t, staff, 'xAPI 题库');
    const exam = await publishedExam(t, staff, examInput({ kind: 'unit', unitId }, questionIds.slice(0, 4)));

    dataOf(await post(teacher, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    expect(await sitExam(teacher, exam.id, WRONG)).toMatchObject({ passed: false });
    expect(await sitExam(teacher, exam.id, RIGHT)).toMatchObject({ passed: true });
    // Enrolled, failed, passed, the unit and the programme completed, the unit's 2 hours and the programme's last 1.
    const recorded = (await settings()).delivery;
    expect(recorded).toMatchObject({ pending: 7, sent: 0, lastError: null });

    // The LRS is down: every delivery fails, the statements stay pending and the page says why.
    lrs.failNext(500, 1000);
    await runQueuedJobs(t);
    expect(lrs.stored.size).toBe(0);
    const failing = (await settings()).delivery;
    expect(failing).toMatchObject({ pending: 7, sent: 0, lastError: { problem: 'server_error', status: 500 } });
    const { rows: retrying } = (await t.deps.db.execute(
      sql`select state::text as state from pgboss.job where name = 'xapi.send' and state = 'retry'`,
    )) as unknown as { rows: unknown[] };
    expect(retrying.length).toBeGreaterThan(0);

    // It recovers; time passes (the retries' wait is moved to now) and the retried jobs deliver everything.
    lrs.failNext(0, 0);
    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'xapi.send' and state = 'retry'`);
    await runQueuedJobs(t);
    expect((await settings()).delivery).toMatchObject({ pending: 0, sent: 7, lastError: null });
    expect(lrs.refused).toEqual([]);
    expect(lrs.stored.size).toBe(7);

    const statements = [...lrs.stored.values()] as Statement[];
    const verbs = statements.map((statement) => statement.verb.id.split('/').at(-1)).sort();
    expect(verbs).toEqual(['completed', 'completed', 'earned', 'earned', 'failed', 'passed', 'registered']);
    const teacherId = teacher.login!.userId;
    for (const statement of statements) {
      expect(statement.actor.account).toEqual({ homePage: 'https://demo.localhost', name: String(teacherId) });
      expect(statement.object.id.startsWith('https://demo.localhost/xapi/activities/')).toBe(true);
    }
    expect(JSON.stringify(statements)).not.toMatch(/1380000\d{4}/);
    const passed = statements.find((statement) => statement.verb.id.endsWith('/passed'))!;
    expect(passed.result).toMatchObject({ success: true, score: { raw: 40, max: 40 } });

    // A delivery repeated (as when a process dies between the LRS's answer and our mark) stores nothing new.
    const postsBefore = lrs.posts.length;
    await t.deps.db.execute(sql`update xapi_statements set sent_at = null`);
    expect(dataOf<XapiSendNow>(await post(staff, ApiPaths.xapiSendNow))).toEqual({ queued: true });
    await runQueuedJobs(t);
    expect(lrs.posts.slice(postsBefore).map((sent) => sent.status)).toEqual([200]);
    expect(lrs.stored.size).toBe(7);
    expect((await settings()).delivery).toMatchObject({ pending: 0, sent: 7 });
    expect(dataOf<XapiSendNow>(await post(staff, ApiPaths.xapiSendNow))).toEqual({ queued: false });
  });
});
