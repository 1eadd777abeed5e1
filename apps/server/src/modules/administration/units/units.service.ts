import type { AuditAction } from '@yanxiu/contract/administration-audit';
import { SCHOOL_LEVEL, type ManagedUnit, type UnitCreateBody } from '@yanxiu/contract/administration-units';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { administrationAccess } from '../administration.access';
import { countOpenContents, findUnit, insertUnit, listUnits, rewritePaths, updateUnit, type UnitRow } from './units.repository';

// The unit shape the accounts' part of this domain reads through this service, not through the repository.
export type { UnitRow } from './units.repository';

// The org-unit tree: read by staff within their units, changed by district staff below their own unit.

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

export function toManagedUnit(unit: UnitRow, activeAccounts = 0): ManagedUnit {
  return {
    id: String(unit.id),
    parentId: unit.parentId === null ? null : String(unit.parentId),
    name: unit.name,
    level: unit.level,
    path: unit.path,
    sectionCodes: unit.sectionCodes,
    closedAt: unit.closedAt?.toISOString() ?? null,
    activeAccounts,
    version: unit.version,
  };
}

/** A unit the caller reaches; one outside their units is as unknown as one that does not exist. */
export async function reachableUnit(ctx: RequestContext, db: Executor, id: number): Promise<UnitRow> {
  const unit = await findUnit(db, ctx.tenantId, id);
  if (!unit || !administrationAccess.reachUnit(ctx.actor, unit)) throw new AppError('NOT_FOUND');
  return unit;
}

async function checkSections(db: Executor, level: number, sectionCodes: readonly string[]): Promise<void> {
  if (sectionCodes.length > 0 && level !== SCHOOL_LEVEL) throw unprocessable('body.sectionCodes', 'only a school has sections');
  if (new Set(sectionCodes).size !== sectionCodes.length) throw unprocessable('body.sectionCodes', 'a section is listed twice');
  for (const [index, code] of sectionCodes.entries()) {
    if (!(await isCodeOf(db, 'section', code))) throw unprocessable(`body.sectionCodes.${index}`, `unknown section ${code}`);
  }
}

/** Why a guarded change found nothing to change: the unit was closed, or changed since it was read. */
function staleOrClosed(unit: UnitRow): AppError {
  return new AppError(unit.closedAt ? 'STATE_NOT_ALLOWED' : 'STALE_VERSION');
}

/** A unit the caller may change (rename, move, close): reachable, and below the unit they act from. */
async function changeableUnit(ctx: RequestContext, db: Executor, id: number): Promise<UnitRow> {
  const unit = await reachableUnit(ctx, db, id);
  requireAccess(ctx.actor, administrationAccess.changeUnit, unit);
  return unit;
}

/** One guarded change of a unit with its audit entry, in one transaction. */
async function change(
  ctx: RequestContext,
  id: number,
  version: number,
  action: AuditAction,
  plan: (tx: Executor, unit: UnitRow) => Promise<Parameters<typeof updateUnit>[4]>,
  allowOwn = false,
): Promise<ManagedUnit> {
  return ctx.transaction(async (tx) => {
    const unit = allowOwn ? await reachableUnit(ctx, tx, id) : await changeableUnit(ctx, tx, id);
    if (unit.closedAt) throw new AppError('STATE_NOT_ALLOWED');
    const set = await plan(tx, unit);
    const after = await updateUnit(tx, ctx.tenantId, id, version, set);
    if (!after) throw staleOrClosed(unit);
    await recordAudit(tx, ctx, {
      action,
      entityType: 'org_unit',
      entityId: String(id),
      before: toManagedUnit(unit),
      after: toManagedUnit(after),
    });
    return toManagedUnit(after);
  });
}

/** The units the caller reaches, in tree order, with their active accounts. */
export async function listManagedUnits(ctx: RequestContext): Promise<ManagedUnit[]> {
  const underPath = administrationAccess.reachUnit(ctx.actor, { path: '/' }) ? null : ctx.actor.orgPath;
  const rows = await listUnits(ctx.db, ctx.tenantId, underPath);
  return rows.map((row) => toManagedUnit(row, row.activeAccounts));
}

/** Creates a unit under a parent the caller reaches. */
export async function createUnit(ctx: RequestContext, body: UnitCreateBody): Promise<ManagedUnit> {
  return ctx.transaction(async (tx) => {
    const parent = await reachableUnit(ctx, tx, Number(body.parentId));
    if (parent.closedAt) throw new AppError('STATE_NOT_ALLOWED');
    if (parent.level === SCHOOL_LEVEL) throw unprocessable('body.parentId', 'a school has no units below it');
    if (body.level > parent.level) throw unprocessable('body.level', 'a unit cannot rank above its parent');
    await checkSections(tx, body.level, body.sectionCodes);
    const created = await insertUnit(tx, ctx.tenantId, { parent, name: body.name, level: body.level, sectionCodes: body.sectionCodes });
    await recordAudit(tx, ctx, {
      action: 'administration.unit_created',
      entityType: 'org_unit',
      entityId: String(created.id),
      after: toManagedUnit(created),
    });
    return toManagedUnit(created);
  });
}

/** Renames a unit at the version read. */
export function renameUnit(ctx: RequestContext, body: { id: string; version: number; name: string }): Promise<ManagedUnit> {
  return change(ctx, Number(body.id), body.version, 'administration.unit_renamed', async () => ({ name: body.name }));
}

/** A school's sections: staff over the school, its own school admin included. */
export function replaceUnitSections(
  ctx: RequestContext,
  body: { id: string; version: number; sectionCodes: string[] },
): Promise<ManagedUnit> {
  return change(
    ctx,
    Number(body.id),
    body.version,
    'administration.unit_sections_changed',
    async (tx, unit) => {
      requireAccess(ctx.actor, administrationAccess.changeSections, unit);
      if (unit.level !== SCHOOL_LEVEL) throw unprocessable('body.sectionCodes', 'only a school has sections');
      await checkSections(tx, unit.level, body.sectionCodes);
      return { sectionCodes: body.sectionCodes };
    },
    true,
  );
}

/** Moves a unit and everything below it; their paths follow in the same transaction, a school keeps its sections. */
export function moveUnit(ctx: RequestContext, body: { id: string; version: number; parentId: string }): Promise<ManagedUnit> {
  return change(ctx, Number(body.id), body.version, 'administration.unit_moved', async (tx, unit) => {
    const parent = await reachableUnit(ctx, tx, Number(body.parentId));
    if (parent.path.startsWith(unit.path)) throw unprocessable('body.parentId', 'a unit cannot move under itself');
    if (parent.closedAt) throw new AppError('STATE_NOT_ALLOWED');
    if (parent.level === SCHOOL_LEVEL || parent.level < unit.level)
      throw unprocessable('body.parentId', 'the new parent must be an office of the same level or higher');
    await rewritePaths(tx, ctx.tenantId, unit.path, `${parent.path}${unit.id}/`);
    return { parentId: parent.id };
  });
}

/** Closes a unit once nothing open is left in it: its units closed or moved, its people moved or disabled. */
export function closeUnit(ctx: RequestContext, body: { id: string; version: number }): Promise<ManagedUnit> {
  return change(ctx, Number(body.id), body.version, 'administration.unit_closed', async (tx, unit) => {
    const open = await countOpenContents(tx, ctx.tenantId, unit);
    if (open.openUnits > 0 || open.activeAccounts > 0) {
      throw new AppError('STATE_NOT_ALLOWED', {
        issues: [{ path: 'body.id', message: `still open: ${open.openUnits} units, ${open.activeAccounts} active accounts` }],
      });
    }
    return { closedAt: new Date() };
  });
}
