import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { Alert, Card, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { categoryLabel, formatHours } from '../model/hours';
import { requirementProgress, type ProgressLine } from '../model/progress';

/** The year's hours against the tenant's requirement: the state in words, then the total and each category. */
export function RequirementProgressCard({ breakdown }: { breakdown: HoursBreakdown }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const progress = requirementProgress(breakdown);
  const { year } = breakdown;
  const b = (key: string, options?: Record<string, unknown>) => t(`learningHours.breakdown.${key}`, options ?? {});

  let message: string;
  if (progress.state === 'none') message = b('none', { year });
  else if (progress.state === 'met') message = b('met', { year });
  else if (progress.total.short > 0) message = b('unmet', { year, hours: formatHours(progress.total.short) });
  else message = b('unmetCategories', { year });

  const line = (item: ProgressLine, label: string) => (
    <div key={item.code} data-testid={`progress-${item.code}`}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{label}</Typography.Text>
        {/* Short of the requirement reads in strong default text: the warning yellow is too faint to read on white. */}
        <Typography.Text type={item.required !== null && !item.met ? undefined : 'secondary'} strong={item.required !== null && !item.met}>
          {item.required === null
            ? b('noRequired', { hours: formatHours(item.hours) })
            : b('ofRequired', { hours: formatHours(item.hours), required: formatHours(item.required) })}
          {item.required !== null && (item.met ? ` · ${b('lineMet')}` : ` · ${b('short', { hours: formatHours(item.short) })}`)}
        </Typography.Text>
      </Flex>
      {item.required !== null && (
        <Progress percent={item.percent} status={item.met ? 'success' : 'active'} showInfo={false} aria-label={label} />
      )}
    </div>
  );

  return (
    <Card title={b('progressTitle', { year })} size="small" data-testid="hours-progress">
      <Flex vertical gap={12}>
        <Alert
          type={progress.state === 'met' ? 'success' : progress.state === 'unmet' ? 'warning' : 'info'}
          showIcon
          title={message}
          data-testid="hours-state"
        />
        {line(progress.total, b('totalLabel'))}
        {progress.categories.map((item) => line(item, categoryLabel(breakdown.categories, item.code, locale)))}
      </Flex>
    </Card>
  );
}
