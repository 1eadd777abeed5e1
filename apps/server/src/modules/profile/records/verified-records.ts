import type { ProfileKind } from '@yanxiu/contract/profile';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { countVerifiedRecords as countVerified, listVerifiedRecords as listVerified } from './records.repository';

/** "At least N verified records of kind K at level L or above within Y years" asks for this count. */
export type VerifiedRecordCount = {
  userId: number;
  kind: ProfileKind;
  /** 1 school ... 5 national: records without a level never count. */
  minLevel: number;
  /** Records dated within this many years before `now` (China days, today included). */
  withinYears: number;
  now?: Date;
};

/** The first day (China time, `YYYY-MM-DD`) of "within the last Y years" as countVerifiedRecords counts it. */
export function verifiedSinceDay(withinYears: number, now = new Date()): string {
  const [year, month, day] = chinaDay(now).split('-').map(Number) as [number, number, number];
  // Through Date.UTC, so 29 February of a leap year, Y years back, becomes 1 March instead of a day that is not.
  return new Date(Date.UTC(year - withinYears, month - 1, day)).toISOString().slice(0, 10);
}

/** How many verified records of a kind a teacher has at the level or above, dated within the years. */
export function countVerifiedRecords(db: Executor, tenantId: TenantId, query: VerifiedRecordCount): Promise<number> {
  const sinceDay = verifiedSinceDay(query.withinYears, query.now);
  return countVerified(db, tenantId, { userId: query.userId, kind: query.kind, minLevel: query.minLevel, sinceDay });
}

/** A verified record as an evidence picker lists it. */
export type VerifiedRecord = {
  id: number;
  kind: ProfileKind;
  title: string;
  date: string;
  level: string | null;
  evidenceFileIds: string[];
};

/** A teacher's verified records, of the given kinds or all, newest first (for evidence pickers). */
export async function listVerifiedRecords(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  kinds?: readonly ProfileKind[],
): Promise<VerifiedRecord[]> {
  const rows = await listVerified(db, tenantId, userId, kinds);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ProfileKind,
    title: row.title,
    date: row.occurredOn,
    level: row.level === null ? null : String(row.level),
    evidenceFileIds: row.evidenceFileIds,
  }));
}
