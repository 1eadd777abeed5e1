import type { AssignmentPlacement, ManagedAssignment } from '@yanxiu/contract/assessment-assignments';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DraftPublishButton } from '../../components/DraftPublishButton';
import { StaleVersionAlert } from '../../components/StaleVersionAlert';
import { useVersionedDraft } from '../../components/use-versioned-draft';
import { usePublishAssignment, useSaveAssignment } from '../api/manage-assignments';
import {
  assignmentProblem,
  assignmentValues,
  emptyAssignmentValues,
  toSaveBody,
  type AssignmentFormValues,
} from '../model/assignment-form';
import { failureText, isConflict } from '../model/failure-text';
import { manageAssignmentPath, submissionsPath } from '../model/paths';
import { AssignmentSettingsFields } from './AssignmentSettingsFields';
import { RubricEditor } from './RubricEditor';

export type AssignmentEditorProps = { assignment: ManagedAssignment | null; placement: AssignmentPlacement; onReload: () => void };

/** The assignment's settings and rubric, saved as a draft (a stale version is named, not overwritten) and published. */
export function AssignmentEditor({ assignment, placement, onReload }: AssignmentEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, dirty, conflict, change, save, publish } = useVersionedDraft<AssignmentFormValues>({
    initial: () => (assignment ? assignmentValues(assignment) : emptyAssignmentValues()),
    isStale: isConflict,
    failureText: (error) => failureText(t, error),
  });
  const saveAssignment = useSaveAssignment();
  const publishAssignment = usePublishAssignment();

  const handleSave = () => {
    const problem = assignmentProblem(values);
    if (problem) {
      notifier().warning(t(`assessmentAssignments.editor.problems.${problem}`));
      return;
    }
    const body = toSaveBody(values, placement, assignment ? { id: assignment.id, version: assignment.version } : null);
    save(saveAssignment, body, t('assessmentAssignments.editor.saved'), (saved) => {
      if (!assignment) navigate(manageAssignmentPath(saved.id), { replace: true });
    });
  };

  return (
    <Flex vertical gap={12} data-testid="assignment-editor">
      {assignment && (
        <Flex align="center" gap={8} wrap>
          <Tag color={assignment.status === 'published' ? 'success' : 'default'} data-testid="assignment-status">
            {t(`assessmentAssignments.status.${assignment.status}`)}
          </Tag>
          <Typography.Text type="secondary">
            {t('assessmentAssignments.editor.inProgramme', { title: assignment.programmeTitle })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('assessmentAssignments.editor.updatedAt', { time: formatDateTime(assignment.updatedAt) })}
          </Typography.Text>
          <ActionLink to={submissionsPath(assignment.id)} testId="assignment-submissions-link">
            {t('assessmentAssignments.editor.submissions', { count: assignment.submittedCount })}
          </ActionLink>
        </Flex>
      )}
      {conflict && (
        <StaleVersionAlert
          testId="assignment-conflict"
          title={t('assessmentAssignments.common.conflict')}
          reloadText={t('assessmentAssignments.common.reload')}
          onReload={onReload}
        />
      )}
      <Card size="small" title={t('assessmentAssignments.editor.settings')}>
        <AssignmentSettingsFields values={values} onChange={change} />
      </Card>
      <Card size="small" title={t('assessmentAssignments.rubric.title')}>
        <RubricEditor rubric={values.rubric} onChange={(rubric) => change({ rubric })} />
      </Card>
      <Flex gap={8} wrap align="center">
        <Button type="primary" loading={saveAssignment.isPending} onClick={handleSave} data-testid="assignment-save">
          {t('assessmentAssignments.editor.save')}
        </Button>
        {assignment && assignment.status === 'draft' && (
          <DraftPublishButton
            dirty={dirty}
            pending={publishAssignment.isPending}
            onPublish={() =>
              publish(
                publishAssignment,
                { assignmentId: assignment.id, version: assignment.version },
                t('assessmentAssignments.editor.publishedNow'),
              )
            }
            texts={{ confirm: t('assessmentAssignments.editor.publishConfirm'), publish: t('assessmentAssignments.editor.publish') }}
            testId="assignment-publish"
          />
        )}
        {dirty && assignment && <Typography.Text type="secondary">{t('assessmentAssignments.editor.saveFirst')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
