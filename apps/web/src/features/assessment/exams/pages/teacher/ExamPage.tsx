import '../../../i18n/exams.register';
import type { TeacherExam } from '@yanxiu/contract/assessment-exams';
import { Alert, Button, Card, Descriptions, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useStartAttempt } from '../../api/attempt';
import { useTeacherExam, type ExamRef } from '../../api/teacher-exam';
import { AttemptsList } from '../../components/AttemptsList';
import { ScoreText } from '../../components/ScoreText';
import { attemptPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';

/** The exam's settings as the teacher needs them before starting. */
function ExamFacts({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="exam-facts">
      <Descriptions.Item label={t('assessmentExams.exam.window')}>
        {t('assessmentExams.common.range', { start: formatDateTime(exam.opensAt), end: formatDateTime(exam.closesAt) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentExams.exam.timeLimit')}>
        {exam.timeLimitMinutes === null
          ? t('assessmentExams.exam.untilClose')
          : t('assessmentExams.common.minutes', { count: exam.timeLimitMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentExams.exam.paper')}>
        {t('assessmentExams.exam.paperSize', {
          questions: t('assessment.questionCount', { count: exam.questionCount }),
          points: t('assessmentExams.common.points', { count: exam.totalPoints }),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentExams.exam.passMark')}>
        {t('assessmentExams.common.percent', { percent: exam.passPercent })}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentExams.exam.attemptsLeft')}>
        <span data-testid="attempts-left">
          {exam.attemptsLeft === null
            ? t('assessmentExams.exam.unlimited')
            : t('assessmentExams.exam.attemptsLeftOf', { count: exam.attemptsLeft, allowed: exam.attemptsAllowed ?? 0 })}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentExams.exam.counts')}>{t(`assessmentExams.counts.${exam.counts}`)}</Descriptions.Item>
    </Descriptions>
  );
}

/** Start (after a confirmation naming the time limit), resume the open attempt, or why neither is possible. */
function StartOrResume({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartAttempt();
  // The hook's modal renders inside the page (the app's language and theme, and it goes when the page goes).
  const [modal, modalHolder] = Modal.useModal();
  if (exam.openAttemptId !== null)
    return (
      <ActionLink type="primary" size="large" to={attemptPath(exam.openAttemptId)} testId="exam-resume">
        {t('assessmentExams.exam.resume')}
      </ActionLink>
    );
  if (exam.blocker !== null)
    return <Alert type="info" showIcon title={t(`assessmentExams.blocker.${exam.blocker}`)} data-testid="exam-blocker" />;
  const begin = () =>
    modal.confirm({
      title: t('assessmentExams.exam.startConfirm'),
      content:
        exam.timeLimitMinutes === null
          ? t('assessmentExams.exam.startUntilClose', { time: formatDateTime(exam.closesAt) })
          : t('assessmentExams.exam.startTimed', { count: exam.timeLimitMinutes }),
      okText: t('assessmentExams.exam.start'),
      cancelText: t('assessmentExams.common.cancel'),
      okButtonProps: { 'data-testid': 'exam-start-ok' } as Record<string, string>,
      onOk: async () => {
        try {
          const attempt = await start.mutateAsync(exam.id);
          navigate(attemptPath(attempt.id));
        } catch (error) {
          notifier().error(error instanceof RequestError && error.message ? error.message : t('assessmentExams.common.failed'));
        }
      },
    });
  return (
    <>
      <Button type="primary" size="large" loading={start.isPending} onClick={begin} data-testid="exam-start">
        {t('assessmentExams.exam.start')}
      </Button>
      {modalHolder}
    </>
  );
}

/**
 * A teacher's exam (`/training/exam/:examId`, or `/training/exam/unit/:unitId` from a programme's exam unit): the
 * window, time limit, attempts left, the counted result, the attempts so far, and start or resume.
 */
export default function ExamPage() {
  const { t } = useTranslation();
  const params = useParams();
  const examId = parseId(params.examId);
  const unitId = parseId(params.unitId);
  const ref: ExamRef | null = examId !== null ? { examId } : unitId !== null ? { unitId } : null;
  const exam = useTeacherExam(ref);
  usePageSubject(exam.data?.title);
  const title = exam.data?.title ?? t('assessmentExams.exam.title');

  let body;
  if (ref === null)
    body = <LoadFailure error={new RequestError('', 404, null)} notFound={t('assessmentExams.exam.notFound')} onRetry={() => undefined} />;
  else if (exam.isPending)
    body = (
      <div data-testid="exam-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (exam.isError)
    body = (
      <LoadFailure
        error={exam.error}
        notFound={t('assessmentExams.exam.notFound')}
        onRetry={() => void exam.refetch()}
        testId="exam-failed"
      />
    );
  else {
    const data = exam.data;
    body = (
      <Flex vertical gap={16} data-testid="teacher-exam">
        {data.instructions && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.instructions}</Typography.Paragraph>}
        <ExamFacts exam={data} />
        <Card size="small" title={t('assessmentExams.exam.countedResult')} data-testid="exam-counted">
          {data.counted ? (
            <ScoreText score={data.counted} />
          ) : (
            <Typography.Text type="secondary">{t('assessmentExams.exam.noResult')}</Typography.Text>
          )}
        </Card>
        <div>
          <StartOrResume exam={data} />
        </div>
        <Card size="small" title={t('assessmentExams.exam.myAttempts')}>
          {data.attempts.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentExams.exam.noAttempts')} />
          ) : (
            <AttemptsList attempts={data.attempts} />
          )}
        </Card>
      </Flex>
    );
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}
