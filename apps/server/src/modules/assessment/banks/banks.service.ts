import type { ArchiveBankBody, Bank, BankPage, BanksQuery, CreateBankBody, UpdateBankBody } from '@yanxiu/contract/assessment-banks';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { assessmentTexts } from '../assessment.texts';
import { bankToChange, bankToUse, reachOf } from './bank-reach';
import { bankNameTaken, findBank, findUnit, insertBank, listBanks, updateBank, type BankRow } from './banks.repository';

/** A school is level 1; an office above it may share its banks down. */
const SCHOOL_LEVEL = 1;

function bankOf(ctx: RequestContext, row: BankRow): Bank {
  return {
    bankId: row.bankId,
    name: row.name,
    description: row.description,
    ownerUnitId: row.ownerUnitId,
    ownerUnitName: row.ownerUnitName,
    sharedDown: row.sharedDown,
    archived: row.archivedAt !== null,
    access: assessmentAccess.manageBank(ctx.actor, row) ? 'manage' : 'use',
    questionCount: row.questionCount,
    folderCount: row.folderCount,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = (ctx: RequestContext) => new AppError('CONFLICT', { message: assessmentTexts(ctx.locale, 'bankNameTaken') });
const notShareable = (ctx: RequestContext) => new AppError('UNPROCESSABLE', { message: assessmentTexts(ctx.locale, 'bankNotShareable') });

/** The banks the caller may use or manage, the ones they manage first. */
export async function listAssessmentBanks(ctx: RequestContext, query: BanksQuery): Promise<BankPage> {
  const { rows, total } = await listBanks(ctx.db, ctx.tenantId, reachOf(ctx.actor), {
    access: query.access,
    keyword: query.keyword,
    archived: query.archived === 'true',
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: rows.map((row) => bankOf(ctx, row)), total, current: query.current, size: query.size };
}

/** One bank the caller may use. */
export async function readAssessmentBank(ctx: RequestContext, bankId: number): Promise<Bank> {
  return bankOf(ctx, await bankToUse(ctx, ctx.db, bankId));
}

/** Creates a bank of a unit the caller is staff over (their own by default); 409 when the unit has one of the name. */
export async function createAssessmentBank(ctx: RequestContext, body: CreateBankBody): Promise<Bank> {
  return ctx.transaction(async (tx) => {
    const unit = await findUnit(tx, ctx.tenantId, body.ownerUnitId ?? ctx.actor.orgUnitId);
    if (!unit || unit.closedAt) throw new AppError('NOT_FOUND');
    requireAccess(ctx.actor, assessmentAccess.ownBankAt, unit);
    if (body.sharedDown && unit.level === SCHOOL_LEVEL) throw notShareable(ctx);
    const bankId = await insertBank(tx, ctx.tenantId, {
      ownerUnitId: unit.id,
      name: body.name,
      description: body.description,
      sharedDown: body.sharedDown,
      createdBy: ctx.actor.userId,
    });
    if (bankId === undefined) throw nameTaken(ctx);
    const bank = bankOf(ctx, (await findBank(tx, ctx.tenantId, bankId))!);
    await recordAudit(tx, ctx, { action: 'assessment.bank_created', entityType: 'assessment_bank', entityId: String(bankId), after: body });
    return bank;
  });
}

/** Renames, describes or shares a bank down at the version read; 409 on a stale version or a name taken. */
export async function updateAssessmentBank(ctx: RequestContext, body: UpdateBankBody): Promise<Bank> {
  return ctx.transaction(async (tx) => {
    const bank = await bankToChange(ctx, tx, body.bankId);
    if (body.sharedDown && (await findUnit(tx, ctx.tenantId, bank.ownerUnitId))?.level === SCHOOL_LEVEL) throw notShareable(ctx);
    if (await bankNameTaken(tx, ctx.tenantId, bank.ownerUnitId, body.name, bank.bankId)) throw nameTaken(ctx);
    const { bankId, version, ...values } = body;
    if (!(await updateBank(tx, ctx.tenantId, bankId, version, values))) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: 'assessment.bank_saved',
      entityType: 'assessment_bank',
      entityId: String(bankId),
      before: { name: bank.name, description: bank.description, sharedDown: bank.sharedDown },
      after: values,
    });
    return bankOf(ctx, (await findBank(tx, ctx.tenantId, bankId))!);
  });
}

/** Archives a bank (read-only, no new exam draws from it) or brings it back, at the version read. */
export async function archiveAssessmentBank(ctx: RequestContext, body: ArchiveBankBody): Promise<Bank> {
  return ctx.transaction(async (tx) => {
    await bankToChange(ctx, tx, body.bankId, { archivedToo: true });
    if (!(await updateBank(tx, ctx.tenantId, body.bankId, body.version, { archivedAt: body.archived ? new Date() : null })))
      throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: body.archived ? 'assessment.bank_archived' : 'assessment.bank_restored',
      entityType: 'assessment_bank',
      entityId: String(body.bankId),
    });
    return bankOf(ctx, (await findBank(tx, ctx.tenantId, body.bankId))!);
  });
}
