import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { SaveStudioBody, StudioDetail } from '@yanxiu/contract/training';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { studioMembers, studios } from '@server/db/schema/training';
import { findSeededProgrammeIds } from '@server/modules/training/demo/training-content';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { uploadAs } from '@server/modules/training/media/training-media.fixtures';

let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};
const ids: Record<string, number> = {};
let seededStudioId: number;
let cover: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-studios-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  const rows = await t.deps.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantId, demo!.id));
  for (const row of rows) ids[row.username] = row.id;
  const [studio] = await t.deps.db.select({ id: studios.id }).from(studios).where(eq(studios.tenantId, demo!.id));
  seededStudioId = studio!.id;
  cover = await uploadAs(t, who.district_admin!, 'cover');
  // A programme id the seed made, to check the studio page lists its own.
  ids.studioProgramme = (await findSeededProgrammeIds(t.deps.db, asTenantId(demo!.id))).studioReading!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const save = (as: LoginInfo | undefined, body: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', '/training/manage/studios/save', { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}), body });

function studioBody(overrides: Partial<SaveStudioBody> = {}): SaveStudioBody {
  return {
    name: '王芳小学数学工作室',
    summary: '小学数学思维课堂',
    description: '## 简介\n\n研究小学数学的思维课堂。',
    leadUserId: ids.teacher!,
    memberUserIds: [ids.backbone!],
    sectionCode: '2',
    subjectCode: '02',
    coverFileId: cover,
    ...overrides,
  };
}

describe('GET /training/studios and /:id', () => {
  it('lists the seeded studio with its lead, members and programmes to any signed-in user', async () => {
    const list = await t.call('GET', '/training/studios', { token: who.teacher!.access_token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.records[0]).toMatchObject({
      name: '孙丽高中语文名师工作室',
      leadName: '孙丽',
      leadSchoolName: '示范区第二高级中学',
      memberCount: 4,
      programmeCount: 1,
    });

    const detail = (await t.call('GET', `/training/studios/${seededStudioId}`, { token: who.teacher!.access_token })).json()
      .data as StudioDetail;
    expect(detail.members[0]).toMatchObject({ name: '孙丽', role: 'lead' });
    expect(detail.members.filter((member) => member.role === 'member')).toHaveLength(3);
    expect(detail.programmes.map((programme) => programme.id)).toEqual([ids.studioProgramme]);
    expect(detail.description).toMatch(/工作室简介/);
  });

  it('filters by keyword (studio or lead name), section and subject, and pages', async () => {
    const list = (query: Record<string, string>) => t.call('GET', '/training/studios', { token: who.teacher!.access_token, query });
    expect((await list({ keyword: '孙丽' })).json().data.total).toBe(1);
    expect((await list({ keyword: '语文' })).json().data.total).toBe(1);
    expect((await list({ keyword: '不存在的工作室' })).json().data.total).toBe(0);
    expect(
      (await list({ sectionCode: '2' })).json().data.records.every((studio: { sectionCode: string }) => studio.sectionCode === '2'),
    ).toBe(true);
    expect((await list({ subjectCode: '01', size: '1' })).json().data).toMatchObject({ size: 1, current: 1 });
    expect((await list({ sectionCode: 'x' })).statusCode).toBe(400);
  });

  it('needs a session on the tenant; another tenant sees none of it', async () => {
    expect((await t.call('GET', '/training/studios')).statusCode).toBe(401);
    expect((await t.call('GET', `/training/studios/${seededStudioId}`)).statusCode).toBe(401);
    const foreign = await t.call('GET', '/training/studios', { tenant: DONGCHENG, token: who.dongchengAdmin!.access_token });
    expect(foreign.json().data.total).toBe(0);
    expect(
      (await t.call('GET', `/training/studios/${seededStudioId}`, { tenant: DONGCHENG, token: who.dongchengAdmin!.access_token }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/training/studios/999999', { token: who.teacher!.access_token })).statusCode).toBe(404);
  });
});

describe('POST /training/manage/studios/save', () => {
  it('creates a studio with the lead as a member, then edits it and its members; audited', async () => {
    const created = await save(who.district_admin!, studioBody({ memberUserIds: [ids.backbone!, ids.teacher!] }));
    expect(created.statusCode, created.body).toBe(200);
    const studio = created.json().data as StudioDetail;
    expect(studio).toMatchObject({ name: '王芳小学数学工作室', leadName: '王芳', memberCount: 2, programmeCount: 0, coverFileId: cover });
    expect(studio.members.map((member) => [member.name, member.role])).toEqual([
      ['王芳', 'lead'],
      ['李强', 'member'],
    ]);

    const edited = await save(
      who.district_admin!,
      studioBody({ id: studio.id, name: '改名工作室', leadUserId: ids.backbone!, memberUserIds: [ids.idle!] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.members.map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['李强', 'lead'],
      ['周涛', 'member'],
    ]);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'studio'), eq(auditLog.entityId, String(studio.id))));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['training.studio_created', 'training.studio_updated']);
  });

  it('refuses a lead or member who is not a teacher of the tenant, unknown codes and a non-cover image, writing nothing', async () => {
    const evidence = await uploadAs(t, who.teacher!, 'evidence');
    const counts = async () => [
      await countRows(t.deps.db, studios),
      await countRows(t.deps.db, studioMembers),
      await countRows(t.deps.db, auditLog),
    ];
    const before = await counts();
    const cases: Array<[Partial<SaveStudioBody>, string]> = [
      [{ leadUserId: ids.district_admin! }, 'body.leadUserId'],
      [{ memberUserIds: [999_999] }, 'body.memberUserIds.0'],
      [{ sectionCode: '9' }, 'body.sectionCode'],
      [{ subjectCode: '999' }, 'body.subjectCode'],
      [{ coverFileId: evidence }, 'body.coverFileId'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(who.district_admin!, studioBody(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    expect((await save(who.district_admin!, { ...studioBody(), name: '' })).statusCode).toBe(400);
    expect((await save(who.district_admin!, studioBody({ id: 999_999 }))).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('is for district staff of the tenant only', async () => {
    const before = await countRows(t.deps.db, studios);
    expect((await save(undefined, studioBody())).statusCode).toBe(401);
    expect((await save(who.teacher!, studioBody())).statusCode).toBe(403);
    expect((await save(who.school_admin!, studioBody())).statusCode).toBe(403);
    // Another tenant's admin cannot name the demo tenant's teachers, nor edit its studio.
    const foreign = await save(who.dongchengAdmin!, studioBody({ coverFileId: null }), DONGCHENG);
    expect(foreign.statusCode).toBe(422);
    const [dongcheng] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DONGCHENG.appId));
    const [lead] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, dongcheng!.id), inArray(users.username, ['teacher'])));
    const takeOver = await save(
      who.dongchengAdmin!,
      studioBody({ id: seededStudioId, leadUserId: lead!.id, memberUserIds: [], coverFileId: null }),
      DONGCHENG,
    );
    expect(takeOver.statusCode).toBe(404);
    expect(await countRows(t.deps.db, studios)).toBe(before);
  });
});
