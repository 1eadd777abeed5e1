import type { NotificationParams } from '@yanxiu/contract/notifications';

/**
 * How the bell, e-mail, WeChat and to-do name an issue. A folder issue: `context: 'folder'` (the web's catalogues pick
 * their `_folder` wording by i18next's context, render.ts its folder sentence) and always its file count. Otherwise the
 * count only for several, beside the first title (等 N 项).
 */
export function issueNotificationParams(issue: { title: string; folderTitle: boolean; resourceCount: number }): NotificationParams {
  if (issue.folderTitle) return { title: issue.title, count: issue.resourceCount, context: 'folder' };
  return issue.resourceCount > 1 ? { title: issue.title, count: issue.resourceCount } : { title: issue.title };
}
