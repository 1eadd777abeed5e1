import type { ManagedAssignment, TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentInput, createAssignmentProgramme, publishedAssignment } from '@server-test/support/assessment-assignment-fixtures';
import { api, dataOf, HOUR, isoIn, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { uploadAs } from '@server/modules/training/training.fixtures';

// Staff setting assignments up through the real app: a draft on an assignment unit, rewritten at its version,
// published, deleted while nobody submitted; bad input and everyone else refused with nothing written; a unit whose
// assignment teachers submitted stays in the programme editor.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
  who.nobody = {};
});
afterAll(() => t.close());

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const get = (caller: Caller, path: string, query: Record<string, string | number>) => api(t).get(caller, path, query);
const staff = () => who.district_admin!;

describe('assignments as staff set them up', () => {
  it('creates a draft with an attachment, rewrites it at its version, publishes it and lists it', async () => {
    const { unitId, programme } = await createAssignmentProgramme(t, staff(), '作业设置');
    const fileId = await uploadAs(t, staff().login!, 'document');
    const draft = dataOf<ManagedAssignment>(
      await post(staff(), ApiPaths.assessmentManageSaveAssignment, {
        ...assignmentInput(unitId, { attachmentFileIds: [fileId] }),
        instructions: '<p>写一份设计</p><script>alert(1)</script>',
      }),
    );
    expect(draft).toMatchObject({ status: 'draft', version: 1, programmeId: programme.id, placement: { kind: 'unit', unitId } });
    expect(draft.instructions).not.toContain('script');
    expect(draft.attachments).toEqual([expect.objectContaining({ id: fileId })]);
    const saved = dataOf<ManagedAssignment>(
      await post(staff(), ApiPaths.assessmentManageSaveAssignment, {
        ...assignmentInput(unitId, { title: '改过的作业', attachmentFileIds: [fileId] }),
        assignmentId: draft.id,
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ title: '改过的作业', version: 2 });
    const stale = await post(staff(), ApiPaths.assessmentManageSaveAssignment, {
      ...assignmentInput(unitId),
      assignmentId: draft.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const published = dataOf<ManagedAssignment>(
      await post(staff(), ApiPaths.assessmentManagePublishAssignment, { assignmentId: draft.id, version: 2 }),
    );
    expect(published.status).toBe('published');
    const ofUnit = dataOf<ManagedAssignment>(await get(staff(), ApiPaths.assessmentManageAssignmentOfUnit, { unitId }));
    expect(ofUnit.id).toBe(draft.id);
    const list = dataOf<{ records: ManagedAssignment[]; total: number }>(
      await get(staff(), ApiPaths.assessmentManageAssignments, { programmeId: programme.id }),
    );
    expect(list.records.map((row) => row.id)).toEqual([draft.id]);
    // A second assignment on the same unit is refused.
    const second = await post(staff(), ApiPaths.assessmentManageSaveAssignment, assignmentInput(unitId));
    expect(second.statusCode).toBe(409);
  });

  it('refuses bad settings with 422 naming the field, and writes nothing', async () => {
    const { unitId } = await createAssignmentProgramme(t, staff(), '作业校验');
    const before = await countAllRows(t.deps.db);
    // The body's own rules answer 400, the server's checks (files, units) 422; each names the field.
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ maxScore: 90 }, 400, 'maxScore'],
      [{ passScore: 120, rubric: [], maxScore: 100 }, 400, 'passScore'],
      [{ latePolicy: 'penalty', latePenaltyPercent: 0 }, 400, 'latePenaltyPercent'],
      [{ opensAt: isoIn(48 * HOUR) }, 400, 'dueAt'],
      [{ attachmentFileIds: ['00000000-0000-4000-8000-000000000000'] }, 422, 'body.attachmentFileIds.0'],
    ];
    for (const [override, status, path] of cases) {
      const refused = await post(staff(), ApiPaths.assessmentManageSaveAssignment, { ...assignmentInput(unitId), ...override });
      expect(refused.statusCode, JSON.stringify(override)).toBe(status);
      expect(refused.body).toContain(path);
    }
    // A unit of another kind is named too.
    const { programme } = await createAssignmentProgramme(t, staff(), '作业校验二');
    const missing = await post(staff(), ApiPaths.assessmentManageSaveAssignment, assignmentInput(programme.id + 100000));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.issues).toEqual([{ path: 'body.placement.unitId', message: expect.any(String) }]);
    const counts = await countAllRows(t.deps.db);
    expect(counts.assessment_assignments).toBe(before.assessment_assignments);
  });

  it('answers 401 without a session, 403 to a teacher and to staff not managing the programme, 404 to another tenant', async () => {
    const { unitId } = await createAssignmentProgramme(t, staff(), '作业权限');
    const assignment = await publishedAssignment(t, staff(), assignmentInput(unitId));
    const before = await countAllRows(t.deps.db);
    expect((await post(who.nobody!, ApiPaths.assessmentManageSaveAssignment, assignmentInput(unitId))).statusCode).toBe(401);
    expect((await post(who.teacher!, ApiPaths.assessmentManageSaveAssignment, assignmentInput(unitId))).statusCode).toBe(403);
    expect((await get(who.teacher!, ApiPaths.assessmentManageAssignment, { assignmentId: assignment.id })).statusCode).toBe(403);
    // A school's admin does not manage the district's programme: its assignment is out of their reach.
    expect((await get(who.school_admin!, ApiPaths.assessmentManageAssignment, { assignmentId: assignment.id })).statusCode).toBe(404);
    const body = { assignmentId: assignment.id, version: assignment.version };
    expect((await post(who.school_admin!, ApiPaths.assessmentManageDeleteAssignment, body)).statusCode).toBe(404);
    expect((await get(who.otherTenant!, ApiPaths.assessmentManageAssignment, { assignmentId: assignment.id })).statusCode).toBe(404);
    expect((await post(who.otherTenant!, ApiPaths.assessmentManageDeleteAssignment, body)).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('deletes an assignment nobody submitted, and refuses once a teacher has (409, code 4977)', async () => {
    const { unitId, programme } = await createAssignmentProgramme(t, staff(), '作业删除');
    const first = await publishedAssignment(t, staff(), assignmentInput(unitId));
    dataOf(await post(staff(), ApiPaths.assessmentManageDeleteAssignment, { assignmentId: first.id, version: first.version }));
    expect((await get(staff(), ApiPaths.assessmentManageAssignment, { assignmentId: first.id })).statusCode).toBe(404);
    const second = await publishedAssignment(t, staff(), assignmentInput(unitId));
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    const draft = dataOf<TeacherAssignment>(
      await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, { assignmentId: second.id, text: '<p>我的设计</p>', fileIds: [] }),
    );
    dataOf(await post(who.teacher!, ApiPaths.assessmentSubmitSubmission, { assignmentId: second.id, round: draft.rounds[0]!.round }));
    const refused = await post(staff(), ApiPaths.assessmentManageDeleteAssignment, { assignmentId: second.id, version: second.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(4977);
  });

  it('keeps a unit whose assignment teachers submitted in the programme editor (409, code 4974), and its kind (422)', async () => {
    const { unitId, programme, input } = await createAssignmentProgramme(t, staff(), '作业单元');
    const assignment = await publishedAssignment(t, staff(), assignmentInput(unitId));
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    const draft = dataOf<TeacherAssignment>(
      await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, { assignmentId: assignment.id, text: '<p>设计</p>', fileIds: [] }),
    );
    dataOf(await post(who.teacher!, ApiPaths.assessmentSubmitSubmission, { assignmentId: assignment.id, round: draft.rounds[0]!.round }));
    const update = (units: unknown[]) =>
      post(staff(), ApiPaths.trainingManageUpdateProgramme, { ...input, id: programme.id, version: programme.version, units });
    const offline = { kind: 'offline', title: '线下研讨', location: '报告厅', sessionStartsAt: isoIn(240 * HOUR), creditHours: 2 };
    const removed = await update([offline]);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: 4974, msg: expect.stringContaining('结业作业') });
    const turned = await update([{ ...offline, id: unitId }]);
    expect(turned.statusCode).toBe(422);
    expect((await get(staff(), ApiPaths.assessmentManageAssignment, { assignmentId: assignment.id })).statusCode).toBe(200);
  });

  it('seeds the demo programme 师德师风与新课标知识测评 with a published assignment: a rubric and two peer reviewers', async () => {
    const rows = (
      (await t.deps.db.execute(
        sql`select a.status, a.max_score, a.peer_reviewers, jsonb_array_length(a.rubric) as criteria from assessment_assignments a
            join training_programmes p on p.tenant_id = a.tenant_id and p.id = a.programme_id
            join tenants t on t.id = a.tenant_id where t.app_id = 'yxdemo' and p.title = '师德师风与新课标知识测评'`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(rows).toEqual([{ status: 'published', max_score: 100, peer_reviewers: 2, criteria: 3 }]);
  });
});
