import '../i18n/learning.register';
import { Alert, Skeleton } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useHours } from '../api/get-hours';
import { RequirementProgressCard } from './RequirementProgressCard';

/**
 * This year's learning hours against the tenant's requirement, for pages outside learning (the personal area's
 * continuing education): the caller's own, or (staff) a teacher's by `userId`. Loaded lazily through learning.public.
 * `placeholderHeight` is the height its loading state holds.
 */
export default function HoursSummaryPanel({ userId, placeholderHeight }: { userId?: string; placeholderHeight?: number }) {
  const { t } = useTranslation();
  // Deferred: when the data arrives, the card renders in the background in slices instead of in the one long task
  // a query's answer otherwise runs on a phone (issue 19).
  const hours = useDeferredValue(useHours(userId ? { userId } : {}));
  // A caller that knows the card's usual height holds it while loading, so what follows does not move when it arrives.
  if (hours.isPending)
    return (
      <div style={{ minHeight: placeholderHeight }}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  if (hours.isError) return <Alert type="warning" showIcon title={t('learningHours.common.loadFailed')} />;
  return <RequirementProgressCard breakdown={hours.data} />;
}
