import '../../../i18n/assignments.register';
import type { QueuedSubmission, SubmissionQueueFilter } from '@yanxiu/contract/assessment-assignments';
import { Flex, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../../assessment.access';
import { useManagedAssignment } from '../../api/manage-assignments';
import { useGradebookSchools } from '../../../gradebook/api/gradebook';
import { useSubmissions } from '../../api/tutor';
import { AssignmentStaffGate } from '../../components/AssignmentStaffGate';
import { gradingPath, manageAssignmentPath } from '../../model/paths';
import { parseId } from '../../model/parse-id';

const FILTERS: readonly SubmissionQueueFilter[] = ['waiting', 'returned', 'graded', 'excellent', 'all'];

/**
 * An assignment's submissions (`/manage/assessment/assignments/:assignmentId/submissions`): one row per teacher at their
 * latest round (school, round, when, late, state, excellent), those waiting for a decision first by default. The
 * filter and page live in the address, so the grading page's "back" returns to the same list.
 */
export default function SubmissionsPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const assignmentId = parseId(useParams().assignmentId);
  const [params, setParams] = useSearchParams();
  const filter: SubmissionQueueFilter = FILTERS.find((value) => value === params.get('filter')) ?? 'waiting';
  const schoolId = parseId(params.get('school')) ?? undefined;
  const current = parseId(params.get('page')) ?? 1;
  const enabled = access.canManageAssignments && assignmentId !== null;
  const assignment = useManagedAssignment(enabled ? assignmentId : null);
  const list = useSubmissions(enabled ? { assignmentId: assignmentId!, filter, schoolId, current } : null);
  // The schools of the programme's teachers (the grade book's list), for the school filter.
  const schools = useGradebookSchools(assignment.data?.programmeId ?? null);
  usePageSubject(assignment.data?.title);
  const title = assignment.data
    ? t('assessmentAssignments.submissions.titleOf', { title: assignment.data.title })
    : t('routes.manageAssessmentAssignmentSubmissions');
  const go = (change: { filter?: SubmissionQueueFilter; school?: number | null; page?: number }) => {
    const school = change.school === undefined ? schoolId : change.school;
    setParams({ filter: change.filter ?? filter, ...(school ? { school: String(school) } : {}), page: String(change.page ?? 1) });
  };
  return (
    <AssignmentStaffGate pageTitle={title}>
      <PageFrame
        title={title}
        extra={
          assignmentId !== null && (
            <ActionLink to={manageAssignmentPath(assignmentId)} testId="submissions-back">
              {t('assessmentAssignments.submissions.backToAssignment')}
            </ActionLink>
          )
        }
      >
        <Flex vertical gap={12}>
          <Flex gap={8} wrap align="center">
            <Select
              value={filter}
              style={{ minWidth: 160 }}
              aria-label={t('assessmentAssignments.submissions.filterState')}
              data-testid="submissions-filter"
              options={FILTERS.map((value) => ({ value, label: t(`assessmentAssignments.submissions.filters.${value}`) }))}
              onChange={(value) => go({ filter: value })}
            />
            <Select
              value={schoolId}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={schools.isPending && assignment.data !== undefined}
              style={{ minWidth: 200 }}
              placeholder={t('assessmentAssignments.submissions.allSchools')}
              aria-label={t('assessmentAssignments.submissions.filterSchool')}
              data-testid="submissions-school"
              options={(schools.data?.records ?? []).map((school) => ({ value: school.id, label: school.name }))}
              onChange={(value?: number) => go({ school: value ?? null })}
            />
          </Flex>
          <ManagedTable<QueuedSubmission>
            list={list}
            testId="assignment-submissions"
            rowKey="submissionId"
            empty={filter === 'waiting' ? t('assessmentAssignments.submissions.noneWaiting') : t('assessmentAssignments.submissions.empty')}
            paging={{
              current,
              onChange: (page) => go({ page }),
              totalText: (count) => t('assessmentAssignments.submissions.total', { count }),
            }}
            columns={[
              { title: t('assessmentAssignments.submissions.teacher'), dataIndex: 'teacherName' },
              {
                title: t('assessmentAssignments.submissions.school'),
                dataIndex: 'schoolName',
                render: (value: string | null) => value ?? '',
              },
              {
                title: t('assessmentAssignments.submissions.round'),
                dataIndex: 'round',
                render: (round: number) => t('assessmentAssignments.submissions.roundNumber', { number: round }),
              },
              {
                title: t('assessmentAssignments.submissions.submittedAt'),
                dataIndex: 'submittedAt',
                render: (value: string | null, row) => (
                  <>
                    {formatDateTime(value)} {row.late && <Tag color="red">{t('assessmentAssignments.submissions.late')}</Tag>}
                  </>
                ),
              },
              {
                title: t('assessmentAssignments.submissions.state'),
                dataIndex: 'status',
                render: (status: QueuedSubmission['status'], row) => (
                  <>
                    {t(`assessmentAssignments.roundStatus.${status}`)}{' '}
                    {row.excellent && <Tag color="purple">{t('assessmentAssignments.submissions.excellent')}</Tag>}
                  </>
                ),
              },
              {
                title: t('assessmentAssignments.common.actions'),
                key: 'actions',
                render: (_: unknown, row) => (
                  <ActionLink
                    to={gradingPath(row.submissionId)}
                    type={row.status === 'submitted' ? 'primary' : 'default'}
                    testId={`submission-open-${row.submissionId}`}
                  >
                    {row.status === 'submitted' ? t('assessmentAssignments.submissions.open') : t('assessmentAssignments.submissions.view')}
                  </ActionLink>
                ),
              },
            ]}
          />
        </Flex>
      </PageFrame>
    </AssignmentStaffGate>
  );
}
