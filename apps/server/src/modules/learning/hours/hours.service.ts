import type { HourEntry, HoursBreakdown, HoursQuery, ReverseEntryBody } from '@yanxiu/contract/learning-hours';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaYear } from '@server/platform/time/china-time';
import { learningAccess } from '@server/modules/learning/learning.access';
import { hoursFileName, hoursWorkbook } from './hours-export';
import { findEntry, reverseEntry, type LedgerEntryRow } from './hours-ledger.repository';
import { personInReach } from './person-in-reach';
import { findProgrammeTitles, listEntriesOfYear, listEntryYears } from './hours.repository';
import { summarise } from './hours-totals';
import { findRequirement, listHourCategories } from '@server/modules/learning/settings/learning-config.repository';

/** An entry in the contract's shape. */
export function toHourEntry(row: LedgerEntryRow & { reversedByEntryId: number | null }): HourEntry {
  return {
    id: row.id,
    source: row.source as HourEntry['source'],
    title: row.title,
    programmeId: row.programmeId,
    hours: row.hours,
    category: row.category,
    year: row.year,
    creditedOn: row.creditedOn,
    reversesEntryId: row.reversesEntryId,
    reversedByEntryId: row.reversedByEntryId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A teacher's hours of a year (the caller's, or a teacher's in the caller's reach): entries, totals against the requirement. */
export async function hoursBreakdown(ctx: RequestContext, query: Omit<HoursQuery, 'appId'>, now = new Date()): Promise<HoursBreakdown> {
  const { db, tenantId } = ctx;
  const userId = query.userId === undefined ? ctx.actor.userId : Number(query.userId);
  const person = await personInReach(ctx, userId);
  const currentYear = chinaYear(now);
  const year = query.year ?? currentYear;
  const [rows, entryYears, categories, requirement] = await Promise.all([
    listEntriesOfYear(db, tenantId, userId, year),
    listEntryYears(db, tenantId, userId),
    listHourCategories(db, tenantId),
    findRequirement(db, tenantId, year),
  ]);
  const entries = rows.map(toHourEntry);
  const titles = await findProgrammeTitles(db, tenantId, [
    ...new Set(rows.flatMap((row) => (row.programmeId === null ? [] : [row.programmeId]))),
  ]);
  return {
    userId,
    teacherName: person.name,
    year,
    years: [...new Set([currentYear, ...entryYears])].sort((a, b) => b - a),
    requirement,
    ...summarise(entries, categories, requirement, titles),
    entries,
    categories,
  };
}

/** The same breakdown as an .xlsx workbook in the caller's language, with its download name. */
export async function hoursBreakdownWorkbook(
  ctx: RequestContext,
  query: Omit<HoursQuery, 'appId'>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const breakdown = await hoursBreakdown(ctx, query);
  return { fileName: hoursFileName(ctx.locale, breakdown.teacherName, breakdown.year), bytes: await hoursWorkbook(breakdown, ctx.locale) };
}

/**
 * Reverses an entry of a teacher the caller manages, with a reason: a negative entry in the same year and
 * category. 404 for an entry outside the caller's reach, 422 for a reversal, 409 when already reversed (the
 * ledger's unique key settles two staff reversing at once).
 */
export async function reverseHourEntry(ctx: RequestContext, body: ReverseEntryBody): Promise<HourEntry> {
  const { tenantId, actor } = ctx;
  const entry = await findEntry(ctx.db, tenantId, body.entryId);
  if (!entry) throw new AppError('NOT_FOUND');
  requireAccess(actor, learningAccess.reverseEntryOf, entry);
  await personInReach(ctx, entry.userId);
  if (entry.source === 'reversal')
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.entryId', message: 'a reversal cannot be reversed' }] });
  const now = new Date();
  return ctx.transaction(async (tx) => {
    const reversalId = await reverseEntry(tx, tenantId, entry, body.reason, actor.userId, now);
    if (reversalId === null) throw new AppError('ENTRY_ALREADY_REVERSED');
    await recordAudit(tx, ctx, {
      action: 'learning.entry_reversed',
      entityType: 'learning_hour_entry',
      entityId: String(entry.id),
      before: {
        userId: entry.userId,
        source: entry.source,
        sourceRef: entry.sourceRef,
        hours: entry.hours,
        category: entry.category,
        year: entry.year,
      },
      after: { reversalId, reason: body.reason },
    });
    const reversal = await findEntry(tx, tenantId, reversalId);
    return toHourEntry({ ...reversal!, reversedByEntryId: null });
  });
}
