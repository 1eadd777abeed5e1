import { TrainingKind, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { TrainingAccess } from '../../training.access';

/** The kinds of programme a user may create: district staff every kind, school admins school-based training only. */
export function creatableKinds(access: TrainingAccess): TrainingKindValue[] {
  if (access.canManageTenantTraining) return [...TrainingKind.values];
  return access.canManageTraining ? ['school'] : [];
}
