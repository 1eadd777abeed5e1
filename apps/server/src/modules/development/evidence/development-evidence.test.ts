import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { storedFiles } from '@server/db/schema/files';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { client, setUp, type Env } from '@server/modules/development/applications/development-apply.fixtures';
import { sweepUnusedEvidence } from './development-evidence.service';

describe('evidence files of development applications', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  const auditsOf = (entityId: string) =>
    env.t.deps.db
      .select({ action: auditLog.action, actorUserId: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId));
  const applyWith = async (fileId: string) => {
    const evidence = await c.evidenceFor(env.who.teacher!, '1', '3', fileId);
    return c.post('developmentApply', env.who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '申请',
      evidence,
    });
  };

  it('audits what the applicant does (apply, withdraw) in the same transaction, and nothing for a refused call', async () => {
    const { who } = env;
    const auditsBefore = (await env.t.deps.db.select({ id: auditLog.id }).from(auditLog)).length;
    expect(
      (
        await c.post('developmentApply', who.teacher, {
          sectionCode: '2',
          postTypeCode: '1',
          phaseCode: '3',
          statement: '申请',
          evidence: {},
        })
      ).statusCode,
    ).toBe(422);
    expect((await env.t.deps.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditsBefore);

    const applied = await applyWith(await c.uploadPdf(who.teacher!));
    expect(applied.statusCode, applied.body).toBe(200);
    const applyId = String(applied.json().data.applyId);
    expect((await c.post('cancelChangeProcessApply', who.teacher, { applyId: Number(applyId) })).statusCode).toBe(200);
    const audits = await auditsOf(applyId);
    expect(audits.map((audit) => audit.action)).toEqual(['development.apply_submitted', 'development.apply_withdraw']);
    expect(audits.every((audit) => audit.actorUserId === Number(who.teacher!.userId))).toBe(true);
    expect(audits[0]!.after).toMatchObject({ status: '4', postTypeCode: '1', phaseCode: '3', fromPhaseCode: '2' });
  });

  it('keeps a file a running application names (409), and flags one deleted after it ended as missing', async () => {
    const { who } = env;
    const fileId = await c.uploadPdf(who.teacher!);
    const applied = await applyWith(fileId);
    expect(applied.statusCode, applied.body).toBe(200);
    const applyId: number = applied.json().data.applyId;

    const refused = await c.remove(fileId, who.teacher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(String(applyId));
    expect(await env.t.deps.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId))).toHaveLength(1);

    // Once withdrawn the application no longer runs: the owner may delete the file, and the record says it is gone.
    await c.post('cancelChangeProcessApply', who.teacher, { applyId });
    expect((await c.remove(fileId, who.teacher)).statusCode).toBe(200);
    const detail = await c.get('getApplyDetailAndAuditInfo', who.school_admin, { applyId: String(applyId) });
    expect(detail.statusCode).toBe(200);
    const files = (detail.json().data.evidence as Array<{ files: unknown[] }>).flatMap((entry) => entry.files);
    expect(files).toContainEqual({
      id: fileId,
      name: '证明.pdf',
      contentType: 'application/pdf',
      size: minimalPdf().length,
      missing: true,
    });
  });

  it('sweeps evidence uploads older than the configured age that no application names, each exactly once', async () => {
    const { who, t } = env;
    const { db, storage } = t.deps;
    const unused = await c.uploadPdf(who.teacher!);
    const recent = await c.uploadPdf(who.teacher!);
    const named = await c.uploadPdf(who.teacher!);
    const replaced = await c.uploadPdf(who.teacher!);
    // `replaced` is the first round's evidence, replaced by `named` at the resubmission: the first round's
    // decision still judged it, so it stays.
    const applied = await applyWith(replaced);
    expect(applied.statusCode, applied.body).toBe(200);
    const applyId: number = applied.json().data.applyId;
    await c.post('suggestUpdApply', who.school_admin, { applyId, comment: '请换一份' });
    const evidence = await c.evidenceFor(who.teacher!, '1', '3', named);
    expect((await c.post('updateApply', who.teacher, { applyId, statement: '已更换', evidence })).statusCode).toBe(200);
    const old = new Date(Date.now() - (t.deps.config.EVIDENCE_UNUSED_HOURS + 1) * 3_600_000);
    await db
      .update(storedFiles)
      .set({ createdAt: old })
      .where(inArray(storedFiles.id, [unused, named, replaced]));
    const keyOf = async (id: string) =>
      (await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, id)))[0]!.key;
    const unusedKey = await keyOf(unused);

    // Two processes sweeping at once share the work: the file goes once.
    const swept = await Promise.all([sweepUnusedEvidence(t.deps, t.app.log), sweepUnusedEvidence(t.deps, t.app.log)]);
    expect(swept[0]! + swept[1]!).toBe(1);
    const left = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(inArray(storedFiles.id, [unused, recent, named, replaced])));
    expect(left.map((row) => row.id).sort()).toEqual([recent, named, replaced].sort());
    expect(await storage.stat(unusedKey)).toBeUndefined();
    // Nothing left to sweep: a second run deletes nothing.
    expect(await sweepUnusedEvidence(t.deps, t.app.log)).toBe(0);
    // A later run, once the recent upload has aged too, takes it.
    expect(await sweepUnusedEvidence(t.deps, t.app.log, new Date(Date.now() + (t.deps.config.EVIDENCE_UNUSED_HOURS + 1) * 3_600_000))).toBe(
      1,
    );
  });
});
