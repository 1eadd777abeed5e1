import { ProfileLimits } from '@yanxiu/contract/limits';
import type {
  AnyProfileRecord,
  ProfileDecideBody,
  ProfileDecided,
  ProfileQueueExportQuery,
  ProfileQueuePage,
  ProfileQueueQuery,
} from '@yanxiu/contract/profile';
import type { FieldIssue } from '@yanxiu/contract/envelope';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { profileAccess, profileReachOf } from '@server/modules/profile/profile.access';
import { recordViews } from '@server/modules/profile/records/record-view';
import { findRecordsByIds } from '@server/modules/profile/records/records.repository';
import { recordsFileName, recordsWorkbook } from './verification-export';
import { decideRecordGuarded, queuePage, queueRows, type QueueFilter } from './verification.repository';

/** Counting stops this many pages past the page asked for (see ProfileQueuePage in the contract). */
const COUNT_PAGES_AHEAD = 10;

/** Which states each decision starts from and where it leads. */
const TRANSITIONS = {
  // A rejection made in error can be turned into a verification without the teacher's resubmission.
  verify: { from: ['unverified', 'rejected'], to: 'verified' },
  reject: { from: ['unverified'], to: 'rejected' },
  // Unlocks a verified record so its teacher can correct or delete it (the "withdrawal" of a verified record).
  reopen: { from: ['verified'], to: 'unverified' },
} as const;

/** The queue's filter in the caller's reach; a school filter is district staff's (a school admin's is their school). */
function filterOf(ctx: RequestContext, query: ProfileQueueExportQuery): QueueFilter {
  if (query.schoolId !== undefined && !profileAccess.filterBySchool(ctx.actor))
    throw new AppError('FORBIDDEN', { issues: [{ path: 'querystring.schoolId', message: 'district staff only' }] });
  return {
    tenantId: ctx.tenantId,
    reach: profileReachOf(ctx.actor),
    schoolId: query.schoolId === undefined ? undefined : Number(query.schoolId),
    kind: query.kind,
    state: query.state,
    keyword: query.keyword,
    year: query.year,
    level: query.level === undefined ? undefined : Number(query.level),
  };
}

const refuse = (name: 'NOT_FOUND' | 'FORBIDDEN' | 'STALE_VERSION' | 'PROFILE_RECORD_DECIDED', issues: FieldIssue[]) =>
  new AppError(name, { issues });

// Staff: the records of their org waiting for (or past) verification, the Excel export and the decisions.

/** A page of the verification queue. */
export async function listRecordsToVerify(ctx: RequestContext, query: ProfileQueueQuery): Promise<ProfileQueuePage> {
  const countCap = (query.current + COUNT_PAGES_AHEAD) * query.size;
  const after = query.after === undefined ? undefined : Number(query.after);
  const page = await queuePage(ctx.db, filterOf(ctx, query), {
    offset: (query.current - 1) * query.size,
    size: query.size,
    countCap,
    after,
  });
  const records = await recordViews(ctx.db, ctx.tenantId, ctx.actor, page.rows);
  return { records, total: page.total, totalIsLowerBound: page.totalIsLowerBound, current: query.current, size: query.size };
}

/** Every record of the queue's filter (up to ProfileLimits.exportRows) as a workbook in the caller's language. */
export async function exportRecordsToVerify(
  ctx: RequestContext,
  query: ProfileQueueExportQuery,
): Promise<{ fileName: string; bytes: Buffer }> {
  const rows = await queueRows(ctx.db, filterOf(ctx, query), ProfileLimits.exportRows);
  const records: AnyProfileRecord[] = await recordViews(ctx.db, ctx.tenantId, ctx.actor, rows);
  return { fileName: recordsFileName(ctx.locale, chinaDay(new Date())), bytes: await recordsWorkbook(records, ctx.locale) };
}

/**
 * Verifies, rejects or reopens records of teachers under the caller, each at the version the caller read, all or
 * none: 404 for a record that does not exist, 403 for one outside the caller's reach or their own, 409
 * PROFILE_RECORD_DECIDED for one in a state the decision does not start from, 409 STALE_VERSION for one changed
 * since it was read (the issues name each). Every decision is audited in the same transaction.
 */
export async function decideProfileRecords(ctx: RequestContext, body: ProfileDecideBody): Promise<ProfileDecided> {
  const { tenantId, actor } = ctx;
  const transition = TRANSITIONS[body.decision];
  const found = new Map(
    (
      await findRecordsByIds(
        ctx.db,
        tenantId,
        body.items.map((item) => item.id),
      )
    ).map((row) => [row.record.id, row]),
  );
  const check = (problem: (item: ProfileDecideBody['items'][number]) => string | undefined) =>
    body.items.flatMap((item, index) => {
      const message = problem(item);
      return message === undefined ? [] : [{ path: `body.items.${index}.id`, message }];
    });
  const missing = check((item) => (found.has(item.id) ? undefined : 'no such record'));
  if (missing.length > 0) throw refuse('NOT_FOUND', missing);
  const forbidden = check((item) => {
    const row = found.get(item.id)!;
    return profileAccess.decideRecordOf(actor, { userId: row.record.userId, orgPath: row.orgPath })
      ? undefined
      : 'not a record of a teacher under you';
  });
  if (forbidden.length > 0) throw refuse('FORBIDDEN', forbidden);
  const wrongState = check((item) => {
    const { state } = found.get(item.id)!.record;
    return (transition.from as readonly string[]).includes(state) ? undefined : `is ${state}`;
  });
  if (wrongState.length > 0) throw refuse('PROFILE_RECORD_DECIDED', wrongState);
  const stale = check((item) => (found.get(item.id)!.record.version === item.version ? undefined : 'changed since it was read'));
  if (stale.length > 0) throw refuse('STALE_VERSION', stale);

  const now = new Date();
  const reason = body.decision === 'verify' ? null : (body.reason ?? null);
  // In id order, so two batches sharing records lock them in the same order and cannot deadlock.
  const ordered = [...body.items].sort((a, b) => a.id - b.id);
  const items = await ctx.transaction(async (tx) => {
    const decided = [];
    for (const item of ordered) {
      const before = found.get(item.id)!.record;
      const after = await decideRecordGuarded(tx, tenantId, {
        id: item.id,
        version: item.version,
        from: transition.from,
        to: transition.to,
        reason,
        decidedBy: actor.userId,
        now,
      });
      // Another decision or the teacher's edit committed since the checks above: nothing of the batch stays.
      if (!after)
        throw refuse('STALE_VERSION', [{ path: `body.items.${body.items.indexOf(item)}.id`, message: 'changed since it was read' }]);
      await recordAudit(tx, ctx, {
        action: `profile.record_${body.decision}`,
        entityType: 'profile_record',
        entityId: String(item.id),
        before: { state: before.state, version: before.version, userId: before.userId, kind: before.kind },
        after: { state: after.state, version: after.version, reason },
      });
      decided.push(after);
    }
    return decided;
  });
  const order = new Map(body.items.map((item, index) => [item.id, index]));
  return {
    items: items
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((item) => ({ ...item, state: item.state as ProfileDecided['items'][number]['state'] })),
  };
}
