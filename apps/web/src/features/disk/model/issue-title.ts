import type { TFunction } from 'i18next';

/**
 * An issue's title as every page names it, worded through the locale with the count's plural form: one folder alone
 * by the folder and its file count (学期计划（3 个文件）); anything else by its first resource's title, and how many
 * it holds when more than one (《计划》 等 2 项).
 */
export function issueTitle(t: TFunction, issue: { title: string; folderTitle: boolean; resources: number }): string {
  if (issue.folderTitle) return t('disk.distributed.folder', { title: issue.title, count: issue.resources });
  return issue.resources > 1 ? t('disk.distributed.resources', { title: issue.title, count: issue.resources }) : issue.title;
}
