import type { HourCategory, HourRequirement } from '@yanxiu/contract/learning-hours';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { medianTenthsByYear, standingPage, yearTotalsOf, type Standing, type YearTotals } from './hours/hours-portrait.repository';
import { netProgrammeHoursOfUsers } from './hours/hours-ledger.repository';
import { creditedHoursInYears, type HoursInYears } from './hours/hours.repository';
import { findRequirement, listHourCategories } from './settings/learning-config.repository';
import { findWatchSettings, type LearningSettings } from './watch/completion-share.repository';

// The shapes these reads answer, named for other domains here rather than in the repositories.
export type { HoursInYears, LearningSettings, Standing, YearTotals };
export type { StandingRow } from './hours/hours-portrait.repository';

// The reads other domains check learning facts with. They run on the caller's executor (a transaction of theirs
// included); the repositories behind them stay learning's own.

/**
 * A teacher's net credited learning hours over calendar years (reversals subtracted), as /studyTime counts them:
 * for other domains' rules (development conditions, selection's applications).
 */
export function ledgerHoursInYears(executor: Executor, tenantId: TenantId, query: HoursInYears): Promise<number> {
  return creditedHoursInYears(executor, tenantId, query);
}

/**
 * Net hours credited for one programme per teacher (reversals subtracted), of `userIds` or of everyone credited for it
 * (null): assessment's grade book shows them. Teachers without entries are absent.
 */
export function programmeHoursOf(
  executor: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[] | null,
): Promise<Map<number, number>> {
  return netProgrammeHoursOfUsers(executor, tenantId, programmeId, userIds);
}

/** The tenant's categories of hours in their order, or the defaults while it has configured none. */
export function hourCategoriesOf(executor: Executor, tenantId: TenantId): Promise<HourCategory[]> {
  return listHourCategories(executor, tenantId);
}

/** The tenant's requirement for a year; null hours and no minimums when it set none. */
export function hoursRequirementOf(executor: Executor, tenantId: TenantId, year: number): Promise<HourRequirement> {
  return findRequirement(executor, tenantId, year);
}

/** The tenant's learning settings (the completion share and presence checks; defaults without a row). */
export function learningSettingsOf(executor: Executor, tenantId: TenantId): Promise<LearningSettings> {
  return findWatchSettings(executor, tenantId);
}

// The portraits' hours figures: a teacher's years, a scope's median teacher and its standing against the total.

/** A teacher's totals of each year from `fromYear` to `toYear` that has any. */
export function hoursByYearOf(
  executor: Executor,
  tenantId: TenantId,
  userId: number,
  fromYear: number,
  toYear: number,
): Promise<YearTotals[]> {
  return yearTotalsOf(executor, tenantId, userId, fromYear, toYear);
}

/** The median teacher's hours (in tenths) of each year of the range over the teachers of `scope` (a subquery with `user_id`). */
export function medianHoursTenthsByYear(
  executor: Executor,
  tenantId: TenantId,
  scope: SQL,
  fromYear: number,
  toYear: number,
): Promise<Map<number, number>> {
  return medianTenthsByYear(executor, tenantId, scope, fromYear, toYear);
}

/** A page of the scope's teachers with their year's total and whether they are short of `requiredTenths`. */
export function hoursStandingPage(
  executor: Executor,
  tenantId: TenantId,
  scope: SQL,
  year: number,
  requiredTenths: number | null,
  onlyBehind: boolean,
  page: { limit: number; offset: number },
): Promise<Standing> {
  return standingPage(executor, tenantId, scope, year, requiredTenths, onlyBehind, page);
}
