import type { HourRequirement, SaveRequirementBody, SaveSettingsBody } from '@yanxiu/contract/learning-hours';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { chinaYear } from '@server/platform/time/china-time';
import { findRequirement, listHourCategories, saveRequirement } from './learning-config.repository';
import { findCompletionShare, saveCompletionShare } from './learning-settings.repository';

const tenths = (hours: number) => Math.round(hours * 10);

/** The tenant's yearly requirement and crediting settings, read by everyone and set by district admins. */
export function createLearningConfigService({ db }: AppDeps) {
  return {
    requirement: (tenant: Tenant, year: number | undefined): Promise<HourRequirement> => findRequirement(db, tenant.id, year ?? chinaYear(new Date())),

    /** 422 for a category the tenant does not have, or minimums adding up to more than the total. */
    async saveRequirement(request: FastifyRequest, tenant: Tenant, actor: Actor, body: SaveRequirementBody): Promise<HourRequirement> {
      const codes = new Set((await listHourCategories(db, tenant.id)).map((category) => category.code));
      const unknown = Object.keys(body.categoryMinimums).filter((code) => !codes.has(code));
      if (unknown.length > 0) {
        throw new AppError('UNPROCESSABLE', { issues: unknown.map((code) => ({ path: `body.categoryMinimums.${code}`, message: 'not a category of this tenant' })) });
      }
      const minimums = Object.values(body.categoryMinimums).reduce((sum, hours) => sum + tenths(hours), 0);
      if (minimums > tenths(body.totalHours)) {
        throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.categoryMinimums', message: 'the minimums add up to more than the total' }] });
      }
      return db.transaction(async (tx) => {
        const before = await findRequirement(tx, tenant.id, body.year);
        await saveRequirement(tx, tenant.id, body, actor.userId, new Date());
        await recordAudit(tx, request, tenant.id, {
          action: 'learning.requirement_saved',
          entityType: 'learning_requirement',
          entityId: String(body.year),
          before: before.totalHours === null ? null : before,
          after: body,
        });
        return { year: body.year, totalHours: body.totalHours, categoryMinimums: body.categoryMinimums };
      });
    },

    async saveSettings(request: FastifyRequest, tenant: Tenant, actor: Actor, body: SaveSettingsBody): Promise<{ completionShare: number }> {
      return db.transaction(async (tx) => {
        const before = await findCompletionShare(tx, tenant.id);
        await saveCompletionShare(tx, tenant.id, body.completionShare, actor.userId, new Date());
        await recordAudit(tx, request, tenant.id, {
          action: 'learning.settings_saved',
          entityType: 'learning_settings',
          entityId: String(tenant.id),
          before: { completionShare: before },
          after: { completionShare: body.completionShare },
        });
        return { completionShare: body.completionShare };
      });
    },
  };
}
