import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { AuditSource } from '@server/platform/context/request-context';
import type { EventScope } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { BACKBONE_PHASE_CODE } from '@server/modules/basecode/basecode.public';
import type { BackboneRecognition } from '@server/modules/profile/profile.public';
import { grantRole } from '@server/modules/teacher/teacher.public';
import { developmentRoles } from './development.access';
import { findTeacherPhaseCode, listPhases, raiseTeacherPhase } from './development.repository';

// "Backbone teacher" (骨干教师) is both a recognition, which gives the backbone role, and a rung of the career ladder.
// Each way of becoming one brings the other along in the same transaction, so no page shows a teacher recognised
// as backbone below that rung, or on it without the role: the recognition raises the phase (never lowers it), and a
// development application finished on the rung or above grants the role.

/** Handler of profile's backboneRecognised: the recognised teacher stands at least on the backbone rung. */
export async function raisePhaseOnBackboneRecognition(scope: EventScope, recognised: BackboneRecognition): Promise<void> {
  const before = await findTeacherPhaseCode(scope.tx, scope.tenantId, recognised.userId);
  if (!before) return;
  if (!(await raiseTeacherPhase(scope.tx, scope.tenantId, recognised.userId, BACKBONE_PHASE_CODE, recognised.at))) return;
  await recordAudit(scope.tx, recognised.by, {
    action: 'development.phase_raised',
    entityType: 'user',
    entityId: String(recognised.userId),
    before: { phaseCode: before.phaseCode },
    after: {
      phaseCode: BACKBONE_PHASE_CODE,
      raisedFor: { entityType: 'backbone_application', entityId: String(recognised.applicationId) },
    },
  });
}

/** Whether `phaseCode` is the tenant's backbone rung or above it (false when the ladder has no backbone rung). */
async function onOrAboveBackboneRung(db: Executor, tenantId: TenantId, phaseCode: string): Promise<boolean> {
  const ladder = await listPhases(db, tenantId);
  const rankOf = (code: string) => ladder.find((phase) => phase.code === code)?.rank;
  const backbone = rankOf(BACKBONE_PHASE_CODE);
  const reached = rankOf(phaseCode);
  return backbone !== undefined && reached !== undefined && reached >= backbone;
}

/** A finished application put its teacher on `phaseCode`: on the backbone rung or above, they hold the backbone role. */
export async function grantBackboneRoleOnRung(
  ctx: AuditSource,
  tx: Executor,
  application: { id: number; userId: number; phaseCode: string },
): Promise<void> {
  if (!(await onOrAboveBackboneRung(tx, ctx.tenantId, application.phaseCode))) return;
  await grantRole(ctx, tx, application.userId, developmentRoles.recognised, {
    entityType: 'development_application',
    entityId: String(application.id),
  });
}
