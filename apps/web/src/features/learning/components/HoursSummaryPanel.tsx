import '../i18n/register';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHours } from '../api/get-hours';
import { RequirementProgressCard } from './RequirementProgressCard';

/**
 * This year's learning hours against the tenant's requirement, for pages outside learning (the personal area's
 * continuing education): the caller's own, or (staff) a teacher's by `userId`. Loaded lazily through learning.public.
 */
export default function HoursSummaryPanel({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const hours = useHours(userId ? { userId } : {});
  if (hours.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (hours.isError) return <Alert type="warning" showIcon title={t('learningHours.common.loadFailed')} />;
  return <RequirementProgressCard breakdown={hours.data} />;
}
