import '../../../i18n/exams.register';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useAttemptResult } from '../../api/attempt';
import { ResultQuestions } from '../../components/ResultQuestions';
import { ScoreText } from '../../components/ScoreText';
import { teacherExamPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';

/** A submitted attempt's result (`/training/exam/result/:attemptId`): the score and pass, then each question as far as the exam reveals. */
export default function ResultPage() {
  const { t } = useTranslation();
  const attemptId = parseId(useParams().attemptId);
  const result = useAttemptResult(attemptId);
  usePageSubject(result.data?.examTitle);
  const title = result.data?.examTitle ?? t('assessmentExams.result.title');

  let body;
  if (attemptId === null)
    body = (
      <LoadFailure error={new RequestError('', 404, null)} notFound={t('assessmentExams.result.notFound')} onRetry={() => undefined} />
    );
  else if (result.isPending)
    body = (
      <div data-testid="result-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (result.isError)
    body = (
      <LoadFailure
        error={result.error}
        notFound={t('assessmentExams.result.notFound')}
        onRetry={() => void result.refetch()}
        testId="result-failed"
      />
    );
  else {
    const data = result.data;
    body = (
      <Flex vertical gap={16} data-testid="attempt-result">
        <Card size="small">
          <Flex vertical gap={8}>
            <ScoreText score={data} pending={data.pendingCount > 0} />
            {data.submittedAt && (
              <Typography.Text type="secondary">
                {data.submittedBy === 'deadline'
                  ? t('assessmentExams.result.submittedByDeadline', { time: formatDateTime(data.submittedAt) })
                  : t('assessmentExams.attempt.submittedAt', { time: formatDateTime(data.submittedAt) })}
              </Typography.Text>
            )}
            <Typography.Text type="secondary">{t('assessmentExams.result.passMark', { percent: data.passPercent })}</Typography.Text>
          </Flex>
        </Card>
        {data.pendingCount > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="result-pending"
            title={t('assessmentExams.result.pendingCount', { count: data.pendingCount })}
          />
        )}
        {data.resultsRevealed ? (
          <ResultQuestions questions={data.questions} />
        ) : (
          <Alert type="info" showIcon data-testid="result-hidden" title={t('assessmentExams.result.questionsHidden')} />
        )}
        <div>
          <ActionLink to={teacherExamPath(data.examId)} testId="result-back">
            {t('assessmentExams.attempt.backToExam')}
          </ActionLink>
        </div>
      </Flex>
    );
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}
