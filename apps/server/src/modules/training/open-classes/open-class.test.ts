import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { OpenClass, SaveOpenClassBody } from '@yanxiu/contract/training';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { openClasses } from '@server/db/schema/training';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { uploadAs } from '@server/modules/training/media/training-media.fixtures';

let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};
let video: string;
let cover: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-open-classes-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  video = await uploadAs(t, who.district_admin!, 'video');
  cover = await uploadAs(t, who.district_admin!, 'cover');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function body(overrides: Partial<SaveOpenClassBody> = {}): SaveOpenClassBody {
  return {
    title: '《认识时间》公开课',
    teacherName: '张敏',
    schoolName: '示范区第一实验小学',
    sectionCode: '2',
    subjectCode: '02',
    grade: '一年级下册',
    level: '2',
    summary: '用钟面模型认识整时与半时。',
    videoFileId: video,
    durationSeconds: 2400,
    coverFileId: cover,
    published: true,
    ...overrides,
  };
}

const save = (as: LoginInfo | undefined, payload: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', '/training/manage/openClasses/save', {
    ...(as ? { token: as.access_token } : {}),
    ...(tenant ? { tenant } : {}),
    body: payload,
  });
const remove = (as: LoginInfo | undefined, id: number, tenant?: typeof DONGCHENG) =>
  t.call('POST', '/training/manage/openClasses/delete', {
    ...(as ? { token: as.access_token } : {}),
    ...(tenant ? { tenant } : {}),
    body: { id },
  });
const list = (as: LoginInfo, query: Record<string, string> = {}, manage = false) =>
  t.call('GET', manage ? '/training/manage/openClasses' : '/training/openClasses', { token: as.access_token, query });

describe('GET /training/openClasses', () => {
  it('lists published recordings newest first to any signed-in user, never hidden ones', async () => {
    const response = await list(who.teacher!);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.total).toBe(4);
    expect(page.records.map((record: OpenClass) => record.title)).toEqual([
      '《圆的认识》课堂实录',
      '《牛顿第一定律》探究课',
      '《乡土中国》整本书阅读导读课',
      'Unit 3 Reading 阅读课示范',
    ]);
    expect(page.records[0]).toMatchObject({
      teacherName: '王芳',
      schoolName: '示范区第一实验小学',
      published: true,
      recommendedByName: '赵磊',
      level: '2',
    });
    expect(page.records.every((record: OpenClass) => record.published)).toBe(true);
  });

  it('filters by keyword (title, teacher, school), section, subject and level, and pages', async () => {
    expect((await list(who.teacher!, { keyword: '王芳' })).json().data.total).toBe(1);
    expect((await list(who.teacher!, { keyword: '第二高级中学' })).json().data.total).toBe(1);
    expect((await list(who.teacher!, { sectionCode: '2', subjectCode: '02' })).json().data.total).toBe(1);
    expect((await list(who.teacher!, { level: '3' })).json().data.records[0].title).toBe('《乡土中国》整本书阅读导读课');
    expect((await list(who.teacher!, { size: '2', current: '2' })).json().data.records).toHaveLength(2);
    expect((await list(who.teacher!, { level: '7' })).statusCode).toBe(400);
  });

  it('needs a session on the tenant; another tenant lists its own (none)', async () => {
    expect((await t.call('GET', '/training/openClasses')).statusCode).toBe(401);
    expect((await list(who.dongchengAdmin!, {}, false)).statusCode).toBe(401);
    expect(
      (await t.call('GET', '/training/openClasses', { tenant: DONGCHENG, token: who.dongchengAdmin!.access_token })).json().data.total,
    ).toBe(0);
  });
});

describe('GET /training/manage/openClasses', () => {
  it('lists hidden recordings too, to district staff only', async () => {
    const page = (await list(who.district_admin!, {}, true)).json().data;
    expect(page.total).toBe(5);
    expect(page.records.some((record: OpenClass) => !record.published)).toBe(true);
    expect((await list(who.teacher!, {}, true)).statusCode).toBe(403);
    expect((await list(who.school_admin!, {}, true)).statusCode).toBe(403);
    expect((await t.call('GET', '/training/manage/openClasses')).statusCode).toBe(401);
  });
});

describe('POST /training/manage/openClasses/save and delete', () => {
  it('recommends, edits, hides and deletes an open class, auditing each', async () => {
    const created = await save(who.district_admin!, body());
    expect(created.statusCode, created.body).toBe(200);
    const openClass = created.json().data as OpenClass;
    expect(openClass).toMatchObject({
      title: '《认识时间》公开课',
      recommendedByName: '赵磊',
      videoFileId: video,
      coverFileId: cover,
      published: true,
    });
    expect((await list(who.teacher!, { keyword: '认识时间' })).json().data.total).toBe(1);

    const hidden = await save(who.district_admin!, body({ id: openClass.id, title: '《认识时间》（修订）', published: false }));
    expect(hidden.json().data).toMatchObject({
      id: openClass.id,
      title: '《认识时间》（修订）',
      published: false,
      recommendedAt: openClass.recommendedAt,
    });
    expect((await list(who.teacher!, { keyword: '认识时间' })).json().data.total).toBe(0);

    expect((await remove(who.district_admin!, openClass.id)).json().data).toEqual({ id: openClass.id });
    expect((await remove(who.district_admin!, openClass.id)).statusCode).toBe(404);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'open_class'), eq(auditLog.entityId, String(openClass.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual([
      'training.open_class_created',
      'training.open_class_updated',
      'training.open_class_deleted',
    ]);
  });

  it('needs a video upload for the recording and a cover upload for the image, writing nothing otherwise', async () => {
    const document = await uploadAs(t, who.district_admin!, 'document');
    const before = [await countRows(t.deps.db, openClasses), await countRows(t.deps.db, auditLog)];
    const cases: Array<[Partial<SaveOpenClassBody>, string]> = [
      [{ videoFileId: document }, 'body.videoFileId'],
      [{ videoFileId: '00000000-0000-4000-8000-000000000000' }, 'body.videoFileId'],
      [{ coverFileId: video }, 'body.coverFileId'],
      [{ sectionCode: '9' }, 'body.sectionCode'],
      [{ subjectCode: '999' }, 'body.subjectCode'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(who.district_admin!, body(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    expect((await save(who.district_admin!, { ...body(), durationSeconds: 0 })).statusCode).toBe(400);
    expect((await save(who.district_admin!, body({ id: 999_999 }))).statusCode).toBe(404);
    expect((await remove(who.district_admin!, 999_999)).statusCode).toBe(404);
    expect([await countRows(t.deps.db, openClasses), await countRows(t.deps.db, auditLog)]).toEqual(before);
  });

  it('is for district staff of the tenant only', async () => {
    const [seeded] = await t.deps.db.select({ id: openClasses.id }).from(openClasses).limit(1);
    const before = await countRows(t.deps.db, openClasses);
    expect((await save(undefined, body())).statusCode).toBe(401);
    expect((await save(who.teacher!, body())).statusCode).toBe(403);
    expect((await save(who.school_admin!, body())).statusCode).toBe(403);
    expect((await remove(who.teacher!, seeded!.id)).statusCode).toBe(403);
    expect((await remove(undefined, seeded!.id)).statusCode).toBe(401);
    // Another tenant's admin can neither use the demo tenant's video nor touch its open classes.
    expect((await save(who.dongchengAdmin!, body({ coverFileId: null }), DONGCHENG)).statusCode).toBe(422);
    expect((await remove(who.dongchengAdmin!, seeded!.id, DONGCHENG)).statusCode).toBe(404);
    expect(await countRows(t.deps.db, openClasses)).toBe(before);
  });
});
