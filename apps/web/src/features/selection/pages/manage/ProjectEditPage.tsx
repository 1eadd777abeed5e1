import '../../i18n/manage.register';
import type { ManageProjectDetail } from '@yanxiu/contract/selection';
import { Alert, Button, Descriptions } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { CallCloseButton, CallEditorFrame } from '@/shared/call/CallEditorFrame';
import { calledIdOf, CallEditorLoad } from '@/shared/call/CallEditorLoad';
import { CallStateTag } from '@/shared/call/CallStateTag';
import { useCallEditor } from '@/shared/call/use-call-editor';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCloseProject } from '../../api/manage/close-project';
import { useExtendProject } from '../../api/manage/extend-project';
import { useProject } from '../../api/manage/get-project';
import { usePublishProject } from '../../api/manage/publish-project';
import { useSaveProject } from '../../api/manage/save-project';
import { ExtendDialog } from '../../components/manage/ExtendDialog';
import { ItemsEditor } from '../../components/manage/ItemsEditor';
import { ItemsView } from '../../components/manage/ItemsView';
import { ProjectForm } from '../../components/manage/ProjectForm';
import { PROJECTS_PATH } from '../../components/manage/paths';
import { levelLabel } from '../../components/shared/labels';
import { bodyProblems, emptyProjectValues, projectValues, toSaveBody } from '../../model/manage/project-form';
import { selectionAccess } from '../../selection.access';

/** The project's standing: level, owner, applications, and when it was published or closed. */
function ProjectFacts({ project }: { project: ManageProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 4 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'state', label: t('call.list.state'), children: <CallStateTag state={project.state} testId="project-state" /> },
        { key: 'level', label: t('selectionManage.list.level'), children: `${levelLabel(project.level)} · ${project.ownerOrgName}` },
        {
          key: 'applications',
          label: t('call.list.applications'),
          children: t('selectionManage.list.applicationCount', { count: project.applicationCount }),
        },
        ...(project.publishedAt
          ? [{ key: 'published', label: t('selectionManage.project.publishedAt'), children: formatDateTime(project.publishedAt) }]
          : []),
        ...(project.closedAt
          ? [{ key: 'closed', label: t('selectionManage.project.closedAt'), children: formatDateTime(project.closedAt) }]
          : []),
      ]}
    />
  );
}

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
  const versioned = project ? { prjId: project.prjId, version: project.version } : null;
  const editor = useCallEditor({
    stored: versioned,
    toBody: toSaveBody,
    problemsOf: bodyProblems,
    mutation: useSaveProject(),
    created: { text: t('selectionManage.form.created'), pathOf: (saved) => `${PROJECTS_PATH}/${saved.prjId}` },
  });

  return (
    <CallEditorFrame
      editor={editor}
      testIdPrefix="project"
      versioned={versioned}
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
          {project && <ProjectFacts project={project} />}
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
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const called = calledIdOf(useParams().prjId);
  const project = useProject(access.canManageProjects ? called.id : undefined);
  const title = called.isNew ? t('routes.manageSelectionNew') : (project.data?.title ?? t('routes.manageSelectionEdit'));
  const back = (
    <ActionLink to={PROJECTS_PATH} size="middle" testId="back-to-projects">
      {t('selectionManage.project.backToList')}
    </ActionLink>
  );
  const body = (
    <CallEditorLoad
      called={called}
      read={project}
      failure={{ notFound: t('selectionManage.project.notFound'), back, testId: 'project-not-found' }}
      editorOf={(stored, onReload) => <ProjectEditor project={stored} onReload={onReload} />}
    />
  );

  return (
    <PageFrame title={title} crumbs={[t('nav.manage'), t('routes.manageSelection')]} extra={back}>
      <AccessGate
        accessible={access.canManageProjects}
        title={t('selectionManage.common.forbiddenTitle')}
        text={t('selectionManage.common.forbiddenText')}
        testId="selection-manage-forbidden"
      >
        {body}
      </AccessGate>
    </PageFrame>
  );
}
