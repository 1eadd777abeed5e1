import type { AssignmentPlacement, ManagedAssignment } from '@yanxiu/contract/assessment-assignments';
import { Alert, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
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
  const [values, setValues] = useState<AssignmentFormValues>(() => (assignment ? assignmentValues(assignment) : emptyAssignmentValues()));
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const save = useSaveAssignment();
  const publish = usePublishAssignment();
  const change = (patch: Partial<AssignmentFormValues>) => {
    setValues((now) => ({ ...now, ...patch }));
    setDirty(true);
  };
  const handleFailure = (error: unknown) => {
    if (isConflict(error)) setConflict(true);
    else notifier().error(failureText(t, error));
  };

  const handleSave = () => {
    const problem = assignmentProblem(values);
    if (problem) {
      notifier().warning(t(`assessmentAssignments.editor.problems.${problem}`));
      return;
    }
    save.mutate(toSaveBody(values, placement, assignment ? { id: assignment.id, version: assignment.version } : null), {
      onSuccess: (saved) => {
        setDirty(false);
        notifier().success(t('assessmentAssignments.editor.saved'));
        if (!assignment) navigate(manageAssignmentPath(saved.id), { replace: true });
      },
      onError: handleFailure,
    });
  };

  const handlePublish = () => {
    if (!assignment) return;
    publish.mutate(
      { assignmentId: assignment.id, version: assignment.version },
      { onSuccess: () => notifier().success(t('assessmentAssignments.editor.publishedNow')), onError: handleFailure },
    );
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
        <Alert
          type="warning"
          showIcon
          data-testid="assignment-conflict"
          title={t('assessmentAssignments.common.conflict')}
          action={
            <Button size="small" onClick={onReload}>
              {t('assessmentAssignments.common.reload')}
            </Button>
          }
        />
      )}
      <Card size="small" title={t('assessmentAssignments.editor.settings')}>
        <AssignmentSettingsFields values={values} onChange={change} />
      </Card>
      <Card size="small" title={t('assessmentAssignments.rubric.title')}>
        <RubricEditor rubric={values.rubric} onChange={(rubric) => change({ rubric })} />
      </Card>
      <Flex gap={8} wrap align="center">
        <Button type="primary" loading={save.isPending} onClick={handleSave} data-testid="assignment-save">
          {t('assessmentAssignments.editor.save')}
        </Button>
        {assignment && assignment.status === 'draft' && (
          <Popconfirm title={t('assessmentAssignments.editor.publishConfirm')} onConfirm={handlePublish} disabled={dirty}>
            <Button disabled={dirty} loading={publish.isPending} data-testid="assignment-publish">
              {t('assessmentAssignments.editor.publish')}
            </Button>
          </Popconfirm>
        )}
        {dirty && assignment && <Typography.Text type="secondary">{t('assessmentAssignments.editor.saveFirst')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
