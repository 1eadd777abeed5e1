import { CurrentPhase } from '@yanxiu/contract/development';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { developmentApplyRoutes } from '@server/modules/development/applications/development-apply.routes';
import { developmentConfigRoutes } from '@server/modules/development/model/development-config.routes';
import { scheduleEvidenceSweep } from '@server/modules/development/evidence/development-evidence-sweep';
import { developmentModelRoutes } from '@server/modules/development/model/development-model.routes';
import { findTeacherPhaseCode, listPhases } from './development.repository';

/** Career development calls: the phase ladder, and the development-application model built on it. */
export const developmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  // The development-application model lives in its own plugins; registering them here keeps app.ts unchanged.
  await app.register(developmentModelRoutes, deps);
  await app.register(developmentConfigRoutes, deps);
  await app.register(developmentApplyRoutes, deps);
  const sweep = scheduleEvidenceSweep(deps, app.log);
  app.addHook('onClose', async () => sweep.stop());

  app.get(
    ApiPaths.getTeacherCurrentPhase,
    {
      config: { roles: ['teacher'] },
      schema: {
        tags: ['development'],
        summary: "The caller's current career phase and the tenant's ladder",
        description: 'A teacher with no phase on record stands on the lowest phase.',
        querystring: AppIdQuery,
        response: responses(CurrentPhase),
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const [record, ladder] = await Promise.all([findTeacherPhaseCode(db, tenant.id, actorOf(request).userId), listPhases(db, tenant.id)]);
      if (!record) throw new AppError('TEACHER_RECORD_MISSING');
      const current = ladder.find((phase) => phase.code === record.phaseCode) ?? ladder[0];
      if (!current) throw new AppError('NOT_FOUND');
      const next = ladder.find((phase) => phase.rank > current.rank);
      const view = (phase: (typeof ladder)[number]) => ({ phaseCode: phase.code, phaseName: phase.name, phaseNameEn: phase.nameEn });
      return ok({
        ...view(current),
        rank: current.rank,
        nextPhase: next ? view(next) : null,
        ladder: ladder.map((phase) => ({ ...view(phase), rank: phase.rank })),
      });
    },
  );
};
