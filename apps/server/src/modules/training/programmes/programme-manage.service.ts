import type {
  ManagedProgramme,
  ProgrammeInput,
  ProgrammeStatusBody,
  ProgrammeSummary,
  UpdateProgrammeBody,
} from '@yanxiu/contract/training';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { managedScopeOf, trainingAccess } from '@server/modules/training/training.access';
import {
  countCurrentUnits,
  countEnrolmentsByStatus,
  deleteUnits,
  findCompletedUnitIds,
  findOrgUnits,
  findStudioHeader,
  findUserName,
  insertProgramme,
  insertUnit,
  listAllUnits,
  listManagedProgrammes,
  markUnitsRemoved,
  updateProgrammeGuarded,
  updateProgrammeStatusGuarded,
  updateUnit,
} from './programme-manage.repository';
import { checkProgrammeInput, unitValuesOf } from './programme-manage.rules';
import { findProgrammeById, findUnitsByProgramme } from './programme-read.repository';
import { unitsRemoving } from './unit-removal-events';
import { toProgrammeDetail, toProgrammeSummary, type ProgrammeWithOrganiser } from './programme-view';

type StatusAction = ProgrammeStatusBody['action'];

/** The statuses each action moves a programme from, and where to. Anything else is refused. */
const TRANSITIONS: Record<StatusAction, { from: readonly string[]; to: 'published' | 'closed' | 'archived' }> = {
  publish: { from: ['draft', 'closed'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  archive: { from: ['draft', 'closed'], to: 'archived' },
};

/** A programme as staff edit it, read inside `executor` (so a write answers what it wrote). */
async function managedOf(executor: Executor, tenantId: TenantId, programme: ProgrammeWithOrganiser): Promise<ManagedProgramme> {
  const units = await findUnitsByProgramme(executor, tenantId, programme.id);
  const schools = await findOrgUnits(executor, tenantId, programme.targetSchoolIds);
  const names = new Map(schools.map((school) => [school.id, school.name]));
  const studio = programme.studioId === null ? null : ((await findStudioHeader(executor, tenantId, programme.studioId)) ?? null);
  const counts = await countEnrolmentsByStatus(executor, tenantId, programme.id);
  const detail = toProgrammeDetail(programme, {
    units,
    completedUnitIds: new Set(),
    targetSchoolNames: programme.targetSchoolIds.map((id) => names.get(id) ?? ''),
    studio,
    myEnrolment: null,
    enrolBlocker: null,
    pendingOrderId: null,
  });
  return {
    ...detail,
    version: programme.version,
    createdByName: (await findUserName(executor, tenantId, programme.createdBy)) ?? '',
    updatedAt: programme.updatedAt.toISOString(),
    enrolmentCounts: {
      pending: counts.pending ?? 0,
      enrolled: counts.enrolled ?? 0,
      rejected: counts.rejected ?? 0,
      cancelled: counts.cancelled ?? 0,
    },
  };
}

/** The programme if the caller manages it: 404 when the tenant has none such, 403 when it is not theirs. */
async function managedProgramme(executor: Executor, tenantId: TenantId, actor: Actor, id: number): Promise<ProgrammeWithOrganiser> {
  const programme = await findProgrammeById(executor, tenantId, id);
  if (!programme) throw new AppError('NOT_FOUND');
  requireAccess(actor, trainingAccess.manageProgramme, programme);
  return programme;
}

/**
 * Saves the units as the ordered array says: kept ids rewritten, new ones added, missing ones dropped. Other domains
 * hear of the dropped ones first, in this transaction, and may refuse (an exam teachers sat) or let their work go.
 */
async function saveUnits(ctx: RequestContext, tx: Executor, programmeId: number, units: ProgrammeInput['units']): Promise<void> {
  const { tenantId } = ctx;
  const existing = await listAllUnits(tx, tenantId, programmeId);
  const kept = new Set(units.flatMap((unit) => (unit.id === undefined ? [] : [unit.id])));
  const droppedUnits = existing.filter((unit) => !unit.removed && !kept.has(unit.id));
  if (droppedUnits.length > 0) {
    await ctx.events.emit(eventScopeOf(ctx, tx), unitsRemoving, { programmeId, units: droppedUnits, locale: ctx.locale });
  }
  const dropped = droppedUnits.map((unit) => unit.id);
  // A unit someone completed stays, hidden, so their hours and progress keep meaning what they meant.
  const completed = await findCompletedUnitIds(tx, tenantId, dropped);
  await markUnitsRemoved(
    tx,
    tenantId,
    dropped.filter((id) => completed.has(id)),
  );
  await deleteUnits(
    tx,
    tenantId,
    dropped.filter((id) => !completed.has(id)),
  );
  for (const [index, unit] of units.entries()) {
    const values = unitValuesOf(unit, index + 1);
    if (unit.id === undefined) await insertUnit(tx, tenantId, programmeId, values);
    else await updateUnit(tx, tenantId, programmeId, unit.id, values);
  }
}

// Staff authoring of programmes: the managed list, create, version-guarded edit and status moves.

/** One page of the programmes the caller manages. */
export async function listProgrammesToManage(
  ctx: RequestContext,
  query: { kind?: string | undefined; status?: string | undefined; keyword?: string | undefined; current: number; size: number },
): Promise<{ records: ProgrammeSummary[]; total: number; current: number; size: number }> {
  const { rows, total } = await listManagedProgrammes(ctx.db, ctx.tenantId, { ...query, scope: managedScopeOf(ctx.actor) }, query);
  return { records: rows.map((row) => toProgrammeSummary(row)), total, current: query.current, size: query.size };
}

/** One programme the caller manages. */
export async function readManagedProgramme(ctx: RequestContext, id: number): Promise<ManagedProgramme> {
  return managedOf(ctx.db, ctx.tenantId, await managedProgramme(ctx.db, ctx.tenantId, ctx.actor, id));
}

/** Creates a draft programme with its units. */
export async function createProgramme(ctx: RequestContext, input: ProgrammeInput): Promise<ManagedProgramme> {
  const { tenantId, actor } = ctx;
  const values = await checkProgrammeInput(ctx, input);
  return ctx.transaction(async (tx) => {
    const id = await insertProgramme(tx, tenantId, { ...values, createdBy: actor.userId });
    await saveUnits(ctx, tx, id, input.units);
    const after = await managedOf(tx, tenantId, (await findProgrammeById(tx, tenantId, id))!);
    await recordAudit(tx, ctx, { action: 'training.programme_created', entityType: 'training_programme', entityId: String(id), after });
    return after;
  });
}

/** Rewrites a programme and its units, if nobody changed it since the caller read `version`. */
export async function updateProgramme(ctx: RequestContext, body: UpdateProgrammeBody): Promise<ManagedProgramme> {
  const { db, tenantId } = ctx;
  const { id, version, ...input } = body;
  const current = await managedProgramme(db, tenantId, ctx.actor, id);
  if (current.version !== version) throw new AppError('STALE_VERSION');
  const units = new Map((await listAllUnits(db, tenantId, id)).map((unit) => [unit.id, unit]));
  const values = await checkProgrammeInput(ctx, input, { seatsTaken: current.seatsTaken, units });
  return ctx.transaction(async (tx) => {
    const before = await managedOf(tx, tenantId, current);
    if (!(await updateProgrammeGuarded(tx, tenantId, id, version, values))) {
      const now = await findProgrammeById(tx, tenantId, id);
      if (!now) throw new AppError('NOT_FOUND');
      if (now.version !== version) throw new AppError('STALE_VERSION');
      // Seats were taken between the check and the write.
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.capacity', message: `${now.seatsTaken} seats are already taken` }] });
    }
    await saveUnits(ctx, tx, id, input.units);
    const after = await managedOf(tx, tenantId, (await findProgrammeById(tx, tenantId, id))!);
    await recordAudit(tx, ctx, {
      action: 'training.programme_updated',
      entityType: 'training_programme',
      entityId: String(id),
      before,
      after,
    });
    return after;
  });
}

/** Publishes, closes or archives a programme, from the statuses that allow it, at the version read. */
export async function changeProgrammeStatus(ctx: RequestContext, body: ProgrammeStatusBody): Promise<ManagedProgramme> {
  const { db, tenantId } = ctx;
  const current = await managedProgramme(db, tenantId, ctx.actor, body.id);
  if (current.version !== body.version) throw new AppError('STALE_VERSION');
  const move = TRANSITIONS[body.action];
  if (!move.from.includes(current.status)) {
    throw new AppError('STATE_NOT_ALLOWED', {
      issues: [{ path: 'body.action', message: `cannot ${body.action} a ${current.status} programme` }],
    });
  }
  return ctx.transaction(async (tx) => {
    if (body.action === 'publish' && (await countCurrentUnits(tx, tenantId, body.id)) === 0) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.action', message: 'add at least one unit before publishing' }] });
    }
    if (!(await updateProgrammeStatusGuarded(tx, tenantId, body.id, { version: body.version, ...move }))) {
      // Someone moved or edited it between the read and the write.
      throw new AppError('STALE_VERSION');
    }
    const after = await managedOf(tx, tenantId, (await findProgrammeById(tx, tenantId, body.id))!);
    await recordAudit(tx, ctx, {
      action: `training.programme_${move.to}`,
      entityType: 'training_programme',
      entityId: String(body.id),
      before: { status: current.status, version: current.version },
      after: { status: after.status, version: after.version },
    });
    return after;
  });
}
