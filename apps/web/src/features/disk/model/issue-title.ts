import type { TFunction } from 'i18next';

/**
 * An issue's title as every page names it: its first resource's title, and how many it holds when more than one
 * (《计划》 等 2 项), worded through the locale with the count's plural form. The server stores only the first title.
 */
export function issueTitle(t: TFunction, issue: { title: string; resources: number }): string {
  return issue.resources > 1 ? t('disk.distributed.resources', { title: issue.title, count: issue.resources }) : issue.title;
}
