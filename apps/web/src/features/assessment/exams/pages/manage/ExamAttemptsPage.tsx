import '../../../i18n/exams.register';
import type { ExamAttemptRow } from '@yanxiu/contract/assessment-exams';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../../assessment.access';
import { useExamAttempts } from '../../api/grading';
import { useManagedExam } from '../../api/manage-exams';
import { ScoreText } from '../../components/ScoreText';
import { gradingPath, manageExamPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';
import { ExamStaffGate } from '../../components/ExamStaffGate';

/** An exam's attempts (`/manage/assessment/exams/:examId/attempts`): who, when, how it ended, the score, short answers waiting. */
export default function ExamAttemptsPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const examId = parseId(useParams().examId);
  const [current, setCurrent] = useState(1);
  const exam = useManagedExam(access.canManageExams ? examId : null);
  const list = useExamAttempts(access.canManageExams ? examId : null, current);
  usePageSubject(exam.data?.title);
  const title = exam.data ? t('assessmentExams.attempts.titleOf', { title: exam.data.title }) : t('routes.manageAssessmentExamAttempts');
  return (
    <ExamStaffGate pageTitle={title}>
      <PageFrame
        title={title}
        extra={
          examId !== null && (
            <ActionLink to={manageExamPath(examId)} testId="attempts-back">
              {t('assessmentExams.attempts.backToExam')}
            </ActionLink>
          )
        }
      >
        <ManagedTable<ExamAttemptRow>
          list={list}
          testId="exam-attempts"
          empty={t('assessmentExams.attempts.empty')}
          paging={{ current, onChange: setCurrent, totalText: (count) => t('assessmentExams.attempts.total', { count }) }}
          columns={[
            { title: t('assessmentExams.attempts.teacher'), dataIndex: 'teacherName' },
            { title: t('assessmentExams.attempts.number'), dataIndex: 'number' },
            { title: t('assessmentExams.attempts.startedAt'), dataIndex: 'startedAt', render: (value: string) => formatDateTime(value) },
            {
              title: t('assessmentExams.attempts.submittedAt'),
              dataIndex: 'submittedAt',
              render: (value: string | null, row) =>
                value ? (
                  <>
                    {formatDateTime(value)}{' '}
                    {row.submittedBy === 'deadline' && <Tag color="orange">{t('assessmentExams.exam.byDeadline')}</Tag>}
                  </>
                ) : (
                  t('assessmentExams.attemptStatus.open')
                ),
            },
            {
              title: t('assessmentExams.attempts.status'),
              dataIndex: 'status',
              render: (status: ExamAttemptRow['status']) => t(`assessmentExams.attemptStatus.${status}`),
            },
            {
              title: t('assessmentExams.attempts.score'),
              key: 'score',
              render: (_: unknown, row) => <ScoreText score={row} pending={row.pendingCount > 0} />,
            },
            {
              title: t('assessmentExams.common.actions'),
              key: 'actions',
              render: (_: unknown, row) =>
                row.pendingCount > 0 ? (
                  <ActionLink to={`${gradingPath()}?examId=${examId ?? ''}`} testId={`attempt-grade-${row.id}`}>
                    {t('assessmentExams.attempts.grade', { count: row.pendingCount })}
                  </ActionLink>
                ) : null,
            },
          ]}
        />
      </PageFrame>
    </ExamStaffGate>
  );
}
