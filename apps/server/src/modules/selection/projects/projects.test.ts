import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { selectionGroups, selectionItems, selectionProjects } from '@server/db/schema/selection';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { client, projectBody, setUp, type Env } from '@server/modules/selection/selection.fixtures';

/** The audit entries of one project (other entities share its numeric ids); ordered by id, as heap order is not. */
const projectAudits = (prjId: number) => and(eq(auditLog.entityType, 'selection_project'), eq(auditLog.entityId, String(prjId)));

describe('selection projects, staff side', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  const written = async () => {
    const db = env.t.deps.db;
    return [
      await countRows(db, selectionProjects),
      await countRows(db, selectionGroups),
      await countRows(db, selectionItems),
      await countRows(db, auditLog),
    ];
  };

  it('saves a district draft, reads it back whole, and audits it', async () => {
    const { who } = env;
    const saved = await c.post('selectionManageSaveProject', who.district_admin, projectBody({ schoolQuota: 2 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const { prjId } = saved.json().data;
    expect(saved.json().data).toMatchObject({ state: 'draft', version: 1 });
    const detail = await c.get('selectionManageProject', who.district_admin, { prjId: String(prjId) });
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({
      prjId,
      level: '2',
      applyScope: '2',
      selfReview: '2',
      schoolQuota: 2,
      state: 'draft',
      applicationCount: 0,
      copiedFromId: null,
    });
    expect(data.groups.map((group: { name: string }) => group.name)).toEqual(['小学组', '初中组']);
    expect(data.sections[0].indicators.map((indicator: { kind: string }) => indicator.kind)).toEqual([
      'text',
      'number',
      'choice',
      'file',
      'record',
    ]);
    expect(data.sections[0].indicators[2].options).toEqual([
      { key: 'a', label: '优秀' },
      { key: 'b', label: '合格' },
    ]);
    const audits = await env.t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(projectAudits(prjId))
      .orderBy(asc(auditLog.id));
    expect(audits.map((audit) => audit.action)).toContain('selection.project_created');

    expect((await c.get('selectionManageProjects', who.district_admin, { state: 'draft' })).json().data.records[0]).toMatchObject({
      prjId,
      manageable: true,
    });
  });

  it('shows school staff a district project only once published, and never another school’s', async () => {
    const { who } = env;
    const ids = async (viewer: typeof who.school_admin) =>
      ((await c.get('selectionManageProjects', viewer, { size: '100' })).json().data.records as Array<{ prjId: number }>).map(
        (record) => record.prjId,
      );
    const detail = (viewer: typeof who.school_admin, prjId: number) => c.get('selectionManageProject', viewer, { prjId: String(prjId) });
    const saved = (await c.post('selectionManageSaveProject', who.district_admin, projectBody({ title: '区级草稿' }))).json().data;
    const unknown = await detail(who.school_admin, 999_999);
    expect(unknown.statusCode).toBe(404);

    // The district's draft: not listed, and its detail (and copying it) answers as an unknown id does.
    expect(await ids(who.school_admin)).not.toContain(saved.prjId);
    const draft = await detail(who.school_admin, saved.prjId);
    expect({ status: draft.statusCode, code: draft.json().code }).toEqual({ status: unknown.statusCode, code: unknown.json().code });
    expect((await c.post('selectionManageCopyProject', who.school_admin, { prjId: saved.prjId })).statusCode).toBe(404);

    // Published, the school staff see it (their teachers may apply) but may not manage it.
    expect((await c.post('selectionManagePublishProject', who.district_admin, saved)).statusCode).toBe(200);
    expect(await ids(who.school_admin)).toContain(saved.prjId);
    expect(
      (await c.get('selectionManageProjects', who.school_admin, { size: '100' }))
        .json()
        .data.records.find((record: { prjId: number }) => record.prjId === saved.prjId),
    ).toMatchObject({
      manageable: false,
      level: '2',
    });
    expect((await detail(who.school_admin, saved.prjId)).statusCode).toBe(200);

    // Their own school's draft stays theirs; once moved to another school (published even), they no longer see it.
    const own = (
      await c.post('selectionManageSaveProject', who.school_admin, projectBody({ title: '校级草稿', applyScope: '1', groups: [] }))
    ).json().data;
    expect(await ids(who.school_admin)).toContain(own.prjId);
    expect((await detail(who.school_admin, own.prjId)).statusCode).toBe(200);
    const db = env.t.deps.db;
    const [other] = await db
      .select({ orgUnitId: users.orgUnitId })
      .from(users)
      .where(eq(users.id, Number(who.backbone!.userId)));
    await db.update(selectionProjects).set({ ownerOrgId: other!.orgUnitId, state: 'published' }).where(eq(selectionProjects.id, own.prjId));
    expect(await ids(who.school_admin)).not.toContain(own.prjId);
    expect((await detail(who.school_admin, own.prjId)).statusCode).toBe(404);
    expect((await detail(who.district_admin, own.prjId)).statusCode).toBe(200);
  });

  it('lets a school admin run a school-level project, which the district reads but does not manage', async () => {
    const { who } = env;
    const saved = await c.post('selectionManageSaveProject', who.school_admin, projectBody({ applyScope: '1', groups: [] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const { prjId, version } = saved.json().data;
    expect((await c.get('selectionManageProject', who.school_admin, { prjId: String(prjId) })).json().data.level).toBe('1');
    expect((await c.get('selectionManageProject', who.district_admin, { prjId: String(prjId) })).statusCode).toBe(200);
    expect((await c.post('selectionManagePublishProject', who.district_admin, { prjId, version })).statusCode).toBe(403);
  });

  it('refuses bad input, unknown codes and groups that do not fit the scope, writing nothing', async () => {
    const { who } = env;
    const before = await written();
    expect((await c.post('selectionManageSaveProject', who.district_admin, { ...projectBody(), title: '' })).statusCode).toBe(400);
    expect((await c.post('selectionManageSaveProject', who.district_admin, projectBody({ groups: [] }))).statusCode).toBe(400);
    const endsFirst = projectBody();
    expect((await c.post('selectionManageSaveProject', who.district_admin, { ...endsFirst, endsAt: endsFirst.startsAt })).statusCode).toBe(
      400,
    );
    const badChoice = projectBody();
    badChoice.sections[0]!.indicators[2]!.options = [{ key: 'a', label: '仅一个' }];
    expect((await c.post('selectionManageSaveProject', who.district_admin, badChoice)).statusCode).toBe(400);
    const unknownSection = await c.post(
      'selectionManageSaveProject',
      who.district_admin,
      projectBody({ groups: [{ name: '未知', sectionCode: '99', subjectCode: null, quota: null }] }),
    );
    expect(unknownSection.statusCode).toBe(422);
    expect(unknownSection.json().data.issues[0].path).toBe('body.groups.0.sectionCode');
    expect((await c.post('selectionManageSaveProject', who.district_admin, { ...projectBody(), prjId: 1 })).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('refuses no session, teachers, experts and another tenant', async () => {
    const { who } = env;
    const saved = await c.post('selectionManageSaveProject', who.district_admin, projectBody());
    const { prjId, version } = saved.json().data;
    const before = await written();
    expect((await c.post('selectionManageSaveProject', undefined, projectBody())).statusCode).toBe(401);
    expect((await c.get('selectionManageProjects', undefined, {})).statusCode).toBe(401);
    expect((await c.post('selectionManageSaveProject', who.teacher, projectBody())).statusCode).toBe(403);
    expect((await c.get('selectionManageProject', who.expert, { prjId: String(prjId) })).statusCode).toBe(403);
    expect((await c.post('selectionManagePublishProject', who.teacher, { prjId, version })).statusCode).toBe(403);
    // Dongcheng's district admin, in their own tenant, does not find the demo district's project.
    expect((await c.get('selectionManageProject', who.dongchengDistrict, { prjId: String(prjId) }, DONGCHENG)).statusCode).toBe(404);
    expect((await c.post('selectionManagePublishProject', who.dongchengDistrict, { prjId, version }, DONGCHENG)).statusCode).toBe(404);
    expect((await c.post('selectionManageCopyProject', who.dongchengDistrict, { prjId }, DONGCHENG)).statusCode).toBe(404);
    expect((await c.get('selectionManageProjects', who.dongchengDistrict, {}, DONGCHENG)).json().data.records).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('freezes a published project: no more saves, only extend and close, each guarded by the version read', async () => {
    const { who } = env;
    const saved = await c.post('selectionManageSaveProject', who.district_admin, projectBody());
    const { prjId } = saved.json().data;
    const edited = await c.post('selectionManageSaveProject', who.district_admin, { ...projectBody({ title: '改名' }), prjId, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.version).toBe(2);
    expect((await c.post('selectionManageSaveProject', who.district_admin, { ...projectBody(), prjId, version: 1 })).json().code).toBe(
      4010,
    );

    expect((await c.post('selectionManagePublishProject', who.district_admin, { prjId, version: 1 })).statusCode).toBe(409);
    const published = await c.post('selectionManagePublishProject', who.district_admin, { prjId, version: 2 });
    expect(published.json().data).toMatchObject({ state: 'published', version: 3 });
    const items = await countRows(env.t.deps.db, selectionItems);
    const frozen = await c.post('selectionManageSaveProject', who.district_admin, { ...projectBody({ title: '再改' }), prjId, version: 3 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe(4705);
    expect(await countRows(env.t.deps.db, selectionItems)).toBe(items);
    expect((await c.get('selectionManageProject', who.district_admin, { prjId: String(prjId) })).json().data.title).toBe('改名');
    expect((await c.post('selectionManagePublishProject', who.district_admin, { prjId, version: 3 })).json().code).toBe(4011);

    const endsAt = published.json().data.endsAt as string;
    expect((await c.post('selectionManageExtendProject', who.district_admin, { prjId, version: 3, endsAt })).statusCode).toBe(422);
    const later = new Date(Date.parse(endsAt) + 7 * 24 * 3600_000).toISOString();
    expect((await c.post('selectionManageExtendProject', who.school_admin, { prjId, version: 3, endsAt: later })).statusCode).toBe(403);
    const extended = await c.post('selectionManageExtendProject', who.district_admin, { prjId, version: 3, endsAt: later });
    expect(extended.json().data).toMatchObject({ state: 'published', version: 4, endsAt: later });
    expect((await c.post('selectionManageCloseProject', who.district_admin, { prjId, version: 3 })).statusCode).toBe(409);
    const closed = await c.post('selectionManageCloseProject', who.district_admin, { prjId, version: 4 });
    expect(closed.json().data).toMatchObject({ state: 'closed', version: 5 });
    expect(
      (
        await c.post('selectionManageExtendProject', who.district_admin, {
          prjId,
          version: 5,
          endsAt: new Date(Date.parse(later) + 3600_000).toISOString(),
        })
      ).statusCode,
    ).toBe(409);

    const audits = await env.t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(projectAudits(prjId))
      .orderBy(asc(auditLog.id));
    expect(audits.map((audit) => audit.action)).toEqual([
      'selection.project_created',
      'selection.project_updated',
      'selection.project_published',
      'selection.project_extended',
      'selection.project_closed',
    ]);
  });

  it('copies a project into a new draft of the caller’s unit with its groups and items', async () => {
    const { who } = env;
    const { prjId } = (await c.post('selectionManageSaveProject', who.district_admin, projectBody({ title: '2025 年度评选' }))).json().data;
    const copied = await c.post('selectionManageCopyProject', who.district_admin, { prjId, title: '2026 年度评选' });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = (await c.get('selectionManageProject', who.district_admin, { prjId: String(copied.json().data.prjId) })).json().data;
    const original = (await c.get('selectionManageProject', who.district_admin, { prjId: String(prjId) })).json().data;
    expect(copy).toMatchObject({ title: '2026 年度评选', state: 'draft', copiedFromId: prjId, level: '2' });
    const strip = (sections: Array<{ title: string; indicators: Array<Record<string, unknown>> }>) =>
      sections.map((section) => ({ title: section.title, indicators: section.indicators.map(({ id: _id, ...rest }) => rest) }));
    expect(strip(copy.sections)).toEqual(strip(original.sections));
    expect(copy.groups.map((group: { name: string }) => group.name)).toEqual(['小学组', '初中组']);
    // A school admin copying it (once published) makes a school-level draft of their school.
    expect((await c.post('selectionManagePublishProject', who.district_admin, { prjId, version: 1 })).statusCode).toBe(200);
    const bySchool = await c.post('selectionManageCopyProject', who.school_admin, { prjId });
    expect((await c.get('selectionManageProject', who.school_admin, { prjId: String(bySchool.json().data.prjId) })).json().data.level).toBe(
      '1',
    );
    expect((await c.post('selectionManageCopyProject', who.teacher, { prjId })).statusCode).toBe(403);
    expect((await c.post('selectionManageCopyProject', who.district_admin, { prjId: 'x' })).statusCode).toBe(400);
  });
});
