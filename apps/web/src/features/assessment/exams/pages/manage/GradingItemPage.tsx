import '../../../i18n/exams.register';
import type { GradingItem } from '@yanxiu/contract/assessment-exams';
import { AssessmentExamLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Descriptions, Flex, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { RichHtml } from '../../../components/RichHtml';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { assessmentAccess } from '../../../assessment.access';
import { useGradeAnswer, useGradingItem } from '../../api/grading';
import { gradingPath } from '../../model/exam-paths';
import { failureText } from '../../model/failure-text';
import { parseId } from '../../model/parse-id';
import { ExamStaffGate } from '../../components/ExamStaffGate';

/** The question, its reference answer and the teacher's answer, with the points and feedback to give; then the next one waiting. */
function GradingForm({ item }: { item: GradingItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grade = useGradeAnswer();
  const [points, setPoints] = useState<number | null>(item.awarded);
  const [feedback, setFeedback] = useState(item.feedback ?? '');
  const submit = () => {
    if (points === null) {
      notifier().warning(t('assessmentExams.grading.pointsRequired'));
      return;
    }
    grade.mutate(
      { attemptId: item.attemptId, position: item.position, points, feedback: feedback.trim() },
      {
        onSuccess: (graded) => {
          notifier().success(t('assessmentExams.grading.saved'));
          navigate(graded.next ? gradingPath(graded.next) : gradingPath(), { replace: graded.next !== null });
        },
        onError: (error) => notifier().error(failureText(t, error)),
      },
    );
  };
  return (
    <Flex vertical gap={12} data-testid="grading-item">
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('assessmentExams.grading.exam')}>{item.examTitle}</Descriptions.Item>
        <Descriptions.Item label={t('assessmentExams.attempts.teacher')}>{item.teacherName}</Descriptions.Item>
        <Descriptions.Item label={t('assessmentExams.attempts.submittedAt')}>{formatDateTime(item.submittedAt)}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('assessmentExams.grading.questionNumber', { position: item.position })}>
        <RichHtml className="exam-rich-text" testId="grading-stem" html={item.stem} />
      </Card>
      <Card size="small" title={t('assessmentExams.grading.reference')}>
        {item.referenceAnswer ? (
          <RichHtml className="exam-rich-text" testId="grading-reference" html={item.referenceAnswer} />
        ) : (
          <Typography.Text type="secondary">{t('assessmentExams.grading.noReference')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('assessmentExams.grading.answer')}>
        {item.answerText ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="grading-answer">
            {item.answerText}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('assessmentExams.result.noAnswer')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('assessmentExams.grading.give')}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('assessmentExams.grading.pointsOutOf', { count: item.points })} required>
            <InputNumber
              value={points}
              min={0}
              max={item.points}
              precision={0}
              aria-label={t('assessmentExams.grading.pointsOutOf', { count: item.points })}
              data-testid="grading-points"
              onChange={(value) => setPoints(value ?? null)}
            />
          </Form.Item>
          <Form.Item label={t('assessmentExams.grading.feedback')}>
            <Input.TextArea
              value={feedback}
              maxLength={L.feedback}
              autoSize={{ minRows: 3, maxRows: 8 }}
              aria-label={t('assessmentExams.grading.feedback')}
              data-testid="grading-feedback"
              onChange={(event) => setFeedback(event.target.value)}
            />
          </Form.Item>
        </Form>
        <Flex gap={8} wrap>
          <Button type="primary" loading={grade.isPending} onClick={submit} data-testid="grading-save">
            {t('assessmentExams.grading.saveNext')}
          </Button>
          <ActionLink size="middle" to={gradingPath()} testId="grading-back">
            {t('assessmentExams.grading.backToQueue')}
          </ActionLink>
        </Flex>
      </Card>
    </Flex>
  );
}

/** One short answer to grade (`/manage/assessment/grading/:attemptId/:position`). */
export default function GradingItemPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const params = useParams();
  const attemptId = parseId(params.attemptId);
  const position = parseId(params.position);
  const item = useGradingItem(access.canManageExams ? attemptId : null, position);
  const title = t('routes.manageAssessmentGradingItem');
  let body;
  if (attemptId === null || position === null)
    body = (
      <LoadFailure error={new RequestError('', 404, null)} notFound={t('assessmentExams.grading.notFound')} onRetry={() => undefined} />
    );
  else if (item.isPending)
    body = (
      <div data-testid="grading-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (item.isError)
    body = (
      <LoadFailure
        error={item.error}
        notFound={t('assessmentExams.grading.notFound')}
        onRetry={() => void item.refetch()}
        testId="grading-failed"
      />
    );
  else body = <GradingForm key={`${item.data.attemptId}-${item.data.position}`} item={item.data} />;
  return (
    <ExamStaffGate pageTitle={title} testId="grading-forbidden">
      <PageFrame title={title}>{body}</PageFrame>
    </ExamStaffGate>
  );
}
