import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ContinueLearning } from '@yanxiu/contract/learning-continue';
import { ContinueLearningPaths } from '@yanxiu/contract/learning-continue-paths';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignmentInput, createAssignmentProgramme, publishedAssignment } from '@server-test/support/assessment-assignment-fixtures';
import {
  api,
  createExamProgramme,
  createTestBank,
  dataOf,
  examInput,
  HOUR,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { programmeInput, uploadAs } from '@server/modules/training/training.fixtures';

// "Continue learning" through the real app: the place is the server's (heartbeats from one session are read from
// another), finished programmes drop out, due items come soonest first, and nobody sees another's. Heartbeats are
// credited from the server clock, so the tests move `Date` only (as the watch tests do).

let t: TestApp;
const who: Record<string, Caller> = {};
let clock = Date.now();
const DAY = 24 * HOUR;
const dateIn = (days: number) => new Date(clock + days * DAY).toISOString().slice(0, 10);

function tick(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

/** Signs everyone in (again, after the clock moved past their sessions' lifetime). */
async function signIn() {
  for (const name of ['teacher', 'backbone', 'district_admin']) who[name] = { login: await t.login(name) };
  // The same teacher signed in a second time: another device.
  who.teacherElsewhere = { login: await t.login('teacher') };
  who.otherTenant = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
  who.nobody = {};
}

beforeAll(async () => {
  t = await createTestApp();
  await signIn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const readContinue = (caller: Caller) => api(t).get(caller, ContinueLearningPaths.learningContinue);
const continueOf = async (caller: Caller) => dataOf<ContinueLearning>(await readContinue(caller));

/** A published programme of two 20-second videos (or `videos` of them) ending in `endsInDays`, the teacher enrolled. */
async function lessonsProgramme(title: string, endsInDays: number, videos = 2): Promise<ManagedProgramme> {
  const staff = who.district_admin!;
  const video = await uploadAs(t, staff.login!, 'video');
  const units = Array.from({ length: videos }, (_, index) => ({
    kind: 'video' as const,
    title: `${title}第${index + 1}课`,
    fileId: video,
    durationSeconds: 20,
    creditHours: 1,
  }));
  const input = programmeInput(
    { video, document: '' },
    {
      title,
      units,
      creditHours: videos,
      startsOn: dateIn(Math.min(12, endsInDays)),
      enrolEnd: new Date(clock + Math.min(10, endsInDays - 0.5) * DAY).toISOString(),
      endsOn: dateIn(endsInDays),
    },
  );
  const created = dataOf<ManagedProgramme>(await post(staff, ApiPaths.trainingManageCreateProgramme, input));
  const published = dataOf<ManagedProgramme>(
    await post(staff, ApiPaths.trainingManageProgrammeStatus, { id: created.id, action: 'publish', version: created.version }),
  );
  dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: published.id }));
  return published;
}

/** Plays a lesson from 0 to `toSecond` in 5-second heartbeats as `as`, one session of one device. */
async function watch(as: LoginInfo, unitId: number, toSecond: number): Promise<HeartbeatResult> {
  const session = dataOf<WatchSession>(await post({ login: as }, ApiPaths.learningWatchStart, { unitId }));
  const beat = async (seq: number, position: number) =>
    dataOf<HeartbeatResult>(
      await t.call('POST', ApiPaths.learningWatchHeartbeat, {
        body: { ticket: session.ticket, seq: session.lastSeq + seq, position, playbackRate: 1, visible: true },
      }),
    );
  let result = await beat(1, 0);
  for (let position = 5, seq = 2; position <= toSecond; position += 5, seq += 1) {
    tick(5_000);
    result = await beat(seq, position);
  }
  return result;
}

describe('GET /learning/continue', () => {
  it('returns the lesson and second watched on one device to the same teacher on another', async () => {
    const programme = await lessonsProgramme('跨设备续学', 30);
    expect(who.teacherElsewhere!.login!.access_token).not.toBe(who.teacher!.login!.access_token);
    const before = (await continueOf(who.teacherElsewhere!)).points.find((point) => point.programme.id === programme.id);
    // Not started: the first lesson, from the start.
    expect(before).toMatchObject({ unitId: programme.units[0]!.id, positionSeconds: 0, lastWatchedAt: null });

    const second = programme.units[1]!;
    await watch(who.teacher!.login!, second.id, 10);
    const { points } = await continueOf(who.teacherElsewhere!);
    expect(points[0]).toMatchObject({
      programme: { id: programme.id, title: '跨设备续学', kind: 'common', studioId: null },
      unitId: second.id,
      unitTitle: second.title,
      unitKind: 'video',
      positionSeconds: 10,
      durationSeconds: 20,
    });
    expect(points[0]!.lastWatchedAt).not.toBeNull();
  });

  it('leaves finished programmes out, of the places and of what is due', async () => {
    const programme = await lessonsProgramme('一课即完', 20, 1);
    expect((await continueOf(who.teacher!)).due.map((item) => item.id)).toContain(programme.id);
    const result = await watch(who.teacher!.login!, programme.units[0]!.id, 20);
    expect(result.completed).toBe(true);
    const after = await continueOf(who.teacherElsewhere!);
    expect(after.points.map((point) => point.programme.id)).not.toContain(programme.id);
    expect(after.due.filter((item) => item.programme?.id === programme.id)).toEqual([]);
  });

  it('lists the research activities the teacher joined and has not completed, due at their end, as their to-dos do', async () => {
    // The demo data has the backbone teacher in activities with parts left to do.
    const todos = dataOf<{ records: Array<{ id: string; dueAt?: string | null }> }>(
      await api(t).get(who.backbone!, ApiPaths.todoList, { kind: 'research.unfinished', size: 50 }),
    );
    expect(todos.records.length).toBeGreaterThan(0);
    const soonest = [...todos.records].sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!))[0]!;
    const { due } = await continueOf(who.backbone!);
    expect(due).toContainEqual({
      kind: 'activity',
      id: Number(soonest.id),
      title: expect.any(String),
      dueAt: soonest.dueAt,
      programme: null,
    });
    const times = due.map((item) => Date.parse(item.dueAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists open exams, assignments and programme ends soonest first, and drops what is past', async () => {
    const staff = who.district_admin!;
    const later = await createAssignmentProgramme(t, staff, '两天后交的作业');
    const sooner = await createAssignmentProgramme(t, staff, '明天交的作业');
    const notMine = await createAssignmentProgramme(t, staff, '没报名的作业');
    const dueLater = await publishedAssignment(
      t,
      staff,
      assignmentInput(later.unitId, { title: '后交', dueAt: new Date(clock + 2 * DAY).toISOString() }),
    );
    const dueSooner = await publishedAssignment(
      t,
      staff,
      assignmentInput(sooner.unitId, { title: '先交', dueAt: new Date(clock + DAY).toISOString() }),
    );
    await publishedAssignment(t, staff, assignmentInput(notMine.unitId, { dueAt: new Date(clock + HOUR).toISOString() }));
    const examProgramme = await createExamProgramme(t, staff, { title: '今晚截止的考试' });
    const { questionIds } = await createTestBank(t, staff, '续学题库');
    const exam = await publishedExam(
      t,
      staff,
      examInput({ kind: 'unit', unitId: examProgramme.unitId }, questionIds, { closesAt: new Date(clock + 12 * HOUR).toISOString() }),
    );
    for (const { programme } of [later, sooner, examProgramme])
      dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    const endingTomorrow = await lessonsProgramme('明天结束的培训', 1);

    const { due } = await continueOf(who.teacher!);
    const times = due.map((item) => Date.parse(item.dueAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((time) => time > clock)).toBe(true);
    // Programme ends and the demo teacher's research activities may fall in between (the whole list's order is above).
    const assessed = due.filter((item) => item.kind === 'exam' || item.kind === 'assignment');
    expect(assessed.slice(0, 3)).toMatchObject([
      { kind: 'exam', id: exam.id, programme: { id: examProgramme.programme.id } },
      { kind: 'assignment', id: dueSooner.id, title: '先交', programme: { id: sooner.programme.id } },
      { kind: 'assignment', id: dueLater.id, title: '后交', programme: { id: later.programme.id } },
    ]);
    expect(due.map((item) => item.programme?.id)).not.toContain(notMine.programme.id);
    // A programme ends when its last China day does: 00:00 Beijing time of the day after, 16:00 UTC of its last day.
    const end = due.find((item) => item.kind === 'programme' && item.id === endingTomorrow.id);
    expect(end?.dueAt).toBe(new Date(`${endingTomorrow.endsOn}T16:00:00Z`).toISOString());

    // A day and a half on, the sooner assignment is past: no longer listed.
    tick(36 * HOUR);
    await signIn();
    const after = await continueOf(who.teacher!);
    expect(after.due.map((item) => `${item.kind}:${item.id}`)).not.toContain(`assignment:${dueSooner.id}`);
    expect(after.due.filter((item) => item.kind === 'exam' || item.kind === 'assignment')[0]).toMatchObject({
      kind: 'assignment',
      id: dueLater.id,
    });
  });

  it("shows nobody another teacher's place or another tenant's programmes, and needs a session", async () => {
    const programme = await lessonsProgramme('只看自己的', 25);
    await watch(who.teacher!.login!, programme.units[0]!.id, 5);
    const others = [await continueOf(who.backbone!), await continueOf(who.otherTenant!)];
    for (const other of others) {
      expect(other.points.map((point) => point.programme.id)).not.toContain(programme.id);
      expect(other.due.map((item) => item.programme?.id)).not.toContain(programme.id);
    }
    expect((await readContinue(who.nobody!)).json().code).toBe(1001);
    // The demo tenant's token on another tenant's host is no session there.
    expect((await readContinue({ login: who.teacher!.login, tenant: DONGCHENG })).json().code).toBe(1001);
    const badAppId = await t.call('GET', ContinueLearningPaths.learningContinue, {
      token: who.teacher!.login!.access_token,
      query: { appId: 'x'.repeat(300) },
    });
    expect(badAppId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badAppId.statusCode).toBeLessThan(500);
  });
});
