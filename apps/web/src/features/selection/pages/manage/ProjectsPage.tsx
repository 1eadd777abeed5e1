import '../../i18n/manage.register';
import type { ManageProjectRow } from '@yanxiu/contract/selection';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CallListPage } from '@/shared/call/CallListPage';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useCopyProject } from '../../api/manage/copy-project';
import { useProjects } from '../../api/manage/list-projects';
import { PROJECTS_PATH, QUEUE_PATH } from '../../components/manage/paths';
import { projectCalls } from '../../components/manage/project-calls';
import { levelLabel } from '../../components/shared/labels';
import { selectionAccess } from '../../selection.access';

/** /manage/selection: selection projects for district staff (and school staff, for their school's), with their window and applications. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const navigate = useNavigate();
  const copy = useCopyProject();
  return (
    <CallListPage<'prjId', ManageProjectRow>
      domain={projectCalls}
      useList={useProjects}
      editable={(row) => row.manageable && row.state === 'draft'}
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
