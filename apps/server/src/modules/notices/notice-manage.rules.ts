import type { NoticeState } from '@yanxiu/contract/notices';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { Audience } from '@server/modules/notifications/notifications.public';
import { noticeAccess } from './notices.access';
import { findNotice, type NoticeRow } from './notices.repository';
import { noticesTexts } from './notices.texts';

/** A key of the notices' texts. */
type NoticeText = Parameters<typeof noticesTexts>[1];

// The rules staff's notice services share: where a notice stands, who it is for, and who may manage it.

/** Where a notice stands at `now`. */
export function noticeStateOf(notice: Pick<NoticeRow, 'withdrawnAt' | 'publishAt' | 'expiresAt'>, now: Date): NoticeState {
  if (notice.withdrawnAt) return 'withdrawn';
  if (notice.publishAt > now) return 'scheduled';
  if (notice.expiresAt && notice.expiresAt <= now) return 'expired';
  return 'published';
}

/** Who a notice is for, as notifications resolve it: the same rule the reader's list applies. */
export function audienceOf(notice: Pick<NoticeRow, 'scopeUnitIds' | 'scopeSections' | 'scopeRoles'>): Audience {
  return { kind: 'scope', unitIds: notice.scopeUnitIds, sections: notice.scopeSections, roles: notice.scopeRoles };
}

/** A notice the caller manages (404 for none of the tenant, 403 for one outside their reach). */
export async function manageableNotice(ctx: RequestContext, db: Executor, id: number): Promise<NoticeRow> {
  const notice = await findNotice(db, ctx.tenantId, id);
  if (!notice) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, noticeAccess.manageNotice, notice);
  return notice;
}

/** A 422 naming the fields, with a message in the caller's language. */
export function noticeUnprocessable(ctx: RequestContext, issues: Array<{ path: string; message: string }>, text: NoticeText): AppError {
  return new AppError('UNPROCESSABLE', { message: noticesTexts(ctx.locale, text), issues });
}
