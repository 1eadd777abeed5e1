import '../../../i18n/assignments.register';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../../assessment.access';
import { useAssignmentOfUnit, useManagedAssignment } from '../../api/manage-assignments';
import { AssignmentEditor } from '../../components/AssignmentEditor';
import { AssignmentStaffGate } from '../../components/AssignmentStaffGate';
import { manageAssignmentPath } from '../../model/paths';
import { parseId } from '../../model/parse-id';

const loading = (
  <div data-testid="assignment-loading">
    <Skeleton active paragraph={{ rows: 8 }} />
  </div>
);

/**
 * From the programme editor's assignment unit (`/manage/assessment/assignments/new?unitId=&programmeId=`): the unit's
 * assignment when it has one already, else an empty editor placed on the unit.
 */
function NewAssignment({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unitId = parseId(params.get('unitId'));
  const existing = useAssignmentOfUnit(enabled ? unitId : null);
  if (unitId === null)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="assignment-needs-unit"
        title={t('assessmentAssignments.editor.needsUnit')}
        action={<ActionLink to="/manage/training">{t('assessmentAssignments.editor.toProgrammes')}</ActionLink>}
      />
    );
  if (existing.isPending) return loading;
  if (existing.isError) return <RetryAlert onRetry={() => void existing.refetch()} />;
  if (existing.data) return <Navigate to={manageAssignmentPath(existing.data.id)} replace />;
  return <AssignmentEditor assignment={null} placement={{ kind: 'unit', unitId }} onReload={() => void existing.refetch()} />;
}

/** A saved assignment in the editor; a newer version read after a conflict replaces the form. */
function SavedAssignment({ assignmentId, enabled }: { assignmentId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const assignment = useManagedAssignment(enabled ? assignmentId : null);
  usePageSubject(assignment.data?.title);
  if (assignment.isPending) return loading;
  if (assignment.isError)
    return (
      <LoadFailure
        error={assignment.error}
        notFound={t('assessmentAssignments.editor.notFound')}
        onRetry={() => void assignment.refetch()}
        testId="assignment-failed"
      />
    );
  return (
    <AssignmentEditor
      key={`${assignment.data.id}-${assignment.data.version}`}
      assignment={assignment.data}
      placement={assignment.data.placement}
      onReload={() => void assignment.refetch()}
    />
  );
}

/** The staff's assignment editor (`/manage/assessment/assignments/:assignmentId`, or `/new` from a programme's assignment unit). */
export default function AssignmentEditPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const raw = useParams().assignmentId;
  const assignmentId = parseId(raw);
  const title = t('routes.manageAssessmentAssignment');
  let body;
  if (raw === undefined) body = <NewAssignment enabled={access.canManageAssignments} />;
  else if (assignmentId === null)
    body = (
      <LoadFailure
        error={new RequestError('', 404, null)}
        notFound={t('assessmentAssignments.editor.notFound')}
        onRetry={() => undefined}
      />
    );
  else body = <SavedAssignment assignmentId={assignmentId} enabled={access.canManageAssignments} />;
  return (
    <AssignmentStaffGate pageTitle={title}>
      <PageFrame title={title}>{body}</PageFrame>
    </AssignmentStaffGate>
  );
}
