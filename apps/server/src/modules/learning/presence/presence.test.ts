import type { LoginInfo } from '@yanxiu/contract/auth';
import type { HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceCheck } from '@yanxiu/contract/learning-presence';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { learningSettings, lessonPresenceChecks, lessonQuestions, lessonWatchStates } from '@server/db/schema/learning';
import { trainingEnrolments } from '@server/db/schema/training';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { client, expectError, setUp, type Env } from '@server/modules/learning/hours/hours.fixtures';
import { programmeInput, uploadAs } from '@server/modules/training/training.fixtures';
import { serviceDepsOf } from '@server/platform/deps';
import { recordHeartbeat, startWatching } from '@server/modules/learning/watch/watch.service';

// Presence checks through the API. The tests move only `Date` (not timers): with checks every minute on average the
// first check comes exactly one minute after the first heartbeat (the exponential part has a mean of zero).

let env: Env;
const c = client(() => env);
let videoUnit: number;
let documentUnit: number;
let offlineUnit: number;
let clock = Date.now();
const VIDEO_SECONDS = 600;

function tick(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

beforeAll(async () => {
  env = await setUp();
  const admin = env.who.district_admin!;
  const files = { video: await uploadAs(env.t, admin, 'video'), document: await uploadAs(env.t, admin, 'document') };
  const input = programmeInput(files, { creditHours: 4 });
  input.units = [
    { kind: 'video', title: '课堂观察', fileId: files.video, durationSeconds: VIDEO_SECONDS, creditHours: 1 },
    { kind: 'document', title: '长篇阅读', fileId: files.document, minViewSeconds: 900, creditHours: 0.5 },
    {
      kind: 'offline',
      title: '线下研讨',
      location: '报告厅',
      sessionStartsAt: new Date(Date.now() + 86_400_000).toISOString(),
      creditHours: 1.5,
    },
  ];
  const created = await c.post('/training/manage/programmes/create', admin, input);
  expect(created.statusCode, created.body).toBe(200);
  [videoUnit, documentUnit, offlineUnit] = created.json().data.units.map((unit: { id: number }) => unit.id);
  for (const name of ['teacher', 'backbone', 'newteacher']) {
    await env.t.deps.db
      .insert(trainingEnrolments)
      .values({ tenantId: env.tenantId, programmeId: created.json().data.id, userId: env.id(name), status: 'enrolled', source: 'open' });
  }
  expect((await c.post('/learning/manage/presence/settings/save', admin, { everyMinutes: 1, answerSeconds: 30 })).statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => vi.setSystemTime(clock));
afterAll(async () => {
  vi.useRealTimers();
  await env.close();
});

const heartbeatUrl = '/learning/watch/heartbeat';
const answerUrl = '/learning/watch/presence/answer';

async function open(who: string, unitId: number): Promise<WatchSession & { seq: number; position: number }> {
  const response = await c.post('/learning/watch/start', env.who[who], { unitId });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().data as WatchSession;
  return { ...session, seq: session.lastSeq, position: session.intervals.at(-1)?.[1] ?? 0 };
}

/** Plays `seconds` at 1x in 5-second heartbeats (one heartbeat for 0); answers the last heartbeat's result. */
async function play(session: { ticket: string; seq: number; position: number }, seconds: number): Promise<HeartbeatResult> {
  let result: HeartbeatResult | undefined;
  for (let played = 0; played <= seconds; played += 5) {
    // The first heartbeat of a lesson starts at 0; every later one comes five seconds and five media seconds on.
    if (session.seq > 0) {
      tick(5000);
      session.position += 5;
    }
    session.seq += 1;
    const response = await c.post(heartbeatUrl, undefined, {
      ticket: session.ticket,
      seq: session.seq,
      position: session.position,
      playbackRate: 1,
      visible: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    result = response.json().data;
  }
  return result!;
}

/** Plays until the server says a check is due (at most `limit` seconds). */
async function playUntilCheck(
  session: { ticket: string; seq: number; position: number },
  limit = 120,
): Promise<{ check: PresenceCheck; result: HeartbeatResult }> {
  for (let played = 0; played <= limit; played += 5) {
    const result = await play(session, 0);
    if (result.presence.check) return { check: result.presence.check, result };
  }
  throw new Error('no check came');
}

const answer = (body: unknown, tenant?: TestTenant) => c.post(answerUrl, undefined, body, tenant);
const rightChoice = async (checkId: string) =>
  (
    await env.t.deps.db
      .select({ correct: lessonPresenceChecks.correctChoice })
      .from(lessonPresenceChecks)
      .where(eq(lessonPresenceChecks.id, checkId))
  )[0]!.correct;
const outcomeOf = async (checkId: string) =>
  (
    await env.t.deps.db
      .select({ outcome: lessonPresenceChecks.outcome })
      .from(lessonPresenceChecks)
      .where(eq(lessonPresenceChecks.id, checkId))
  )[0]!.outcome;
async function watchRow(who: string, unitId: number) {
  const rows = await env.t.deps.db
    .select()
    .from(lessonWatchStates)
    .where(
      and(eq(lessonWatchStates.tenantId, env.tenantId), eq(lessonWatchStates.unitId, unitId), eq(lessonWatchStates.userId, env.id(who))),
    );
  return rows[0]!;
}

describe('POST /learning/watch/presence/answer', () => {
  it('a check comes a minute in; unanswered, nothing is credited; answered right, crediting resumes', async () => {
    const session = await open('teacher', videoUnit);
    const { check, result } = await playUntilCheck(session);
    expect(check).toMatchObject({ kind: 'pick_number', secondsLeft: 30, attemptsLeft: 2 });
    expect(check.choices).toHaveLength(6);
    expect(check).not.toHaveProperty('correctChoice');
    expect(result.presence.creditHeld).toBe(true);
    expect(session.position).toBe(60);
    const creditedAtIssue = result.watchedSeconds;
    // A script keeps playing: nothing more is credited, and a reload shows the same check (no skipping).
    const held = await play(session, 20);
    expect(held.watchedSeconds).toBe(creditedAtIssue);
    const reopened = await open('teacher', videoUnit);
    expect(reopened.presence.check?.id).toBe(check.id);
    const passed = await answer({ ticket: session.ticket, checkId: check.id, choice: await rightChoice(check.id) });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toEqual({ outcome: 'passed', check: null, creditHeld: false });
    expect(await outcomeOf(check.id)).toBe('passed');
    const resumed = await play(session, 10);
    expect(resumed.watchedSeconds).toBeGreaterThan(creditedAtIssue);
    expect(resumed.presence).toEqual({ check: null, creditHeld: false });
    // The same answer again (a replay) changes nothing.
    const before = await watchRow('teacher', videoUnit);
    const replay = await answer({ ticket: session.ticket, checkId: check.id, choice: await rightChoice(check.id) });
    expect(replay.json().data.outcome).toBe('not_pending');
    expect((await watchRow('teacher', videoUnit)).presenceVersion).toBe(before.presenceVersion);
  });

  it('wrong twice fails the check and issues a new one; a late answer is missed; crediting stays stopped', async () => {
    const session = await open('backbone', videoUnit);
    const { check, result } = await playUntilCheck(session);
    const wrong = ((await rightChoice(check.id)) + 1) % check.choices.length;
    const first = (await answer({ ticket: session.ticket, checkId: check.id, choice: wrong })).json().data;
    expect(first).toMatchObject({ outcome: 'wrong', creditHeld: true, check: { id: check.id, attemptsLeft: 1 } });
    const second = (await answer({ ticket: session.ticket, checkId: check.id, choice: wrong })).json().data;
    expect(second.outcome).toBe('failed');
    expect(second.check.id).not.toBe(check.id);
    expect(await outcomeOf(check.id)).toBe('failed');
    tick(31_000);
    const late = (await answer({ ticket: session.ticket, checkId: second.check.id, choice: await rightChoice(second.check.id) })).json()
      .data;
    expect(late.outcome).toBe('missed');
    expect(await outcomeOf(second.check.id)).toBe('missed');
    expect((await play(session, 15)).watchedSeconds).toBe(result.watchedSeconds);
    // Left alone, the newest check is found missed by a heartbeat and replaced, still crediting nothing.
    tick(31_000);
    const after = await play(session, 0);
    expect(after.presence.check?.id).not.toBe(late.check.id);
    expect(await outcomeOf(late.check.id)).toBe('missed');
    expect(after.watchedSeconds).toBe(result.watchedSeconds);
  });

  it("refuses forged, foreign and bad answers, writing nothing; another lesson's or teacher's ticket changes nothing", async () => {
    const session = await open('newteacher', videoUnit);
    const { check } = await playUntilCheck(session);
    const choice = await rightChoice(check.id);
    const checks = await countRows(env.t.deps.db, lessonPresenceChecks);
    const before = await watchRow('newteacher', videoUnit);
    expectError(await answer({ ticket: `${session.ticket.slice(0, -2)}xx`, checkId: check.id, choice }), 401, 4104);
    // Another tenant's host: the ticket is as good as forged there.
    expectError(await answer({ ticket: session.ticket, checkId: check.id, choice }, DONGCHENG), 401, 4104);
    for (const body of [
      { ticket: session.ticket, checkId: 'x', choice },
      { ticket: session.ticket, checkId: check.id, choice: 9 },
      { ticket: session.ticket, checkId: check.id },
      {},
    ]) {
      expectError(await answer(body), 400, 4000);
    }
    // The same teacher's ticket of another lesson, and another teacher's ticket of this lesson: not their check.
    const otherLesson = await open('newteacher', documentUnit);
    expect((await answer({ ticket: otherLesson.ticket, checkId: check.id, choice })).json().data.outcome).toBe('not_pending');
    const otherTeacher = await open('teacher', videoUnit);
    expect((await answer({ ticket: otherTeacher.ticket, checkId: check.id, choice })).json().data.outcome).toBe('not_pending');
    expect(await countRows(env.t.deps.db, lessonPresenceChecks)).toBe(checks);
    expect(await outcomeOf(check.id)).toBe('pending');
    expect((await watchRow('newteacher', videoUnit)).presenceVersion).toBe(before.presenceVersion);
    // An answer sent before any check exists names nothing.
    expect(
      (await answer({ ticket: otherLesson.ticket, checkId: '00000000-0000-4000-8000-000000000000', choice: 0 })).json().data.outcome,
    ).toBe('not_pending');
  });
});

describe('the heartbeat path with checks on', () => {
  it('stores a steady heartbeat, no check due, with one statement, as with checks off', async () => {
    // The same database, counted: every statement a service starts goes through one of these, and a prepared
    // statement (built once, through them, then run by `execute`) counts once per run as well.
    let statements = 0;
    const counted = <T extends object>(
      target: T,
      counts: (property: string) => boolean,
      wrap: (result: unknown, property: string) => unknown,
    ): T =>
      new Proxy(target, {
        get(inner, property, receiver) {
          const value = Reflect.get(inner, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (counts(String(property))) statements += 1;
            return wrap((value as (...a: unknown[]) => unknown).apply(inner, args), String(property));
          };
        },
      });
    const prepared = (query: unknown) =>
      counted(
        query as object,
        (property) => property === 'execute',
        (result) => result,
      );
    const builder = (query: unknown): unknown =>
      typeof query === 'object' && query !== null && !(query instanceof Promise)
        ? counted(
            query,
            () => false,
            (result, property) => (property === 'prepare' ? prepared(result) : builder(result)),
          )
        : query;
    const db = counted(
      env.t.deps.db,
      (property) => ['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(property),
      builder,
    );
    // Its own handle on the database, so its own watch memory (per handle), writing through the counted one.
    const ctx = { ...serviceDepsOf(env.t.deps), db, tenantId: env.tenantId, actor: { userId: env.id('newteacher') } } as never;
    const opened = await startWatching(ctx, documentUnit);
    const at = Date.now();
    const beat = (seq: number, seconds: number) =>
      recordHeartbeat(ctx, { ticket: opened.ticket, seq, position: seconds, playbackRate: 1, visible: true }, at + seconds * 1000);
    await beat(opened.lastSeq + 1, 0);
    const counts: number[] = [];
    for (let step = 1; step <= 5; step += 1) {
      statements = 0;
      expect((await beat(opened.lastSeq + 1 + step, step * 5)).presence).toEqual({ check: null, creditHeld: false });
      counts.push(statements);
    }
    expect(counts).toEqual([1, 1, 1, 1, 1]);
    // A minute in, the check: the heartbeat that issues it takes a transaction of its own.
    statements = 0;
    expect((await beat(opened.lastSeq + 7, 60)).presence.check).not.toBeNull();
    expect(statements).toBeGreaterThan(0);
  });
});

describe('author questions: /learning/manage/questions', () => {
  const question = {
    atSecond: 30,
    prompt: '这节课提到的第一个观察维度是？',
    choices: ['学生参与', '板书设计', '作业数量'],
    correctChoice: 0,
  };

  it('lets the programme manager add, list, replace and remove, audited; the question is asked when playback crosses it', async () => {
    const saved = await c.post('/learning/manage/questions/save', env.who.district_admin, { unitId: documentUnit, ...question });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id as number;
    const replaced = await c.post('/learning/manage/questions/save', env.who.district_admin, {
      unitId: documentUnit,
      id,
      ...question,
      prompt: '第一个观察维度是？',
    });
    expect(replaced.json().data).toMatchObject({ id, prompt: '第一个观察维度是？', correctChoice: 0 });
    const audits = await env.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'learning.question_saved'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(2);

    // A teacher reading the document is asked it at second 30, without the right choice.
    const session = await open('backbone', documentUnit);
    const { check } = await playUntilCheck(session, 40);
    expect(check).toMatchObject({ kind: 'question', prompt: '第一个观察维度是？', choices: question.choices });
    expect((await answer({ ticket: session.ticket, checkId: check.id, choice: 0 })).json().data.outcome).toBe('passed');
    const listed = await c.get('/learning/manage/questions', env.who.district_admin, { unitId: String(documentUnit) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({
      unitId: documentUnit,
      lessonSeconds: 900,
      questions: [{ id, results: { issued: 1, passed: 1, missed: 0 } }],
    });

    const removed = await c.post('/learning/manage/questions/delete', env.who.district_admin, { id });
    expect(removed.statusCode).toBe(200);
    expect(
      (await c.get('/learning/manage/questions', env.who.district_admin, { unitId: String(documentUnit) })).json().data.questions,
    ).toEqual([]);
    expectError(await c.post('/learning/manage/questions/delete', env.who.district_admin, { id }), 404, 4004);
  });

  it('refuses bad input, offline sessions, moments past the end, the wrong role, no session and other tenants, writing nothing', async () => {
    const rows = await countRows(env.t.deps.db, lessonQuestions);
    const save = (viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
      c.post('/learning/manage/questions/save', viewer, body, tenant);
    const admin = env.who.district_admin;
    expectError(await save(admin, { unitId: videoUnit, ...question, correctChoice: 3 }), 400, 4000);
    expectError(await save(admin, { unitId: videoUnit, ...question, choices: ['一', '一'] }), 400, 4000);
    expectError(await save(admin, { unitId: videoUnit, ...question, prompt: ' ' }), 400, 4000);
    expectError(await save(admin, { unitId: videoUnit, ...question, atSecond: VIDEO_SECONDS + 1 }), 422, 4022);
    expectError(await save(admin, { unitId: offlineUnit, ...question }), 422, 4502);
    expectError(await save(admin, { unitId: 999_999, ...question }), 404, 4004);
    expectError(await save(env.who.teacher, { unitId: videoUnit, ...question }), 403, 4003);
    // A school admin does not manage the district's programme.
    expectError(await save(env.who.school_admin, { unitId: videoUnit, ...question }), 403, 4003);
    expectError(await save(undefined, { unitId: videoUnit, ...question }), 401, 1001);
    expectError(await save(env.who.dongchengAdmin, { unitId: videoUnit, ...question }), 401, 1001);
    expectError(await save(env.who.dongchengAdmin, { unitId: videoUnit, ...question }, DONGCHENG), 404, 4004);
    expectError(await c.get('/learning/manage/questions', env.who.dongchengAdmin, { unitId: String(videoUnit) }, DONGCHENG), 404, 4004);
    expectError(await c.get('/learning/manage/questions', env.who.teacher, { unitId: String(videoUnit) }), 403, 4003);
    expectError(await c.get('/learning/manage/questions', undefined, { unitId: String(videoUnit) }), 401, 1001);
    expectError(await c.get('/learning/manage/questions', admin, { unitId: 'x' }), 400, 4000);
    expectError(await c.post('/learning/manage/questions/delete', env.who.teacher, { id: 1 }), 403, 4003);
    expect(await countRows(env.t.deps.db, lessonQuestions)).toBe(rows);
  });
});

describe('the presence report: /learning/manage/presence/report', () => {
  it('shows district staff per lesson and teacher the checks issued, passed and missed, and exports them', async () => {
    const response = await c.get('/learning/manage/presence/report', env.who.district_admin, { unitId: String(videoUnit), size: '50' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    const row = (who: string) => page.records.find((record: { userId: number }) => record.userId === env.id(who));
    expect(row('teacher')).toMatchObject({ unitId: videoUnit, unitTitle: '课堂观察', issued: 1, passed: 1, missed: 0 });
    // Failed, missed by a late answer, missed by a heartbeat; the fourth counts once its window has passed.
    expect(row('backbone')).toMatchObject({ issued: 4, passed: 0 });
    expect(row('backbone').missed).toBeGreaterThanOrEqual(3);
    expect(page.totals.issued).toBe(page.records.reduce((sum: number, record: { issued: number }) => sum + record.issued, 0));

    const exported = await c.get(
      '/learning/manage/presence/report/export',
      env.who.district_admin,
      { unitId: String(videoUnit) },
      undefined,
      { 'accept-language': 'en-US' },
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Checks issued');
    expect(sheet.rowCount).toBe(page.records.length + 1);
  });

  it("keeps school admins to their school's teachers, refuses teachers, no session, bad input; other tenants see nothing", async () => {
    const school = (await c.get('/learning/manage/presence/report', env.who.school_admin, { size: '100' })).json().data;
    const district = (await c.get('/learning/manage/presence/report', env.who.district_admin, { size: '100' })).json().data;
    expect(school.total).toBeLessThanOrEqual(district.total);
    const schoolNames = new Set(school.records.map((record: { schoolName: string | null }) => record.schoolName));
    expect(schoolNames.size).toBeLessThanOrEqual(1);
    expectError(await c.get('/learning/manage/presence/report', env.who.teacher), 403, 4003);
    expectError(await c.get('/learning/manage/presence/report/export', env.who.teacher), 403, 4003);
    expectError(await c.get('/learning/manage/presence/report', undefined), 401, 1001);
    expectError(await c.get('/learning/manage/presence/report', env.who.district_admin, { size: '1000' }), 400, 4000);
    expectError(await c.get('/learning/manage/presence/report', env.who.district_admin, { from: '2026-13-01' }), 400, 4000);
    expectError(await c.get('/learning/manage/presence/report', env.who.dongchengAdmin), 401, 1001);
    const other = (await c.get('/learning/manage/presence/report', env.who.dongchengAdmin, {}, DONGCHENG)).json().data;
    expect(other).toMatchObject({ total: 0, records: [], totals: { issued: 0, passed: 0, missed: 0 } });
  });
});

describe('the setting: /learning/manage/presence/settings', () => {
  const save = (viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
    c.post('/learning/manage/presence/settings/save', viewer, body, tenant);

  it('reads the default for a tenant that set none, and lets district admins turn checks off, audited', async () => {
    expect((await c.get('/learning/manage/presence/settings', env.who.dongchengAdmin, {}, DONGCHENG)).json().data).toEqual({
      everyMinutes: 10,
      answerSeconds: 60,
    });
    expect((await c.get('/learning/manage/presence/settings', env.who.school_admin)).json().data).toEqual({
      everyMinutes: 1,
      answerSeconds: 30,
    });
    const off = await save(env.who.district_admin, { everyMinutes: null, answerSeconds: 60 });
    expect(off.statusCode, off.body).toBe(200);
    const [audit] = await env.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'learning.presence_settings_saved'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ before: { everyMinutes: 10, answerSeconds: 60 }, after: { everyMinutes: 1, answerSeconds: 30 } });
    // With checks off, a new session plays well past the first minute without one.
    const session = await open('teacher', videoUnit);
    const result = await play(session, 90);
    expect(result.presence.check).toBeNull();
    expect((await save(env.who.district_admin, { everyMinutes: 1, answerSeconds: 30 })).statusCode).toBe(200);
  });

  it('refuses bad input, the wrong role, no session and other tenants, writing nothing', async () => {
    const rows = await countRows(env.t.deps.db, learningSettings);
    const before = await env.t.deps.db.select().from(learningSettings).where(eq(learningSettings.tenantId, env.tenantId));
    expectError(await save(env.who.district_admin, { everyMinutes: 0, answerSeconds: 60 }), 400, 4000);
    expectError(await save(env.who.district_admin, { everyMinutes: 10, answerSeconds: 5 }), 400, 4000);
    expectError(await save(env.who.district_admin, { everyMinutes: 2.5, answerSeconds: 60 }), 400, 4000);
    expectError(await save(env.who.school_admin, { everyMinutes: 5, answerSeconds: 60 }), 403, 4003);
    expectError(await save(env.who.teacher, { everyMinutes: 5, answerSeconds: 60 }), 403, 4003);
    expectError(await c.get('/learning/manage/presence/settings', env.who.teacher), 403, 4003);
    expectError(await save(undefined, { everyMinutes: 5, answerSeconds: 60 }), 401, 1001);
    expectError(await save(env.who.dongchengAdmin, { everyMinutes: 5, answerSeconds: 60 }), 401, 1001);
    expect(await countRows(env.t.deps.db, learningSettings)).toBe(rows);
    expect(await env.t.deps.db.select().from(learningSettings).where(eq(learningSettings.tenantId, env.tenantId))).toEqual(before);
  });
});
