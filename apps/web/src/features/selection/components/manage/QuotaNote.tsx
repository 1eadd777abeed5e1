import type { QuotaUse } from '@yanxiu/contract/selection';
import { Alert, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Places used and left of each quota (the school's, or a group's); a full one says the next recommendation is refused. */
export function QuotaNote({ quota, groupNames = {} }: { quota: QuotaUse[]; groupNames?: Record<number, string> }) {
  const { t } = useTranslation();
  if (quota.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="quota-note">
      {quota.map((use) => {
        const name =
          use.groupId === null ? t('selectionManage.quota.school') : (groupNames[use.groupId] ?? t('selectionManage.quota.group'));
        const key = `${use.orgId}-${use.groupId ?? 'all'}`;
        if (use.limit === null)
          return (
            <Typography.Text key={key} data-testid="quota-line">
              {t('selectionManage.quota.unlimited', { name, count: use.used })}
            </Typography.Text>
          );
        const left = Math.max(0, use.limit - use.used);
        return (
          <div key={key} data-testid="quota-line">
            <Typography.Text>{t('selectionManage.quota.used', { name, used: use.used, count: use.limit })}</Typography.Text>
            <Progress
              percent={Math.round((Math.min(use.used, use.limit) / use.limit) * 100)}
              showInfo={false}
              size="small"
              status={left === 0 ? 'exception' : 'normal'}
              aria-label={t('selectionManage.quota.used', { name, used: use.used, count: use.limit })}
            />
            {left === 0 ? (
              <Alert type="warning" showIcon title={t('selectionManage.quota.full', { name })} data-testid="quota-full" />
            ) : (
              <Typography.Text type="secondary">{t('selectionManage.quota.left', { count: left })}</Typography.Text>
            )}
          </div>
        );
      })}
    </Flex>
  );
}
