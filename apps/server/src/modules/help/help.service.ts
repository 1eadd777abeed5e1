import { HELP_CATEGORIES, type HelpListQuery, type HelpPage, type HelpfulResult, type SaveHelpBody } from '@yanxiu/contract/help';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import { deleteHelp, findHelp, insertHelp, listHelpEntries, updateHelp, voteHelpful } from './help.repository';
import { helpTexts } from './help.texts';

// Help: the searchable list by category, "was this helpful" once per user, and writing by district staff.

/** A page of the tenant's help in category order, with whether the caller found each helpful. */
export async function listHelp(ctx: RequestContext, query: HelpListQuery): Promise<HelpPage> {
  const { rows, total } = await listHelpEntries(
    ctx.db,
    ctx.tenantId,
    ctx.actor.userId,
    { category: query.category, kind: query.kind, keyword: query.keyword, offset: (query.current - 1) * query.size, limit: query.size },
    HELP_CATEGORIES,
  );
  const records = rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind as HelpPage['records'][number]['kind'],
    category: row.category as HelpPage['records'][number]['category'],
    title: row.title,
    bodyHtml: row.bodyHtml,
    helpfulCount: row.helpfulCount,
    helpful: row.helpful,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { records, total, current: query.current, size: query.size };
}

/** Counts the caller once; repeating answers the same count. 404 for an entry of no such id in the tenant. */
export async function markHelpHelpful(ctx: RequestContext, id: number): Promise<HelpfulResult> {
  return ctx.transaction(async (tx) => {
    if (!(await findHelp(tx, ctx.tenantId, id))) throw new AppError('NOT_FOUND');
    return { id, helpfulCount: await voteHelpful(tx, ctx.tenantId, id, ctx.actor.userId), helpful: true as const };
  });
}

/** Creates or edits an entry (rich text sanitised); an edit names the version it read. */
export async function saveHelp(ctx: RequestContext, body: SaveHelpBody): Promise<{ id: number; version: number }> {
  const bodyHtml = sanitizeRichText(body.bodyHtml);
  const bodyText = plainTextOf(bodyHtml);
  if (bodyText === '') {
    throw new AppError('UNPROCESSABLE', {
      message: helpTexts(ctx.locale, 'emptyBody'),
      issues: [{ path: 'body.bodyHtml', message: 'no text once sanitised' }],
    });
  }
  const fields = { kind: body.kind, category: body.category, title: body.title, bodyHtml, bodyText };
  return ctx.transaction(async (tx) => {
    let id: number;
    let version: number;
    if (body.id === undefined) {
      id = await insertHelp(tx, ctx.tenantId, { ...fields, authorUserId: ctx.actor.userId });
      version = 1;
    } else {
      if (!(await findHelp(tx, ctx.tenantId, body.id))) throw new AppError('NOT_FOUND');
      if (!(await updateHelp(tx, ctx.tenantId, body.id, body.version!, fields, new Date()))) throw new AppError('STALE_VERSION');
      id = body.id;
      version = body.version! + 1;
    }
    await recordAudit(tx, ctx, {
      action: body.id === undefined ? 'help.created' : 'help.updated',
      entityType: 'help_entry',
      entityId: String(id),
      before: null,
      after: { title: fields.title, kind: fields.kind, category: fields.category },
    });
    return { id, version };
  });
}

/** Deletes an entry at the version read (409 when stale). */
export async function deleteHelpEntry(ctx: RequestContext, id: number, version: number): Promise<{ id: number; version: number }> {
  return ctx.transaction(async (tx) => {
    const before = await findHelp(tx, ctx.tenantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (!(await deleteHelp(tx, ctx.tenantId, id, version))) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: 'help.deleted',
      entityType: 'help_entry',
      entityId: String(id),
      before: { title: before.title, version },
      after: null,
    });
    return { id, version };
  });
}
