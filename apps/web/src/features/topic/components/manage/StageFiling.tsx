import type { TopicStage } from '@yanxiu/contract/topic';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { changeNames } from '../../model/change-names';
import { APPRAISAL_COLORS, appraisalLabel, stageKindLabel } from './labels';
import { TopicFiles } from './TopicFiles';

/** A stage filing under review: its report (and results for a conclusion, or the change asked for) and its files. */
export function StageFiling({ stage }: { stage: TopicStage }) {
  const { t } = useTranslation();
  const { change } = stage;
  return (
    <Card size="small" title={`${t('topicManage.stage.filing')} · ${stageKindLabel(stage.kind)}`} data-testid="stage-filing">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'filed', label: t('topicManage.stage.filedAt'), children: formatDateTime(stage.filedAt) },
          ...(stage.report.trim() && !change
            ? [
                {
                  key: 'report',
                  label: t('topicManage.stage.report'),
                  children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{stage.report}</Typography.Paragraph>,
                },
              ]
            : []),
          ...(stage.kind === 'conclusion'
            ? [
                {
                  key: 'results',
                  label: t('topicManage.stage.results'),
                  children: (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{stage.results}</Typography.Paragraph>
                  ),
                },
              ]
            : []),
          ...(change
            ? [
                {
                  key: 'reason',
                  label: t('topicManage.stage.reason'),
                  children: (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{change.reason}</Typography.Paragraph>
                  ),
                },
                ...(change.addMemberUserIds.length > 0
                  ? [{ key: 'add', label: t('topicManage.stage.addMembers'), children: changeNames(change, change.addMemberUserIds) }]
                  : []),
                ...(change.removeMemberUserIds.length > 0
                  ? [
                      {
                        key: 'remove',
                        label: t('topicManage.stage.removeMembers'),
                        children: changeNames(change, change.removeMemberUserIds),
                      },
                    ]
                  : []),
                ...(change.newPeriodEndsOn
                  ? [{ key: 'end', label: t('topicManage.stage.newEnd'), children: formatDay(change.newPeriodEndsOn) }]
                  : []),
              ]
            : []),
          ...(stage.appraisal
            ? [
                {
                  key: 'appraisal',
                  label: t('topicManage.stage.appraisal'),
                  children: <Tag color={APPRAISAL_COLORS[stage.appraisal] ?? 'default'}>{appraisalLabel(stage.appraisal)}</Tag>,
                },
              ]
            : []),
          { key: 'files', label: t('topicManage.topic.files'), children: <TopicFiles files={stage.files} testId="stage-file" /> },
        ]}
      />
    </Card>
  );
}
