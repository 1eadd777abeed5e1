import type { ResearchPlan } from '@yanxiu/contract/topic';
import { Descriptions, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';

/** A research plan to read: its parts, the stages with their dates and the references. */
export function PlanView({ plan }: { plan: ResearchPlan }) {
  const { t } = useTranslation();
  const text = (value: string) =>
    value.trim() ? (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value}</Typography.Paragraph>
    ) : (
      <Typography.Text type="secondary">{t('topicTeacher.plan.notGiven')}</Typography.Text>
    );
  return (
    <Descriptions column={1} bordered size="small" data-testid="plan-view">
      <Descriptions.Item label={t('topicTeacher.plan.background')}>{text(plan.background)}</Descriptions.Item>
      <Descriptions.Item label={t('topicTeacher.plan.aims')}>{text(plan.aims)}</Descriptions.Item>
      <Descriptions.Item label={t('topicTeacher.plan.methods')}>{text(plan.methods)}</Descriptions.Item>
      <Descriptions.Item label={t('topicTeacher.plan.stages')}>
        {plan.stages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicTeacher.plan.noStages')} />
        ) : (
          <Timeline
            data-testid="plan-stages"
            items={plan.stages.map((stage, index) => ({
              key: index,
              content: (
                <>
                  <Typography.Text strong>{stage.title}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {t('common.range', { start: formatDay(stage.startsOn), end: formatDay(stage.endsOn) })}
                    </Typography.Text>
                  </div>
                  {stage.tasks && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{stage.tasks}</Typography.Paragraph>
                  )}
                </>
              ),
            }))}
          />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('topicTeacher.plan.expectedResults')}>{text(plan.expectedResults)}</Descriptions.Item>
      <Descriptions.Item label={t('topicTeacher.plan.references')}>
        {plan.references.length === 0 ? (
          <Typography.Text type="secondary">{t('topicTeacher.plan.notGiven')}</Typography.Text>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {plan.references.map((reference, index) => (
              <li key={index}>{reference}</li>
            ))}
          </ol>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
