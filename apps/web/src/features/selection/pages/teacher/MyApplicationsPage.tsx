import '../../i18n/teacher.register';
import type { MyApplication } from '@yanxiu/contract/selection';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useMine } from '../../api/teacher/list-mine';
import { ApplyStatusTag } from '../../components/shared/ApplyStatusTag';
import { nextStepLabel } from '../../components/shared/labels';
import { ResultTag } from '../../components/teacher/ResultTag';

/** /my/selection: my selection applications with their status, the result once published and what to do next. */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const mine = useMine();
  const columns = [
    {
      title: t('selectionTeacher.mine.project'),
      dataIndex: 'projectTitle',
      render: (_: unknown, row: MyApplication) => (
        <>
          <Typography.Text strong>{row.projectTitle}</Typography.Text>
          {row.groupName && (
            <div>
              <Typography.Text type="secondary">{row.groupName}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { title: t('selectionTeacher.mine.status'), dataIndex: 'status', render: (status: string) => <ApplyStatusTag status={status} /> },
    {
      title: t('selectionTeacher.mine.result'),
      dataIndex: 'result',
      render: (_: unknown, row: MyApplication) => <ResultTag result={row.result} stage={row.resultStage} />,
    },
    {
      title: t('selectionTeacher.mine.next'),
      dataIndex: 'nextStep',
      render: (next: string) => <span data-testid="next-step">{nextStepLabel(next)}</span>,
    },
    { title: t('selectionTeacher.mine.updatedAt'), dataIndex: 'updatedAt', render: (value: string) => formatDateTime(value) },
    {
      title: t('selectionTeacher.mine.actions'),
      key: 'actions',
      render: (_: unknown, row: MyApplication) => {
        const editing = row.status === '2' || row.status === '5';
        return (
          <ActionLink
            to={`/mySelection/apply/${row.prjId}`}
            type={editing ? 'primary' : 'default'}
            testId={editing ? 'application-continue' : 'application-view'}
          >
            {editing ? t('selectionTeacher.projects.actions.continue') : t('selectionTeacher.projects.actions.view')}
          </ActionLink>
        );
      },
    },
  ];
  return (
    <PageFrame
      title={t('routes.mySelection')}
      crumbs={[t('nav.mine')]}
      extra={
        <ActionLink to="/selection" size="middle">
          {t('selectionTeacher.mine.toProjects')}
        </ActionLink>
      }
    >
      <ManagedTable<MyApplication>
        list={mine}
        columns={columns}
        rowKey="applyId"
        testId="my-applications"
        empty={t('selectionTeacher.mine.empty')}
        failedTitle={t('selectionTeacher.mine.loadFailed')}
      />
    </PageFrame>
  );
}
