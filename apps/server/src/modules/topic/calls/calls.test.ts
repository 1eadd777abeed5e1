import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { topicCalls } from '@server/db/schema/topic';
import { countRows } from '@server-test/support/db-state';
import { applicationBody, callBody, client, setUp, type Env } from '@server/modules/topic/topic.fixtures';

describe('topic calls (课题指南)', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('saves a draft, edits it at the version read, publishes, freezes and closes it, auditing each step', async () => {
    const { who, t } = env;
    const audits = await countRows(t.deps.db, auditLog);
    const draft = await c.data(c.post('topicManageSaveCall', who.district_admin, callBody({ title: '草稿指南' })));
    expect(draft).toEqual({ callId: expect.any(Number), state: 'draft', version: 1 });
    const edited = await c.data(
      c.post('topicManageSaveCall', who.district_admin, callBody({ callId: draft.callId, version: 1, title: '改后的指南', memberCap: 2 })),
    );
    expect(edited.version).toBe(2);
    expect(
      (await c.post('topicManageSaveCall', who.district_admin, callBody({ callId: draft.callId, version: 1, title: '旧版本' }))).json()
        .code,
    ).toBe(4010);
    // A draft is the district's alone.
    expect((await c.get('topicCall', who.teacher, { callId: String(draft.callId) })).statusCode).toBe(404);
    const detail = await c.data(c.get('topicManageCall', who.district_admin, { callId: String(draft.callId) }));
    expect(detail).toMatchObject({
      title: '改后的指南',
      memberCap: 2,
      state: 'draft',
      applicationCount: 0,
      suggestions: [{ key: 'a' }, { key: 'b' }],
    });
    const published = await c.data(c.post('topicManagePublishCall', who.district_admin, { callId: draft.callId, version: 2 }));
    expect(published).toMatchObject({ state: 'published', version: 3 });
    expect((await c.post('topicManageSaveCall', who.district_admin, callBody({ callId: draft.callId, version: 3 }))).json().code).toBe(
      4907,
    );
    const teacherView = await c.data(c.get('topicCall', who.teacher, { callId: String(draft.callId) }));
    expect(teacherView).toMatchObject({ open: true, eligible: true, myApplyId: null });
    const list = await c.data(c.get('topicManageCalls', who.district_admin, { state: 'published', keyword: '改后' }));
    expect(list.records.map((row: { callId: number }) => row.callId)).toEqual([draft.callId]);
    const closed = await c.data(c.post('topicManageCloseCall', who.district_admin, { callId: draft.callId, version: 3 }));
    expect(closed.state).toBe('closed');
    // Closed: no new application, and it leaves the open list.
    expect((await c.post('topicSaveApplication', who.teacher, applicationBody(draft.callId))).json().code).toBe(4901);
    const open = await c.data(c.get('topicCalls', who.teacher, { size: '100' }));
    expect(open.records.some((row: { callId: number }) => row.callId === draft.callId)).toBe(false);
    const all = await c.data(c.get('topicCalls', who.teacher, { size: '100', openOnly: 'false' }));
    expect(all.records.find((row: { callId: number }) => row.callId === draft.callId)).toMatchObject({ open: false, reasons: ['notOpen'] });
    expect(await countRows(t.deps.db, auditLog)).toBe(audits + 4);
  });

  it('tells a teacher why they may not apply, and refuses the application', async () => {
    const { who, t } = env;
    const callId = await c.publishedCall(
      callBody({ title: '只限高中', eligibility: { sectionCodes: ['4'], subjectCodes: [], roles: ['backbone'] } }),
    );
    const view = await c.data(c.get('topicCall', who.teacher, { callId: String(callId) }));
    expect(view).toMatchObject({ eligible: false, reasons: ['section', 'role'] });
    const calls = await countRows(t.deps.db, topicCalls);
    expect((await c.post('topicSaveApplication', who.teacher, applicationBody(callId))).json()).toMatchObject({ code: 4902 });
    expect(await countRows(t.deps.db, topicCalls)).toBe(calls);
  });
});
