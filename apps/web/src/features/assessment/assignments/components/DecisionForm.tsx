import type { DecideBody, TutorSubmission } from '@yanxiu/contract/assessment-assignments';
import { AssessmentAssignmentLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RubricScoring } from './RubricScoring';

export type DecisionFormProps = {
  submission: TutorSubmission;
  pending: boolean;
  onDecide: (body: DecideBody) => void;
};

/**
 * The tutor's decision on the submitted latest round: points by the rubric (their sum is the score) or a score, and
 * feedback; grade it, or return it for resubmission (feedback required then).
 */
export function DecisionForm({ submission, pending, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const rubric = submission.rubric;
  const [points, setPoints] = useState<Array<number | null>>(() => rubric.map(() => null));
  const [score, setScore] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const base = { submissionId: submission.submissionId, round: submission.round };

  const grade = () => {
    if (rubric.length > 0 ? points.some((value) => value === null) : score === null) {
      notifier().warning(t('assessmentAssignments.grading.scoreRequired'));
      return;
    }
    onDecide(
      rubric.length > 0
        ? { decision: 'grade', ...base, rubricPoints: points.map((value) => value ?? 0), feedback: feedback.trim() }
        : { decision: 'grade', ...base, score: score ?? 0, feedback: feedback.trim() },
    );
  };
  const giveBack = () => {
    if (!feedback.trim()) {
      notifier().warning(t('assessmentAssignments.grading.feedbackRequired'));
      return;
    }
    onDecide({ decision: 'return', ...base, feedback: feedback.trim() });
  };

  return (
    <Card size="small" title={t('assessmentAssignments.grading.decide')} data-testid="decision-form">
      <Form layout="vertical" component="div">
        {rubric.length > 0 ? (
          <Form.Item label={t('assessmentAssignments.rubric.title')} required>
            <RubricScoring rubric={rubric} points={points} onChange={setPoints} testIdPrefix="decision-points" />
          </Form.Item>
        ) : (
          <Form.Item label={t('assessmentAssignments.grading.score', { max: submission.maxScore })} required>
            <InputNumber
              value={score}
              min={0}
              max={submission.maxScore}
              precision={0}
              aria-label={t('assessmentAssignments.grading.score', { max: submission.maxScore })}
              data-testid="decision-score"
              onChange={(value) => setScore(value ?? null)}
            />
          </Form.Item>
        )}
        {submission.latePolicy === 'penalty' && submission.late && (
          <Typography.Paragraph type="warning">
            {t('assessmentAssignments.grading.penaltyNote', { percent: submission.latePenaltyPercent })}
          </Typography.Paragraph>
        )}
        <Form.Item label={t('assessmentAssignments.grading.feedback')}>
          <Input.TextArea
            value={feedback}
            maxLength={L.feedback}
            autoSize={{ minRows: 3, maxRows: 8 }}
            aria-label={t('assessmentAssignments.grading.feedback')}
            data-testid="decision-feedback"
            onChange={(event) => setFeedback(event.target.value)}
          />
        </Form.Item>
      </Form>
      <Flex gap={8} wrap>
        <Button type="primary" loading={pending} onClick={grade} data-testid="decision-grade">
          {t('assessmentAssignments.grading.grade')}
        </Button>
        <Button loading={pending} onClick={giveBack} data-testid="decision-return">
          {t('assessmentAssignments.grading.return')}
        </Button>
      </Flex>
    </Card>
  );
}
