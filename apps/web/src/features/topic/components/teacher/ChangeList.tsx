import type { TopicDetail } from '@yanxiu/contract/topic';
import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { changeNames } from '../../model/change-names';
import { StageStatusTag } from './StatusTags';

/** The topic's change requests, newest first: why, what changes, and how the review went. */
export function ChangeList({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  if (topic.changes.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('topicTeacher.change.list')}</Typography.Text>}
      dataSource={topic.changes}
      rowKey="stageId"
      data-testid="changes"
      renderItem={(stage) => (
        <List.Item data-testid="change" data-status={stage.status}>
          <Flex vertical gap={2}>
            <Flex gap={8} align="center" wrap>
              <StageStatusTag status={stage.status} />
              <Typography.Text type="secondary">
                {t('topicTeacher.stages.filedAt', { time: formatDateTime(stage.filedAt) })}
              </Typography.Text>
            </Flex>
            {stage.change && (
              <>
                <Typography.Text>{t('topicTeacher.change.reasonLine', { reason: stage.change.reason })}</Typography.Text>
                {stage.change.addMemberUserIds.length > 0 && (
                  <Typography.Text>
                    {t('topicTeacher.change.addLine', { names: changeNames(stage.change, stage.change.addMemberUserIds) })}
                  </Typography.Text>
                )}
                {stage.change.removeMemberUserIds.length > 0 && (
                  <Typography.Text>
                    {t('topicTeacher.change.removeLine', { names: changeNames(stage.change, stage.change.removeMemberUserIds) })}
                  </Typography.Text>
                )}
                {stage.change.newPeriodEndsOn && (
                  <Typography.Text>{t('topicTeacher.change.newEndLine', { day: formatDay(stage.change.newPeriodEndsOn) })}</Typography.Text>
                )}
              </>
            )}
            {stage.returnComment && (
              <Typography.Text type="danger">{t('topicTeacher.stages.returnComment', { comment: stage.returnComment })}</Typography.Text>
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
}
