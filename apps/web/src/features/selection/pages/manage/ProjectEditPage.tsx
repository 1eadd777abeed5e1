import '../../i18n/manage.register';
import type { ManageProjectDetail } from '@yanxiu/contract/selection';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { CallCloseButton, CallEditorFrame } from '@/shared/call/CallEditorFrame';
import { CallEditorPage } from '@/shared/call/CallEditorPage';
import { CallFacts } from '@/shared/call/CallFacts';
import { useDomainCallEditor } from '@/shared/call/use-call-editor';
import { useAccess } from '@/shared/session/access';
import { useCloseProject } from '../../api/manage/close-project';
import { useExtendProject } from '../../api/manage/extend-project';
import { useProject } from '../../api/manage/get-project';
import { usePublishProject } from '../../api/manage/publish-project';
import { useSaveProject } from '../../api/manage/save-project';
import { ExtendDialog } from '../../components/manage/ExtendDialog';
import { ItemsEditor } from '../../components/manage/ItemsEditor';
import { ItemsView } from '../../components/manage/ItemsView';
import { ProjectForm } from '../../components/manage/ProjectForm';
import { projectCalls } from '../../components/manage/project-calls';
import { levelLabel } from '../../components/shared/labels';
import { bodyProblems, emptyProjectValues, projectValues, toSaveBody } from '../../model/manage/project-form';
import { selectionAccess } from '../../selection.access';

type EditorProps = { project: ManageProjectDetail | null; onReload: () => void };

/** The form of a project with its actions: save a draft, publish it (items freeze), extend or close a published one. */
function ProjectEditor({ project, onReload }: EditorProps) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => (project ? projectValues(project) : emptyProjectValues()), [project]);
  const [extending, setExtending] = useState(false);
  const publish = usePublishProject();
  const extend = useExtendProject();
  const close = useCloseProject();
  const access = useAccess(selectionAccess);
  // School staff read the district's projects but change only their school's (the server refuses the rest too).
  const ours = project === null || project.level === '1' || access.canRunDistrictProjects;
  const draft = project === null || (project.state === 'draft' && ours);
  const call = useDomainCallEditor(projectCalls, project, {
    toBody: toSaveBody,
    problemsOf: bodyProblems,
    mutation: useSaveProject(),
    createdText: t('selectionManage.form.created'),
  });
  const { editor, versioned } = call;

  return (
    <CallEditorFrame
      {...call}
      draft={draft}
      onReload={onReload}
      publish={{
        mutation: publish,
        confirm: t('selectionManage.project.publishConfirm'),
        description: t('selectionManage.project.publishFreezes'),
        done: t('selectionManage.project.published'),
      }}
      moreActions={
        versioned &&
        ours &&
        project?.state === 'published' && (
          <>
            <Button onClick={() => setExtending(true)} data-testid="project-extend">
              {t('selectionManage.project.extend')}
            </Button>
            <CallCloseButton
              editor={editor}
              mutation={close}
              versioned={versioned}
              texts={{
                close: t('selectionManage.project.close'),
                confirm: t('selectionManage.project.closeConfirm'),
                done: t('selectionManage.project.closed'),
              }}
              testId="project-close"
            />
          </>
        )
      }
      notices={
        <>
          {project && (
            <CallFacts
              call={project}
              domain={projectCalls}
              facts={[
                { key: 'level', label: t('selectionManage.list.level'), value: `${levelLabel(project.level)} · ${project.ownerOrgName}` },
              ]}
            />
          )}
          {!ours && (
            <Alert
              type="info"
              showIcon
              title={t('selectionManage.project.notOurs', { org: project?.ownerOrgName ?? '' })}
              style={{ marginBottom: 12 }}
              data-testid="project-not-ours"
            />
          )}
          {ours && !draft && (
            <Alert
              type="info"
              showIcon
              title={t('selectionManage.project.frozen')}
              style={{ marginBottom: 12 }}
              data-testid="project-frozen"
            />
          )}
        </>
      }
    >
      <ProjectForm
        form={editor.form}
        initialValues={initialValues}
        disabled={!draft}
        onChange={editor.markDirty}
        items={draft ? <ItemsEditor /> : <ItemsView sections={project?.sections ?? []} />}
      />
      {project && versioned && (
        <ExtendDialog
          open={extending}
          endsAt={project.endsAt}
          busy={extend.isPending}
          onCancel={() => setExtending(false)}
          onExtend={(endsAt) =>
            extend.mutate(
              { ...versioned, endsAt },
              {
                onSuccess: () => {
                  setExtending(false);
                  notifier().success(t('selectionManage.project.extended'));
                },
                onError: editor.onFailure,
              },
            )
          }
        />
      )}
    </CallEditorFrame>
  );
}

/** /manage/selection/new and /manage/selection/:prjId: a selection project's editor (read-only once published). */
export default function ProjectEditPage() {
  return (
    <CallEditorPage
      domain={projectCalls}
      useCall={useProject}
      editorOf={(stored, onReload) => <ProjectEditor project={stored} onReload={onReload} />}
    />
  );
}
