import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageProjectRow } from '@yanxiu/contract/selection';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CallTable, useCallListQuery } from '@/shared/call/CallTable';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCopyProject } from '../../api/manage/copy-project';
import { useProjects } from '../../api/manage/list-projects';
import { PROJECTS_PATH, QUEUE_PATH } from '../../components/manage/paths';
import { levelLabel } from '../../components/shared/labels';
import { selectionAccess } from '../../selection.access';

/** The projects the caller's org runs or may see, filtered by state and keyword, with their window and applications. */
function Projects() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const navigate = useNavigate();
  const listQuery = useCallListQuery();
  const list = useProjects(listQuery.query);
  const copy = useCopyProject();
  return (
    <CallTable<ManageProjectRow>
      list={list}
      listQuery={listQuery}
      rowKey="prjId"
      testId="projects"
      rowTestId="project"
      basePath={PROJECTS_PATH}
      editable={(row) => row.manageable && row.state === 'draft'}
      textsAt="selectionManage.list"
      columns={[
        {
          title: t('selectionManage.list.level'),
          dataIndex: 'level',
          render: (level: string, row) => `${levelLabel(level)} · ${row.ownerOrgName}`,
        },
      ]}
      rowActions={(row) => (
        <>
          {row.state !== 'draft' && (
            <ActionLink to={`${QUEUE_PATH}?prjId=${row.prjId}`} testId={`project-review-${row.prjId}`}>
              {t('selectionManage.list.review')}
            </ActionLink>
          )}
          {/* Scoring and results are the running unit's district staff's, once the project is out of draft. */}
          {access.canManageScoring && row.manageable && row.state !== 'draft' && (
            <ActionLink to={`/manage/selectionResults?prjId=${row.prjId}`} testId={`project-results-${row.prjId}`}>
              {t('selectionManage.list.results')}
            </ActionLink>
          )}
          <Popconfirm
            title={t('selectionManage.list.copyConfirm', { title: row.title })}
            okText={t('selectionManage.list.copy')}
            cancelText={t('selectionManage.common.cancel')}
            onConfirm={() =>
              copy.mutate(
                { prjId: row.prjId },
                {
                  onSuccess: (saved) => {
                    notifier().success(t('selectionManage.list.copied'));
                    void navigate(`${PROJECTS_PATH}/${saved.prjId}`);
                  },
                },
              )
            }
          >
            <Button size="small" data-testid={`project-copy-${row.prjId}`}>
              {t('selectionManage.list.copy')}
            </Button>
          </Popconfirm>
        </>
      )}
    />
  );
}

/** /manage/selection: selection projects for district staff (and school staff, for their school's). */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame
      title={t('routes.manageSelection')}
      crumbs={[t('nav.manage')]}
      extra={
        access.canManageProjects && (
          <ActionLink to="/manage/selection/new" type="primary" size="middle" icon={<PlusOutlined />} testId="project-create">
            {t('selectionManage.list.create')}
          </ActionLink>
        )
      }
    >
      <AccessGate
        accessible={access.canManageProjects}
        title={t('selectionManage.common.forbiddenTitle')}
        text={t('selectionManage.common.forbiddenText')}
        testId="selection-manage-forbidden"
      >
        <Projects />
      </AccessGate>
    </PageFrame>
  );
}
