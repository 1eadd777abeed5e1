import type { RubricCriterion, SubmissionRound } from '@yanxiu/contract/assessment-assignments';
import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { RichHtml } from '../../components/RichHtml';
import { FileList } from './FileList';

const STATUS_COLOURS: Record<SubmissionRound['status'], string> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'magenta',
  graded: 'success',
};

/** One round of a submission: its state, when it came (late or not), the text and files, and the tutor's decision. */
export function RoundCard({
  round,
  rubric,
  maxScore,
  assignmentId,
}: {
  round: SubmissionRound;
  rubric: readonly RubricCriterion[];
  maxScore: number;
  assignmentId: number;
}) {
  const { t } = useTranslation();
  const decision = round.decision;
  return (
    <Card
      size="small"
      data-testid={`round-${round.round}`}
      data-status={round.status}
      title={
        <Space size={6} wrap>
          <span>{t('assessmentAssignments.grading.roundTitle', { number: round.round })}</span>
          <Tag color={STATUS_COLOURS[round.status]}>{t(`assessmentAssignments.roundStatus.${round.status}`)}</Tag>
          {round.late && <Tag color="red">{t('assessmentAssignments.grading.late')}</Tag>}
        </Space>
      }
      extra={
        round.submittedAt && (
          <Typography.Text type="secondary">
            {t('assessmentAssignments.grading.submittedAt', { time: formatDateTime(round.submittedAt) })}
          </Typography.Text>
        )
      }
    >
      <Flex vertical gap={8}>
        {round.text ? (
          <RichHtml className="assignment-rich-text" html={round.text} testId={`round-text-${round.round}`} />
        ) : (
          <Typography.Text type="secondary">{t('assessmentAssignments.grading.noText')}</Typography.Text>
        )}
        <FileList files={round.files} assignmentId={assignmentId} testId={`round-files-${round.round}`} />
        {decision && (
          <Descriptions size="small" column={1} bordered data-testid={`round-decision-${round.round}`}>
            {decision.score !== null && (
              <Descriptions.Item label={t('assessmentAssignments.grading.scoreLabel')}>
                <span data-testid={`round-score-${round.round}`}>
                  {t('assessmentAssignments.common.scoreOf', { score: decision.score, max: maxScore })}
                </span>
                {decision.rawScore !== null && decision.rawScore !== decision.score && (
                  <Typography.Text type="secondary">
                    {' '}
                    {t('assessmentAssignments.grading.beforePenalty', { score: decision.rawScore })}
                  </Typography.Text>
                )}
              </Descriptions.Item>
            )}
            {decision.rubricPoints.length > 0 &&
              rubric.map((criterion, index) => (
                <Descriptions.Item key={criterion.title} label={criterion.title}>
                  {t('assessmentAssignments.common.scoreOf', { score: decision.rubricPoints[index] ?? 0, max: criterion.maxPoints })}
                </Descriptions.Item>
              ))}
            <Descriptions.Item label={t('assessmentAssignments.grading.tutorFeedback')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid={`round-feedback-${round.round}`}>
                {decision.feedback}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{formatDateTime(decision.decidedAt)}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Flex>
    </Card>
  );
}
