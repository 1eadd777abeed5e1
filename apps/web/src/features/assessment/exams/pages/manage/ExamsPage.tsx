import '../../../i18n/exams.register';
import type { ManagedExam } from '@yanxiu/contract/assessment-exams';
import { Alert, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { assessmentAccess } from '../../../assessment.access';
import { useManagedExams } from '../../api/manage-exams';
import { NewSchoolExam } from '../../components/NewSchoolExam';
import { examAttemptsPath, gradingPath, manageExamPath } from '../../model/exam-paths';
import { ExamStaffGate } from '../../components/ExamStaffGate';

/**
 * The exams the caller manages (`/manage/assessment/exams`): status, programme, window, attempts; a programme's exam
 * starts from its exam unit, a school's standalone exam from here.
 */
export default function ExamsPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const [current, setCurrent] = useState(1);
  const list = useManagedExams(access.canManageExams ? { current } : null);
  const title = t('routes.manageAssessmentExams');
  return (
    <ExamStaffGate pageTitle={title}>
      <PageFrame
        title={title}
        extra={
          <ActionLink to={gradingPath()} testId="open-grading">
            {t('routes.manageAssessmentGrading')}
          </ActionLink>
        }
      >
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('assessmentExams.list.howToCreate')} />
        <NewSchoolExam />
        <ManagedTable<ManagedExam>
          list={list}
          testId="exams-table"
          empty={t('assessmentExams.list.empty')}
          paging={{ current, onChange: setCurrent, totalText: (count) => t('assessmentExams.list.total', { count }) }}
          columns={[
            { title: t('assessmentExams.list.title'), dataIndex: 'title' },
            {
              title: t('assessmentExams.list.programme'),
              dataIndex: 'programmeTitle',
              render: (value: string | null) => value ?? t('assessmentExams.list.standalone'),
            },
            {
              title: t('assessmentExams.list.status'),
              dataIndex: 'status',
              render: (status: ManagedExam['status']) => (
                <Tag color={status === 'published' ? 'success' : 'default'}>{t(`assessmentExams.status.${status}`)}</Tag>
              ),
            },
            {
              title: t('assessmentExams.exam.window'),
              key: 'window',
              render: (_: unknown, exam) =>
                t('assessmentExams.common.range', { start: formatDateTime(exam.opensAt), end: formatDateTime(exam.closesAt) }),
            },
            { title: t('assessmentExams.list.attempts'), dataIndex: 'attemptCount' },
            {
              title: t('assessmentExams.common.actions'),
              key: 'actions',
              render: (_: unknown, exam) => (
                <>
                  <ActionLink to={manageExamPath(exam.id)} testId={`exam-edit-${exam.id}`}>
                    {t('assessmentExams.list.edit')}
                  </ActionLink>{' '}
                  <ActionLink to={examAttemptsPath(exam.id)} testId={`exam-attempts-${exam.id}`}>
                    {t('assessmentExams.list.viewAttempts')}
                  </ActionLink>
                </>
              ),
            },
          ]}
        />
      </PageFrame>
    </ExamStaffGate>
  );
}
