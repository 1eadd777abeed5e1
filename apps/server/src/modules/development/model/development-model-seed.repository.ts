import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { careerPhases } from '@server/db/schema/development';
import {
  conditionFiles,
  developmentModelSeeds,
  developmentTypes,
  phaseConditions,
  postTypePhases,
  postTypes,
  postTypeSections,
} from '@server/db/schema/development-model';
import type { DefaultPostType } from './default-model';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** What the seed writes: the development types and the post types with their paths, conditions and files. */
export type DevelopmentModelSeed = {
  types: Array<{ code: string; name: string; nameEn: string; sort: number; enabled: boolean }>;
  postTypes: DefaultPostType[];
};

/**
 * Gives a tenant the default development model once. A tenant that already received it (and may have changed
 * or emptied it since) is left alone. Phases missing from the tenant's own ladder are skipped with their conditions.
 */
export async function ensureDevelopmentModel(db: Executor, tenantId: TenantId, model: DevelopmentModelSeed): Promise<boolean> {
  const marked = await db
    .insert(developmentModelSeeds)
    .values({ tenantId })
    .onConflictDoNothing()
    .returning({ tenantId: developmentModelSeeds.tenantId });
  if (marked.length === 0) return false;

  const ladder = new Set(
    (await db.select({ code: careerPhases.code }).from(careerPhases).where(eq(careerPhases.tenantId, tenantId))).map((row) => row.code),
  );
  if (model.types.length > 0) await db.insert(developmentTypes).values(model.types.map((type) => ({ ...type, tenantId })));
  for (const [index, post] of model.postTypes.entries()) {
    const { code, name, nameEn, developmentTypeCode } = post;
    await db.insert(postTypes).values({ tenantId, code, name, nameEn, developmentTypeCode, sort: index + 1, enabled: true });
    if (post.sectionCodes.length > 0) {
      await db.insert(postTypeSections).values(post.sectionCodes.map((sectionCode) => ({ tenantId, postTypeCode: code, sectionCode })));
    }
    for (const phase of post.phases.filter((step) => ladder.has(step.phaseCode))) {
      const key = { tenantId, postTypeCode: code, phaseCode: phase.phaseCode };
      await db.insert(postTypePhases).values(key);
      for (const [sort, condition] of phase.conditions.entries()) {
        const { rule, files } = condition;
        await db.insert(phaseConditions).values({
          ...key,
          code: condition.code,
          name: condition.name,
          nameEn: condition.nameEn,
          kind: rule.kind,
          params: rule.params,
          sort: sort + 1,
        });
        if (files.length > 0) {
          await db
            .insert(conditionFiles)
            .values(files.map((file, fileSort) => ({ ...key, conditionCode: condition.code, ...file, sort: fileSort + 1 })));
        }
      }
    }
  }
  return true;
}
