import '../../../i18n/exams.register';
import type { GradingQueueRow } from '@yanxiu/contract/assessment-exams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { assessmentAccess } from '../../../assessment.access';
import { useGradingQueue } from '../../api/grading';
import { gradingPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';
import { ExamStaffGate } from '../../components/ExamStaffGate';

/** The short answers waiting for a grader (`/manage/assessment/grading`, `?examId=` for one exam), oldest first. */
export default function GradingQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const [params] = useSearchParams();
  const examId = parseId(params.get('examId')) ?? undefined;
  const [current, setCurrent] = useState(1);
  const queue = useGradingQueue(current, examId, access.canManageExams);
  const title = t('routes.manageAssessmentGrading');
  return (
    <ExamStaffGate pageTitle={title} testId="grading-forbidden">
      <PageFrame title={title}>
        <ManagedTable<GradingQueueRow>
          list={queue}
          testId="grading-queue"
          rowKey={(row) => `${row.attemptId}-${row.position}`}
          empty={t('assessmentExams.grading.empty')}
          paging={{ current, onChange: setCurrent, totalText: (count) => t('assessmentExams.grading.total', { count }) }}
          columns={[
            { title: t('assessmentExams.grading.exam'), dataIndex: 'examTitle' },
            { title: t('assessmentExams.attempts.teacher'), dataIndex: 'teacherName' },
            {
              title: t('assessmentExams.grading.question'),
              dataIndex: 'position',
              render: (position: number) => t('assessmentExams.grading.questionNumber', { position }),
            },
            {
              title: t('assessmentExams.grading.points'),
              dataIndex: 'points',
              render: (points: number) => t('assessmentExams.common.points', { count: points }),
            },
            {
              title: t('assessmentExams.attempts.submittedAt'),
              dataIndex: 'submittedAt',
              render: (value: string) => formatDateTime(value),
            },
            {
              title: t('assessmentExams.common.actions'),
              key: 'actions',
              render: (_: unknown, row) => (
                <ActionLink type="primary" to={gradingPath(row)} testId={`grade-${row.attemptId}-${row.position}`}>
                  {t('assessmentExams.grading.grade')}
                </ActionLink>
              ),
            },
          ]}
        />
      </PageFrame>
    </ExamStaffGate>
  );
}
