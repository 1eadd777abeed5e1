import type { DiskQuotaUse } from '@yanxiu/contract/disk';
import { Flex, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useQuota } from '../api/quota';
import { formatBytes, usedPercent } from '../model/bytes';

function UseLine({ label, use, testId }: { label: string; use: DiskQuotaUse; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const taken = use.usedBytes + use.reservedBytes;
  const percent = usedPercent(taken, use.limitBytes);
  return (
    <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }} data-testid={testId} data-used={use.usedBytes}>
      <Typography.Text type="secondary">
        {label}: {t('disk.quota.used', { used: formatBytes(use.usedBytes, locale), limit: formatBytes(use.limitBytes, locale) })}
        {use.reservedBytes > 0 ? t('disk.quota.reserved', { reserved: formatBytes(use.reservedBytes, locale) }) : ''}
      </Typography.Text>
      <Progress percent={percent} size="small" showInfo={false} status={percent >= 90 ? 'exception' : 'normal'} aria-label={label} />
    </Flex>
  );
}

/** The caller's quota: their own space and their school's, with what uploads under way have reserved. */
export function QuotaBar() {
  const { t } = useTranslation();
  const quota = useQuota();
  if (quota.isError) return <RetryAlert onRetry={() => void quota.refetch()} />;
  if (!quota.data) return <Skeleton active paragraph={false} />;
  return (
    <Flex gap={24} wrap style={{ marginBottom: 16 }}>
      <UseLine label={t('disk.quota.label')} use={quota.data.user} testId="disk-quota-user" />
      {quota.data.school && <UseLine label={t('disk.quota.school')} use={quota.data.school} testId="disk-quota-school" />}
    </Flex>
  );
}
