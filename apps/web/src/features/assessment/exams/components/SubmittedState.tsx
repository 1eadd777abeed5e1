import type { AttemptView } from '@yanxiu/contract/assessment-exams';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { formatDateTime } from '@/shared/format/date';
import { resultPath, teacherExamPath } from '../model/exam-paths';

/** An attempt that takes no more answers: submitted by the teacher, or by the server when its time ran out. */
export function SubmittedState({ attempt }: { attempt: AttemptView }) {
  const { t } = useTranslation();
  const byDeadline = attempt.submittedAt !== null && Date.parse(attempt.submittedAt) >= Date.parse(attempt.deadline);
  return (
    <Result
      status="success"
      data-testid="attempt-submitted"
      data-by={byDeadline ? 'deadline' : 'teacher'}
      title={byDeadline ? t('assessmentExams.attempt.submittedByDeadline') : t('assessmentExams.attempt.submitted')}
      subTitle={attempt.submittedAt ? t('assessmentExams.attempt.submittedAt', { time: formatDateTime(attempt.submittedAt) }) : undefined}
      extra={[
        <ActionLink key="result" type="primary" size="middle" to={resultPath(attempt.id)} testId="open-result">
          {t('assessmentExams.attempt.openResult')}
        </ActionLink>,
        <ActionLink key="exam" size="middle" to={teacherExamPath(attempt.examId)} testId="back-to-exam">
          {t('assessmentExams.attempt.backToExam')}
        </ActionLink>,
      ]}
    />
  );
}
