import type { TopicDetail } from '@yanxiu/contract/topic';
import { Card, Descriptions, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { levelLabel, memberStatusLabel, phaseLabel, PHASE_COLORS } from './labels';
import { TopicFiles } from './TopicFiles';

/** One part of the plan: its title, then the text as written (line breaks kept), or "not given". */
function PlanPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

function Text({ value }: { value: string }) {
  const { t } = useTranslation();
  return value.trim() ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{value}</Typography.Paragraph>
  ) : (
    <Typography.Paragraph type="secondary">{t('topicManage.topic.empty')}</Typography.Paragraph>
  );
}

/** What reviewers and experts read of a topic: its facts, members, research plan and attachments. */
export function TopicSummary({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const { plan } = topic;
  return (
    <Flex vertical gap={16} data-testid="topic-summary">
      <Card size="small" title={t('topicManage.topic.basics')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'title', label: t('topicManage.review.title'), children: <span data-testid="topic-title">{topic.title}</span> },
            ...(topic.topicNo ? [{ key: 'no', label: t('topicManage.topic.topicNo'), children: topic.topicNo }] : []),
            { key: 'level', label: t('topicManage.topic.level'), children: levelLabel(topic.level) },
            { key: 'call', label: t('topicManage.topic.call'), children: topic.callTitle },
            {
              key: 'host',
              label: t('topicManage.topic.host'),
              children: t('common.withNote', { name: topic.host.name, note: topic.host.orgName }),
            },
            {
              key: 'phase',
              label: t('topicManage.topic.phase'),
              children: <Tag color={PHASE_COLORS[topic.phase] ?? 'default'}>{phaseLabel(topic.phase)}</Tag>,
            },
            ...(topic.periodStartsOn && topic.periodEndsOn
              ? [
                  {
                    key: 'period',
                    label: t('topicManage.topic.period'),
                    children: t('topicManage.common.range', { start: formatDay(topic.periodStartsOn), end: formatDay(topic.periodEndsOn) }),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title={t('topicManage.topic.members')}>
        {topic.members.length === 0 ? (
          <Typography.Text type="secondary">{t('topicManage.topic.noMembers')}</Typography.Text>
        ) : (
          <Flex wrap gap={8} data-testid="topic-members">
            {topic.members.map((member) => (
              <Tag
                key={member.userId}
                color={member.status === 'confirmed' ? 'success' : member.status === 'declined' ? 'default' : 'warning'}
              >
                {t('common.withNote', { name: member.name, note: `${member.orgName} · ${memberStatusLabel(member.status)}` })}
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
      <Card size="small" title={t('topicManage.topic.plan')} data-testid="topic-plan">
        <PlanPart title={t('topicManage.topic.background')}>
          <Text value={plan.background} />
        </PlanPart>
        <PlanPart title={t('topicManage.topic.aims')}>
          <Text value={plan.aims} />
        </PlanPart>
        <PlanPart title={t('topicManage.topic.methods')}>
          <Text value={plan.methods} />
        </PlanPart>
        <PlanPart title={t('topicManage.topic.planStages')}>
          {plan.stages.length === 0 ? (
            <Text value="" />
          ) : (
            <List
              size="small"
              dataSource={plan.stages}
              renderItem={(stage, index) => (
                <List.Item key={index}>
                  <List.Item.Meta
                    title={t('topicManage.topic.planStage', {
                      title: stage.title,
                      start: formatDay(stage.startsOn),
                      end: formatDay(stage.endsOn),
                    })}
                    description={stage.tasks || undefined}
                  />
                </List.Item>
              )}
            />
          )}
        </PlanPart>
        <PlanPart title={t('topicManage.topic.expectedResults')}>
          <Text value={plan.expectedResults} />
        </PlanPart>
        <PlanPart title={t('topicManage.topic.references')}>
          {plan.references.length === 0 ? (
            <Text value="" />
          ) : (
            <ol style={{ paddingInlineStart: 20, margin: 0 }}>
              {plan.references.map((reference, index) => (
                <li key={index}>{reference}</li>
              ))}
            </ol>
          )}
        </PlanPart>
      </Card>
      <Card size="small" title={t('topicManage.topic.files')}>
        <TopicFiles files={topic.files} testId="topic-file" />
      </Card>
    </Flex>
  );
}
