import type { AnyProfileRecord, ProfileEvidenceFile } from '@yanxiu/contract/profile';
import type { VerificationStateValue } from '@yanxiu/contract/profile-enums';
import type { Executor } from '@server/db/client';
import type { Actor } from '@server/platform/auth/actor';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { storedFileFacts } from '@server/modules/files/files.public';
import { type RecordWithTeacher } from './records.repository';

/** Whether the caller may change or delete the record now: their own, and not locked by verification. */
export const isEditableBy = (actor: Actor, record: { userId: number; state: string }) =>
  record.userId === actor.userId && record.state !== 'verified';

/** Records as the contract answers them, with their evidence files looked up in one query. */
export async function recordViews(
  db: Executor,
  tenantId: TenantId,
  actor: Actor,
  rows: readonly RecordWithTeacher[],
): Promise<AnyProfileRecord[]> {
  const files = await storedFileFacts(db, tenantId, [...new Set(rows.flatMap((row) => row.record.evidenceFileIds))]);
  const byId = new Map(files.map((file) => [file.id, file]));
  const evidenceOf = (id: string): ProfileEvidenceFile => {
    const file = byId.get(id);
    // Files named by a record are kept from deletion (record-evidence.ts), so a missing one is an anomaly shown as such.
    return file
      ? { id, name: file.name, contentType: file.contentType, size: file.size, missing: false }
      : { id, name: '', contentType: '', size: 0, missing: true };
  };
  return rows.map(({ record, teacherName, schoolName, decidedByName }) => {
    return {
      id: record.id,
      kind: record.kind,
      userId: record.userId,
      teacherName,
      schoolName,
      title: record.title,
      date: record.occurredOn,
      level: record.level === null ? null : String(record.level),
      evidence: record.evidenceFileIds.map(evidenceOf),
      fields: record.fields,
      state: record.state as VerificationStateValue,
      reason: record.reason,
      decidedByName,
      decidedAt: record.decidedAt?.toISOString() ?? null,
      version: record.version,
      editable: isEditableBy(actor, record),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    } as AnyProfileRecord;
  });
}
