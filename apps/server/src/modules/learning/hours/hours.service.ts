import type { HourCategoriesResult, HourEntry, HoursBreakdown, HoursQuery, ReverseEntryBody } from '@yanxiu/contract/learning-hours';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { chinaYear } from '@server/platform/time/china-time';
import { findEntry, reverseEntry, type LedgerEntryRow } from './hours-ledger.repository';
import { personInReach } from './hours-access';
import { findProgrammeTitles, listEntriesOfYear, listEntryYears } from './hours.repository';
import { summarise } from './hours-totals';
import { findRequirement, listHourCategories } from '@server/modules/learning/settings/learning-config.repository';
import { findCompletionShare } from '@server/modules/learning/settings/learning-settings.repository';

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

/** The breakdown of a teacher's hours, the tenant's categories, and reversing an entry. */
export function createHoursService({ db }: AppDeps) {
  return {
    async breakdown(tenant: Tenant, actor: Actor, query: Omit<HoursQuery, 'appId'>, now = new Date()): Promise<HoursBreakdown> {
      const userId = query.userId === undefined ? actor.userId : Number(query.userId);
      const person = await personInReach(db, tenant.id, actor, userId);
      const currentYear = chinaYear(now);
      const year = query.year ?? currentYear;
      const [rows, entryYears, categories, requirement] = await Promise.all([
        listEntriesOfYear(db, tenant.id, userId, year),
        listEntryYears(db, tenant.id, userId),
        listHourCategories(db, tenant.id),
        findRequirement(db, tenant.id, year),
      ]);
      const entries = rows.map(toHourEntry);
      const titles = await findProgrammeTitles(db, tenant.id, [...new Set(rows.flatMap((row) => (row.programmeId === null ? [] : [row.programmeId])))]);
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
    },

    async categories(tenant: Tenant): Promise<HourCategoriesResult> {
      const [categories, completionShare] = await Promise.all([listHourCategories(db, tenant.id), findCompletionShare(db, tenant.id)]);
      return { categories, completionShare };
    },

    /**
     * Reverses an entry of a teacher the caller manages, with a reason: a negative entry in the same year and
     * category. 404 for an entry outside the caller's reach, 422 for a reversal, 409 when already reversed (the
     * ledger's unique key settles two staff reversing at once).
     */
    async reverse(request: FastifyRequest, tenant: Tenant, actor: Actor, body: ReverseEntryBody): Promise<HourEntry> {
      const entry = await findEntry(db, tenant.id, body.entryId);
      if (!entry) throw new AppError('NOT_FOUND');
      // Staff who also teach do not correct their own hours: another administrator does.
      if (entry.userId === actor.userId) throw new AppError('FORBIDDEN');
      await personInReach(db, tenant.id, actor, entry.userId);
      if (entry.source === 'reversal') throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.entryId', message: 'a reversal cannot be reversed' }] });
      const now = new Date();
      return db.transaction(async (tx) => {
        const reversalId = await reverseEntry(tx, tenant.id, entry, body.reason, actor.userId, now);
        if (reversalId === null) throw new AppError('ENTRY_ALREADY_REVERSED');
        await recordAudit(tx, request, tenant.id, {
          action: 'learning.entry_reversed',
          entityType: 'learning_hour_entry',
          entityId: String(entry.id),
          before: { userId: entry.userId, source: entry.source, sourceRef: entry.sourceRef, hours: entry.hours, category: entry.category, year: entry.year },
          after: { reversalId, reason: body.reason },
        });
        const reversal = await findEntry(tx, tenant.id, reversalId);
        return toHourEntry({ ...reversal!, reversedByEntryId: null });
      });
    },
  };
}
