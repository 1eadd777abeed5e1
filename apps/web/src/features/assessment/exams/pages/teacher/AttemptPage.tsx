import '../../../i18n/exams.register';
import { Alert, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useAttempt, useSubmitAttempt } from '../../api/attempt';
import { AttemptSheet } from '../../components/AttemptSheet';
import { SubmittedState } from '../../components/SubmittedState';
import { resultPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';

/**
 * The attempt being sat (`/training/exam/attempt/:attemptId`): read from the server on every visit, so a reload or a
 * second tab shows the same attempt with every saved answer. Once the server no longer takes answers (submitted, or
 * past its deadline, when the server submits it on this read) the page shows the submitted state.
 */
export default function AttemptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const attemptId = parseId(useParams().attemptId);
  const [expired, setExpired] = useState(false);
  const attempt = useAttempt(attemptId, expired);
  const submit = useSubmitAttempt();
  usePageSubject(attempt.data?.examTitle);
  const title = attempt.data?.examTitle ?? t('assessmentExams.attempt.title');
  const refetch = attempt.refetch;

  // Time ran out, or the server refused an answer as too late: read the attempt again, which closes it on the server.
  const handleClosed = useCallback(() => {
    setExpired(true);
    void refetch();
  }, [refetch]);

  const handleSubmit = async () => {
    if (attemptId === null) return;
    try {
      await submit.mutateAsync(attemptId);
      navigate(resultPath(attemptId));
    } catch (error) {
      if (error instanceof RequestError && error.httpStatus !== undefined && error.httpStatus < 500) handleClosed();
      else throw error;
    }
  };

  let body;
  if (attemptId === null)
    body = (
      <LoadFailure error={new RequestError('', 404, null)} notFound={t('assessmentExams.attempt.notFound')} onRetry={() => undefined} />
    );
  else if (attempt.isPending)
    body = (
      <div data-testid="attempt-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (attempt.isError)
    body = (
      <LoadFailure
        error={attempt.error}
        notFound={t('assessmentExams.attempt.notFound')}
        onRetry={() => void refetch()}
        testId="attempt-failed"
      />
    );
  else if (attempt.data.status !== 'open') body = <SubmittedState attempt={attempt.data} />;
  else if (expired)
    // The server's clock is the judge: until its read says the attempt is closed, the page waits for it.
    body = (
      <Alert
        type="warning"
        showIcon
        data-testid="attempt-closing"
        title={t('assessmentExams.attempt.closing')}
        action={
          <Link to={resultPath(attempt.data.id)} onClick={() => void refetch()}>
            {t('assessmentExams.attempt.openResult')}
          </Link>
        }
      />
    );
  else body = <AttemptSheet attempt={attempt.data} onClosed={handleClosed} onSubmit={handleSubmit} submitting={submit.isPending} />;

  return <PageFrame title={title}>{body}</PageFrame>;
}
