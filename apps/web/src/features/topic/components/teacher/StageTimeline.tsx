import { chinaToday } from '@yanxiu/contract/china-time';
import type { TopicDetail, TopicStageSlot } from '@yanxiu/contract/topic';
import { Button, Flex, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calmMarks } from '@/shared/format/bounded-text';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { ChangeList } from './ChangeList';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { FileNames } from './FileNames';
import { appraisalLabel, stageKindLabel } from './labels';
import { StageFilingDialog } from './StageFilingDialog';
import { StageStatusTag } from './StatusTags';

/** The three stages in order with their deadlines and filings; the host files the one that is open. */
export function StageTimeline({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const [filing, setFiling] = useState<TopicStageSlot | null>(null);
  const [changing, setChanging] = useState(false);
  const isHost = topic.myRole === 'host';
  return (
    <>
      <Timeline
        data-testid="stage-timeline"
        items={topic.stages.map((slot) => {
          const stage = slot.stage;
          const status = stage?.status ?? 'notFiled';
          return {
            key: slot.kind,
            color: status === 'passed' ? 'green' : slot.overdue ? 'red' : status === 'notFiled' ? 'gray' : 'blue',
            content: (
              <Flex vertical gap={4} data-testid={`stage-${slot.kind}`} data-status={status}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{stageKindLabel(slot.kind)}</Typography.Text>
                  <StageStatusTag status={status} />
                  {slot.overdue && <Tag color="error">{t('topicTeacher.stages.overdue')}</Tag>}
                  {stage?.appraisal && (
                    <Tag color="purple" data-testid="stage-appraisal">
                      {t('topicTeacher.stages.appraisal', { appraisal: appraisalLabel(stage.appraisal) })}
                    </Tag>
                  )}
                </Flex>
                <Typography.Text type="secondary">{t('topicTeacher.stages.due', { day: formatDay(slot.dueOn) })}</Typography.Text>
                {!stage && !slot.canFile && topic.phase === 'approved' && chinaToday() < slot.opensOn && (
                  <Typography.Text type="secondary" data-testid={`stage-${slot.kind}-opens`}>
                    {t('topicTeacher.stages.opensOn', { day: formatDay(slot.opensOn) })}
                  </Typography.Text>
                )}
                {stage && (
                  <>
                    <Typography.Text type="secondary">
                      {t('topicTeacher.stages.filedAt', { time: formatDateTime(stage.filedAt) })}
                    </Typography.Text>
                    <Typography.Paragraph
                      style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
                      ellipsis={{ rows: 3, expandable: true, symbol: t('topicTeacher.more') }}
                    >
                      {calmMarks(stage.report)}
                    </Typography.Paragraph>
                    {stage.results && (
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                        {t('topicTeacher.stages.resultsLine', { results: stage.results })}
                      </Typography.Paragraph>
                    )}
                    <FileNames applyId={topic.applyId} files={stage.files} testId={`stage-${slot.kind}-files`} />
                    {stage.returnComment && (
                      <Typography.Text type="danger">
                        {t('topicTeacher.stages.returnComment', { comment: stage.returnComment })}
                      </Typography.Text>
                    )}
                  </>
                )}
                {isHost && slot.canFile && (
                  <div>
                    <Button type="primary" size="small" onClick={() => setFiling(slot)} data-testid={`file-${slot.kind}`}>
                      {status === 'returned'
                        ? t('topicTeacher.stages.refile', { stage: stageKindLabel(slot.kind) })
                        : t('topicTeacher.stages.file', { stage: stageKindLabel(slot.kind) })}
                    </Button>
                  </div>
                )}
              </Flex>
            ),
          };
        })}
      />
      {isHost && topic.canRequestChange && (
        <Button onClick={() => setChanging(true)} data-testid="request-change">
          {t('topicTeacher.change.open')}
        </Button>
      )}
      <ChangeList topic={topic} />
      {changing && <ChangeRequestDialog topic={topic} onClose={() => setChanging(false)} />}
      {filing && (
        <StageFilingDialog
          applyId={topic.applyId}
          kind={filing.kind}
          returned={filing.stage?.status === 'returned' ? filing.stage : null}
          onClose={() => setFiling(null)}
        />
      )}
    </>
  );
}
