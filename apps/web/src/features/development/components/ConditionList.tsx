import type { CheckedCondition } from '@yanxiu/contract/development-model';
import { Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { conditionStatus, factsOf, reasonKey, type ConditionStatus } from '../model/condition-status';

const COLORS: Record<ConditionStatus, string> = { met: 'success', notMet: 'error', toDeclare: 'warning' };

export type ConditionListProps = { conditions: readonly CheckedCondition[] };

/** The conditions of a phase, each met / not met / to be declared, with the facts and reason of its check. */
export function ConditionList({ conditions }: ConditionListProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const titles = useCodeTable('professionalTitle');
  if (conditions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('development.conditions.none')} />;
  return (
    <List
      size="small"
      data-testid="condition-list"
      dataSource={[...conditions].sort((a, b) => a.sort - b.sort)}
      renderItem={(condition) => {
        const status = conditionStatus(condition.check);
        const reason = reasonKey(condition.check.reason);
        const facts = factsOf(condition).map((fact) => {
          if (fact.key === 'title')
            return t('development.facts.title', { title: codeLabel(titles.data, String(fact.values.code), locale) });
          if (fact.key === 'learningHours')
            return t(
              fact.values.required === undefined ? 'development.facts.learningHoursOnly' : 'development.facts.learningHours',
              fact.values,
            );
          if (fact.key === 'verifiedRecords')
            return t(
              fact.values.required === undefined ? 'development.facts.verifiedRecordsOnly' : 'development.facts.verifiedRecords',
              fact.values,
            );
          return t(`development.facts.${fact.key}`, fact.values);
        });
        return (
          <List.Item data-testid={`condition-${condition.code}`} data-status={status}>
            <Space orientation="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap>
                <Tag color={COLORS[status]}>{t(`development.conditions.${status}`)}</Tag>
                <Typography.Text>{locale === 'en-US' ? condition.nameEn : condition.name}</Typography.Text>
              </Space>
              {(facts.length > 0 || reason) && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[...facts, ...(reason && status !== 'met' ? [t(`development.reasons.${reason}`)] : [])].join(t('development.separator'))}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
