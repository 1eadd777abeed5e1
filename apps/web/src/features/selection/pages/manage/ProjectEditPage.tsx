import '../../i18n/manage.register';
import type { ManageProjectDetail } from '@yanxiu/contract/selection';
import { Alert, Button, Descriptions, Flex, Form, Popconfirm, Skeleton, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCloseProject } from '../../api/manage/close-project';
import { useExtendProject } from '../../api/manage/extend-project';
import { useProject } from '../../api/manage/get-project';
import { usePublishProject } from '../../api/manage/publish-project';
import { useSaveProject } from '../../api/manage/save-project';
import { ExtendDialog } from '../../components/manage/ExtendDialog';
import { failureText, isStale } from '../../components/manage/failure';
import { ItemsEditor } from '../../components/manage/ItemsEditor';
import { ItemsView } from '../../components/manage/ItemsView';
import { ProjectForm } from '../../components/manage/ProjectForm';
import { ProjectStateTag } from '../../components/manage/ProjectStateTag';
import { levelLabel } from '../../components/shared/labels';
import { bodyProblems, emptyProjectValues, projectValues, toSaveBody, type ProjectFormValues } from '../../model/manage/project-form';
import { selectionAccess } from '../../selection.access';
import { PublishAfterSave } from '@/shared/ui/PublishAfterSave';

/** What an address naming no project (not a number) counts as. */
const NO_PROJECT = new RequestError('', 404, null);

/** The project's standing: level, owner, applications, and when it was published or closed. */
function ProjectFacts({ project }: { project: ManageProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 4 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'state', label: t('selectionManage.list.state'), children: <ProjectStateTag state={project.state} /> },
        { key: 'level', label: t('selectionManage.list.level'), children: `${levelLabel(project.level)} · ${project.ownerOrgName}` },
        {
          key: 'applications',
          label: t('selectionManage.list.applications'),
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
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
  const { token } = theme.useToken();
  const initialValues = useMemo(() => (project ? projectValues(project) : emptyProjectValues()), [project]);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [extending, setExtending] = useState(false);
  const save = useSaveProject();
  const publish = usePublishProject();
  const extend = useExtendProject();
  const close = useCloseProject();
  const access = useAccess(selectionAccess);
  // School staff read the district's projects but change only their school's (the server refuses the rest too).
  const ours = project === null || project.level === '1' || access.canRunDistrictProjects;
  const draft = project === null || (project.state === 'draft' && ours);

  const onFailure = (error: unknown) => {
    if (isStale(error)) setStale(true);
    else notifier().error(failureText(t, error));
  };

  const handleSave = async () => {
    try {
      await form.validateFields();
    } catch {
      notifier().warning(t('selectionManage.form.invalid'));
      return;
    }
    const body = toSaveBody(
      form.getFieldsValue(true) as ProjectFormValues,
      project ? { prjId: project.prjId, version: project.version } : undefined,
    );
    const problems = bodyProblems(body);
    if (problems.length > 0) {
      notifier().warning(t('selectionManage.form.refused', { problem: problems[0]!.message }));
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        notifier().success(t(project ? 'selectionManage.form.saved' : 'selectionManage.form.created'));
        if (!project) void navigate(`/manage/selection/${saved.prjId}`, { replace: true });
      },
      onError: onFailure,
    });
  };

  const versioned = project ? { prjId: project.prjId, version: project.version } : null;
  const actions = (
    <Flex gap={8} wrap>
      {draft && (
        <Button
          type={project ? 'default' : 'primary'}
          loading={save.isPending}
          onClick={() => void handleSave()}
          data-testid="project-save"
        >
          {t('selectionManage.form.save')}
        </Button>
      )}
      {versioned && draft && (
        <PublishAfterSave
          dirty={dirty}
          loading={publish.isPending}
          texts={{
            publish: t('selectionManage.project.publish'),
            confirm: t('selectionManage.project.publishConfirm'),
            description: t('selectionManage.project.publishFreezes'),
            cancel: t('selectionManage.common.cancel'),
            saveFirst: t('selectionManage.project.saveFirst'),
          }}
          onPublish={() =>
            publish.mutate(versioned, { onSuccess: () => notifier().success(t('selectionManage.project.published')), onError: onFailure })
          }
          testId="project-publish"
        />
      )}
      {versioned && ours && project?.state === 'published' && (
        <>
          <Button onClick={() => setExtending(true)} data-testid="project-extend">
            {t('selectionManage.project.extend')}
          </Button>
          <Popconfirm
            title={t('selectionManage.project.closeConfirm')}
            okText={t('selectionManage.project.close')}
            cancelText={t('selectionManage.common.cancel')}
            onConfirm={() =>
              close.mutate(versioned, { onSuccess: () => notifier().success(t('selectionManage.project.closed')), onError: onFailure })
            }
          >
            <Button danger loading={close.isPending} data-testid="project-close">
              {t('selectionManage.project.close')}
            </Button>
          </Popconfirm>
        </>
      )}
    </Flex>
  );

  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          title={t('selectionManage.form.stale')}
          action={
            <Button size="small" onClick={onReload} data-testid="project-reload">
              {t('selectionManage.form.reload')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
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
        <Alert type="info" showIcon title={t('selectionManage.project.frozen')} style={{ marginBottom: 12 }} data-testid="project-frozen" />
      )}
      {/* The form is long: its actions stay in sight while scrolling. */}
      <Flex
        justify="flex-end"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 5,
          background: token.colorBgLayout,
          padding: `${token.paddingXS}px 0`,
          marginBottom: 4,
        }}
        data-testid="project-actions"
      >
        {actions}
      </Flex>
      <ProjectForm
        form={form}
        initialValues={initialValues}
        disabled={!draft}
        onChange={() => setDirty(true)}
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
                onError: onFailure,
              },
            )
          }
        />
      )}
    </>
  );
}

/** /manage/selection/new and /manage/selection/:prjId: a selection project's editor (read-only once published). */
export default function ProjectEditPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const params = useParams();
  const isNew = params.prjId === undefined;
  const prjId = !isNew && /^\d{1,15}$/.test(params.prjId ?? '') ? Number(params.prjId) : undefined;
  const project = useProject(access.canManageProjects ? prjId : undefined);
  const title = isNew ? t('routes.manageSelectionNew') : (project.data?.title ?? t('routes.manageSelectionEdit'));
  const back = (
    <ActionLink to="/manage/selection" size="middle" testId="back-to-projects">
      {t('selectionManage.project.backToList')}
    </ActionLink>
  );

  let body;
  if (isNew) body = <ProjectEditor project={null} onReload={() => undefined} />;
  else if (prjId === undefined || project.isError)
    body = (
      <LoadFailure
        error={project.error ?? NO_PROJECT}
        notFound={t('selectionManage.project.notFound')}
        onRetry={() => void project.refetch()}
        back={back}
        testId="project-not-found"
      />
    );
  else if (project.isPending) body = <Skeleton active />;
  else
    body = (
      <ProjectEditor key={`${project.data.prjId}-${project.data.version}`} project={project.data} onReload={() => void project.refetch()} />
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
