import type { TFunction } from 'i18next';
import type { ManagedPaging } from '@/shared/ui/ManagedTable';

/** Staff lists scroll sideways on narrow screens rather than squeezing their many columns. */
const SIDEWAYS = { x: 'max-content' } as const;

/** What every training staff list shares: server pages with their total, the load failure's title, sideways scroll. */
export function staffListProps(
  t: TFunction,
  current: number,
  onPageChange: (page: number) => void,
): { paging: ManagedPaging; failedTitle: string; scroll: typeof SIDEWAYS } {
  return {
    paging: { current, onChange: onPageChange, totalText: (count) => t('trainingManage.common.total', { count }) },
    failedTitle: t('trainingManage.common.loadFailed'),
    scroll: SIDEWAYS,
  };
}

/** The 403 of the training staff pages: for staff only, or (`districtOnly`) for district staff only. */
export function staffRefusal(t: TFunction, districtOnly = false) {
  return {
    title: t('trainingManage.common.forbiddenTitle'),
    text: t(districtOnly ? 'trainingManage.common.districtOnlyText' : 'trainingManage.common.forbiddenText'),
    testId: 'manage-forbidden',
  };
}
