import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageProjectRow } from '@yanxiu/contract/selection';
import { ProjectState, type ProjectStateValue } from '@yanxiu/contract/selection-enums';
import { Button, Empty, Flex, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCopyProject } from '../../api/manage/copy-project';
import { useProjects } from '../../api/manage/list-projects';
import { ProjectStateTag } from '../../components/manage/ProjectStateTag';
import { enumOptions, levelLabel } from '../../components/shared/labels';
import { selectionAccess } from '../../selection.access';

/** The projects the caller's org runs or may see, filtered by state and keyword, with their window and applications. */
function Projects() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<ProjectStateValue | undefined>();
  const [keyword, setKeyword] = useState('');
  const list = useProjects({ current, state, keyword });
  const copy = useCopyProject();

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<ProjectStateValue | 'all'>
          value={state ?? 'all'}
          style={{ width: 160 }}
          aria-label={t('selectionManage.list.state')}
          options={[{ value: 'all', label: t('selectionManage.common.all') }, ...enumOptions(ProjectState)]}
          onChange={(value) => {
            setState(value === 'all' ? undefined : value);
            setCurrent(1);
          }}
          data-testid="projects-state"
        />
        <Input.Search
          allowClear
          placeholder={t('selectionManage.list.keyword')}
          aria-label={t('selectionManage.list.keyword')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrent(1);
          }}
          data-testid="projects-keyword"
        />
      </Flex>
      <ManagedTable<ManageProjectRow>
        list={list}
        rowKey="prjId"
        testId="projects"
        paging={{ current, onChange: setCurrent, totalText: (count) => t('selectionManage.list.total', { count }) }}
        failedTitle={t('selectionManage.common.loadFailed')}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(state || keyword ? 'selectionManage.list.emptyFiltered' : 'selectionManage.list.empty')}
          >
            <ActionLink to="/manage/selection/new" type="primary" size="middle">
              {t('selectionManage.list.create')}
            </ActionLink>
          </Empty>
        }
        columns={[
          {
            title: t('selectionManage.list.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={`/manage/selection/${row.prjId}`} data-testid={`project-${row.prjId}`}>
                {title}
              </Link>
            ),
          },
          {
            title: t('selectionManage.list.level'),
            dataIndex: 'level',
            render: (level: string, row) => `${levelLabel(level)} · ${row.ownerOrgName}`,
          },
          {
            title: t('selectionManage.list.state'),
            dataIndex: 'state',
            render: (value: string, row) => <ProjectStateTag state={value} testId={`project-state-${row.prjId}`} />,
          },
          {
            title: t('selectionManage.list.window'),
            key: 'window',
            render: (_, row) => t('selectionManage.common.range', { start: formatDateTime(row.startsAt), end: formatDateTime(row.endsAt) }),
          },
          {
            title: t('selectionManage.list.applications'),
            dataIndex: 'applicationCount',
            render: (count: number) => t('selectionManage.list.applicationCount', { count }),
          },
          {
            title: t('selectionManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Flex gap={4} wrap>
                <ActionLink to={`/manage/selection/${row.prjId}`} testId={`project-open-${row.prjId}`}>
                  {row.manageable && row.state === 'draft' ? t('selectionManage.list.edit') : t('selectionManage.list.view')}
                </ActionLink>
                {row.state !== 'draft' && (
                  <ActionLink to={`/manage/selectionReview?prjId=${row.prjId}`} testId={`project-review-${row.prjId}`}>
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
                          void navigate(`/manage/selection/${saved.prjId}`);
                        },
                      },
                    )
                  }
                >
                  <Button size="small" data-testid={`project-copy-${row.prjId}`}>
                    {t('selectionManage.list.copy')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </>
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
