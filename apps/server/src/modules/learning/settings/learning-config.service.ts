import type { HourCategoriesResult, HourRequirement, SaveRequirementBody, SaveSettingsBody } from '@yanxiu/contract/learning-hours';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaYear } from '@server/platform/time/china-time';
import { findCompletionShare } from '@server/modules/learning/watch/completion-share.repository';
import { findRequirement, listHourCategories, saveRequirement } from './learning-config.repository';
import { changeLearningSettings } from './learning-settings.service';

const tenths = (hours: number) => Math.round(hours * 10);

// The tenant's yearly requirement and crediting settings, read by everyone and set by district admins.

/** The tenant's categories of hours and the share of a video that completes it. */
export async function listHourCategoriesWithShare(ctx: RequestContext): Promise<HourCategoriesResult> {
  const [categories, completionShare] = await Promise.all([
    listHourCategories(ctx.db, ctx.tenantId),
    findCompletionShare(ctx.db, ctx.tenantId),
  ]);
  return { categories, completionShare };
}

/** The tenant's requirement for a year (the current year, China time, by default). */
export function readHoursRequirement(ctx: RequestContext, year: number | undefined): Promise<HourRequirement> {
  return findRequirement(ctx.db, ctx.tenantId, year ?? chinaYear(new Date()));
}

/** 422 for a category the tenant does not have, or minimums adding up to more than the total. */
export async function saveHoursRequirement(ctx: RequestContext, body: SaveRequirementBody): Promise<HourRequirement> {
  const { tenantId, actor } = ctx;
  const codes = new Set((await listHourCategories(ctx.db, tenantId)).map((category) => category.code));
  const unknown = Object.keys(body.categoryMinimums).filter((code) => !codes.has(code));
  if (unknown.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      issues: unknown.map((code) => ({ path: `body.categoryMinimums.${code}`, message: 'not a category of this tenant' })),
    });
  }
  const minimums = Object.values(body.categoryMinimums).reduce((sum, hours) => sum + tenths(hours), 0);
  if (minimums > tenths(body.totalHours)) {
    throw new AppError('UNPROCESSABLE', {
      issues: [{ path: 'body.categoryMinimums', message: 'the minimums add up to more than the total' }],
    });
  }
  return ctx.transaction(async (tx) => {
    const before = await findRequirement(tx, tenantId, body.year);
    await saveRequirement(tx, tenantId, body, actor.userId, new Date());
    await recordAudit(tx, ctx, {
      action: 'learning.requirement_saved',
      entityType: 'learning_requirement',
      entityId: String(body.year),
      before: before.totalHours === null ? null : before,
      after: body,
    });
    return { year: body.year, totalHours: body.totalHours, categoryMinimums: body.categoryMinimums };
  });
}

/** Sets the caller's tenant's completion share, through the one write path of learning settings. */
export async function saveCompletionShareSetting(ctx: RequestContext, body: SaveSettingsBody): Promise<{ completionShare: number }> {
  const saved = await ctx.transaction((tx) => changeLearningSettings(ctx, tx, ctx.tenantId, { completionShare: body.completionShare }));
  return { completionShare: saved.completionShare };
}
