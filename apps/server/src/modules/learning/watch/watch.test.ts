import type { LoginInfo } from '@yanxiu/contract/auth';
import type { HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificates, learningHourEntries, lessonWatchStates } from '@server/db/schema/learning';
import { tenants } from '@server/db/schema/tenants';
import { trainingEnrolments, trainingUnitCompletions } from '@server/db/schema/training';
import { createTestApp, DEMO, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { programmeInput, uploadAs } from '@server/modules/training/training.fixtures';
import { serviceDepsOf } from '@server/platform/deps';
import { recordHeartbeat, startWatching } from './watch.service';

// Heartbeats are credited from the server's clock; the tests move only `Date` (not timers), so the database and
// the HTTP injection run as usual while the server sees time pass.

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let demoTenantId: number;
let programme: ManagedProgramme;
let videoUnit: number;
let documentUnit: number;
let offlineUnit: number;
let clock = Date.now();

const VIDEO_SECONDS = 20;
const READING_SECONDS = 15;

function tick(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'idle', 'district_admin']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DEMO.appId));
  demoTenantId = demo!.id;
  const files = { video: await uploadAs(t, who.district_admin!, 'video'), document: await uploadAs(t, who.district_admin!, 'document') };
  const input = programmeInput(files, { creditHours: 4 });
  input.units = [
    { kind: 'video', title: '短视频课', fileId: files.video, durationSeconds: VIDEO_SECONDS, creditHours: 1 },
    { kind: 'document', title: '阅读材料', fileId: files.document, minViewSeconds: READING_SECONDS, creditHours: 0.5 },
    {
      kind: 'offline',
      title: '线下研讨',
      location: '报告厅',
      sessionStartsAt: new Date(Date.now() + 86_400_000).toISOString(),
      creditHours: 1.5,
    },
  ];
  const created = await t.call('POST', '/training/manage/programmes/create', { token: who.district_admin!.access_token, body: input });
  expect(created.statusCode, created.body).toBe(200);
  programme = created.json().data;
  [videoUnit, documentUnit, offlineUnit] = programme.units.map((unit) => unit.id) as [number, number, number];
  for (const name of ['teacher', 'backbone']) {
    await t.deps.db
      .insert(trainingEnrolments)
      .values({ tenantId: demoTenantId, programmeId: programme.id, userId: Number(who[name]!.userId), status: 'enrolled', source: 'open' });
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => vi.setSystemTime(clock));
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const start = (as: LoginInfo | undefined, body: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', '/learning/watch/start', { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}), body });
const beat = (body: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', '/learning/watch/heartbeat', { ...(tenant ? { tenant } : {}), body });

async function session(as: LoginInfo, unitId: number): Promise<WatchSession> {
  const response = await start(as, { unitId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function heartbeat(
  ticket: string,
  seq: number,
  position: number,
  extra: { playbackRate?: number; visible?: boolean } = {},
): Promise<HeartbeatResult> {
  const response = await beat({ ticket, seq, position, playbackRate: extra.playbackRate ?? 1, visible: extra.visible ?? true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The user's ledger entries for this test's programme (the demo data credits others). */
async function entriesOf(userId: string) {
  return t.deps.db
    .select()
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, demoTenantId),
        eq(learningHourEntries.userId, Number(userId)),
        eq(learningHourEntries.programmeId, programme.id),
      ),
    );
}

async function heartbeatCount(userId: string, unitId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ heartbeats: lessonWatchStates.heartbeats })
    .from(lessonWatchStates)
    .where(
      and(eq(lessonWatchStates.tenantId, demoTenantId), eq(lessonWatchStates.unitId, unitId), eq(lessonWatchStates.userId, Number(userId))),
    );
  return row?.heartbeats ?? 0;
}

describe('POST /learning/watch/start', () => {
  it('opens a session for an enrolled teacher with the lesson length, share and an empty record', async () => {
    const opened = await session(who.teacher!, videoUnit);
    expect(opened).toMatchObject({
      unitKind: 'video',
      lessonSeconds: VIDEO_SECONDS,
      completionShare: 0.95,
      watchedSeconds: 0,
      completed: false,
      seekLimit: 0,
      lastSeq: 0,
    });
    const reading = await session(who.teacher!, documentUnit);
    expect(reading).toMatchObject({ unitKind: 'document', lessonSeconds: READING_SECONDS, completionShare: 1, seekLimit: null });
  });

  it('refuses offline sessions, strangers, staff previews, bad input, no session and other tenants', async () => {
    expect((await start(who.teacher, { unitId: offlineUnit })).json().code).toBe(4502);
    expect((await start(who.idle, { unitId: videoUnit })).statusCode).toBe(403);
    expect((await start(who.district_admin, { unitId: videoUnit })).statusCode).toBe(403);
    expect((await start(who.teacher, { unitId: 999_999 })).statusCode).toBe(404);
    const bad = await start(who.teacher, { unitId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(4000);
    expect((await start(undefined, { unitId: videoUnit })).json().code).toBe(1001);
    // A Dongcheng teacher's token on Dongcheng's host does not reach a demo unit; a demo token on Dongcheng is no session.
    expect((await start(who.dongchengTeacher, { unitId: videoUnit }, DONGCHENG)).statusCode).toBe(404);
    expect((await start(who.teacher, { unitId: videoUnit }, DONGCHENG)).json().code).toBe(1001);
  });
});

describe('POST /learning/watch/heartbeat', () => {
  it('credits real watching up to completion once, then ignores replays', async () => {
    const { ticket } = await session(who.teacher!, videoUnit);
    let result = await heartbeat(ticket, 1, 0);
    let position = 0;
    for (let seq = 2; seq <= 5; seq += 1) {
      tick(5_000);
      position += 5;
      result = await heartbeat(ticket, seq, position);
      expect(result.accepted).toBe(true);
    }
    expect(result).toMatchObject({ watchedSeconds: 20, completed: true, justCompleted: true, seekLimit: null });

    // The same heartbeat again, and an old one, change nothing and credit nothing.
    expect(await heartbeat(ticket, 5, position)).toMatchObject({ accepted: false, justCompleted: false, completed: true });
    expect((await heartbeat(ticket, 3, 10)).accepted).toBe(false);
    const lessonEntries = (await entriesOf(who.teacher!.userId)).filter((entry) => entry.source === 'lesson');
    expect(lessonEntries).toHaveLength(1);
    expect(lessonEntries[0]).toMatchObject({ hours: 1, sourceRef: String(videoUnit), programmeId: programme.id, category: 'professional' });
    const completions = await t.deps.db
      .select()
      .from(trainingUnitCompletions)
      .where(
        and(
          eq(trainingUnitCompletions.tenantId, demoTenantId),
          eq(trainingUnitCompletions.unitId, videoUnit),
          eq(trainingUnitCompletions.userId, Number(who.teacher!.userId)),
        ),
      );
    expect(completions).toEqual([expect.objectContaining({ source: 'watch' })]);

    // A reload continues from the stored sequence number and may seek freely now.
    expect(await session(who.teacher!, videoUnit)).toMatchObject({ lastSeq: 5, completed: true, seekLimit: null, watchedSeconds: 20 });
  });

  it('does not credit seeks, hidden pages or fast playback beyond wall-clock time', async () => {
    const { ticket } = await session(who.backbone!, videoUnit);
    await heartbeat(ticket, 1, 0);
    tick(5_000);
    expect(await heartbeat(ticket, 2, 5)).toMatchObject({ watchedSeconds: 5, seekLimit: 5 });
    tick(5_000);
    // Jumped from 5 to 19 in five seconds at 1x: a seek, nothing credited, the seek limit stays.
    expect(await heartbeat(ticket, 3, 19)).toMatchObject({ accepted: true, watchedSeconds: 5, seekLimit: 5 });
    tick(2_000);
    // Hidden at the end of the period: nothing credited.
    expect(await heartbeat(ticket, 4, 1, { visible: false })).toMatchObject({ watchedSeconds: 5 });
    tick(2_000);
    expect(await heartbeat(ticket, 5, 3)).toMatchObject({ watchedSeconds: 5 });
    tick(2_000);
    // Four-times speed over two seconds: credited at most the wall-clock time (with its 10 % tolerance).
    const fast = await heartbeat(ticket, 6, 11, { playbackRate: 4 });
    expect(fast.watchedSeconds).toBeLessThanOrEqual(5 + 2.2 + 1e-9);
    expect(fast.completed).toBe(false);
    expect((await entriesOf(who.backbone!.userId)).filter((entry) => entry.source === 'lesson')).toHaveLength(0);
  });

  it('completes a document after its reading time and, with attendance, the programme: remaining hours and a certificate', async () => {
    const { ticket } = await session(who.teacher!, documentUnit);
    await heartbeat(ticket, 1, 0);
    let result: HeartbeatResult | undefined;
    for (let seq = 2; seq <= 4; seq += 1) {
      tick(5_000);
      result = await heartbeat(ticket, seq, (seq - 1) * 5);
    }
    expect(result).toMatchObject({ completed: true, justCompleted: true });
    const marked = await t.call('POST', '/training/manage/attendance', {
      token: who.district_admin!.access_token,
      body: { unitId: offlineUnit, userIds: [Number(who.teacher!.userId)], attended: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const entries = await entriesOf(who.teacher!.userId);
    expect(entries.map((entry) => [entry.source, entry.hours]).sort()).toEqual([
      ['lesson', 0.5],
      ['lesson', 1],
      ['offline', 1.5],
      // The programme is worth 4 hours; its units carried 3.
      ['programme', 1],
    ]);
    const issued = await t.deps.db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.tenantId, demoTenantId),
          eq(certificates.programmeId, programme.id),
          eq(certificates.userId, Number(who.teacher!.userId)),
        ),
      );
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ source: 'programme', hours: 4, revokedAt: null });
    expect(issued[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);

    // Unmarking attendance reverses the session's hours; marking again credits them afresh; no second certificate.
    const unmark = { unitId: offlineUnit, userIds: [Number(who.teacher!.userId)], attended: false };
    expect(
      (await t.call('POST', '/training/manage/attendance', { token: who.district_admin!.access_token, body: unmark })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/training/manage/attendance', {
          token: who.district_admin!.access_token,
          body: { ...unmark, attended: true },
        })
      ).statusCode,
    ).toBe(200);
    const after = await entriesOf(who.teacher!.userId);
    const offline = after.filter((entry) => entry.sourceRef === String(offlineUnit) || entry.source === 'reversal');
    expect(offline.map((entry) => [entry.source, entry.hours, entry.attempt])).toEqual([
      ['offline', 1.5, 1],
      ['reversal', -1.5, 1],
      ['offline', 1.5, 2],
    ]);
    const certificateCount = await t.deps.db.select().from(certificates).where(eq(certificates.programmeId, programme.id));
    expect(certificateCount).toHaveLength(1);
  });

  it('refuses forged, expired and foreign tickets and bad input, writing nothing', async () => {
    const { ticket } = await session(who.backbone!, documentUnit);
    const before = await heartbeatCount(who.backbone!.userId, documentUnit);
    const forged = `${ticket.slice(0, -2)}xx`;
    expect((await beat({ ticket: forged, seq: 1, position: 0, playbackRate: 1, visible: true })).json().code).toBe(4104);
    expect((await beat({ ticket, seq: 1, position: 0, playbackRate: 1, visible: true }, DONGCHENG)).json().code).toBe(4104);
    const badBodies = [
      { ticket, seq: 0, position: 0, playbackRate: 1, visible: true },
      { ticket, seq: 1, position: -1, playbackRate: 1, visible: true },
      { ticket, seq: 1 },
      'nonsense',
    ];
    for (const body of badBodies) {
      const refused = await beat(body);
      // A body that is not JSON at all is 415; either way the standard envelope, and nothing written.
      expect([400, 415]).toContain(refused.statusCode);
      expect(refused.json().code).toBeGreaterThanOrEqual(4000);
    }
    expect(
      (
        await t.call('POST', '/learning/watch/heartbeat', {
          withoutAppId: true,
          body: { ticket, seq: 1, position: 0, playbackRate: 1, visible: true },
        })
      ).statusCode,
    ).toBe(400);
    tick(11 * 60_000);
    const expired = await beat({ ticket, seq: 1, position: 0, playbackRate: 1, visible: true });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe(4501);
    expect(await heartbeatCount(who.backbone!.userId, documentUnit)).toBe(before);
  });

  it('keeps every accepted heartbeat when two processes write the same lesson (compare-and-set)', async () => {
    // The other process: another handle on the database, so a watch memory of its own (the memory is per handle).
    const otherDb = new Proxy(t.deps.db, { get: (inner, property) => Reflect.get(inner, property, inner) as unknown });
    const other = {
      ...serviceDepsOf(t.deps),
      db: otherDb,
      tenantId: demoTenantId,
      actor: { userId: Number(who.backbone!.userId) },
    } as never;
    const { ticket } = await session(who.backbone!, videoUnit);
    const opened = await startWatching(other, videoUnit);
    const before = await heartbeatCount(who.backbone!.userId, videoUnit);
    // The HTTP process and `other` alternate; each one's remembered state is stale every other time.
    let seq = opened.lastSeq;
    for (let round = 0; round < 4; round += 1) {
      tick(1_000);
      await heartbeat(ticket, (seq += 1), 12 + round);
      tick(1_000);
      expect(
        (await recordHeartbeat(other, { ticket, seq: (seq += 1), position: 12.5 + round, playbackRate: 1, visible: true })).accepted,
      ).toBe(true);
    }
    expect(await heartbeatCount(who.backbone!.userId, videoUnit)).toBe(before + 8);
    const [row] = await t.deps.db
      .select({ lastSeq: lessonWatchStates.lastSeq })
      .from(lessonWatchStates)
      .where(
        and(
          eq(lessonWatchStates.tenantId, demoTenantId),
          eq(lessonWatchStates.unitId, videoUnit),
          eq(lessonWatchStates.userId, Number(who.backbone!.userId)),
        ),
      );
    expect(row!.lastSeq).toBe(seq);
  });

  it('credits a lesson once when two heartbeats complete it at the same moment', async () => {
    const { ticket } = await session(who.backbone!, documentUnit);
    let seq = (await session(who.backbone!, documentUnit)).lastSeq;
    await heartbeat(ticket, (seq += 1), 0);
    for (let step = 1; step <= 2; step += 1) {
      tick(5_000);
      await heartbeat(ticket, (seq += 1), step * 5);
    }
    tick(5_000);
    const racing = await Promise.all([
      beat({ ticket, seq: seq + 1, position: 15, playbackRate: 1, visible: true }),
      beat({ ticket, seq: seq + 2, position: 15, playbackRate: 1, visible: true }),
    ]);
    expect(racing.every((response) => response.statusCode === 200)).toBe(true);
    const entries = (await entriesOf(who.backbone!.userId)).filter((entry) => entry.sourceRef === String(documentUnit));
    expect(entries).toHaveLength(1);
  });
});
