import '../i18n/research.register';
import { Card, Collapse, Flex, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useActivity } from '../api/get-activity';
import { ActivityFacts } from '../components/ActivityFacts';
import { AttendancePanel } from '../components/AttendancePanel';
import { CheckInEntry } from '../components/CheckInEntry';
import { factsText, kindLabel, stageKindLabel, StateTag } from '../components/labels';
import { OrganiserActions } from '../components/OrganiserActions';
import { SignUpAction } from '../components/SignUpAction';
import { StageContent } from '../components/StageContent';
import { SummaryPanel } from '../components/SummaryPanel';
import { parseId } from '../model/parse-id';

/** What an address naming no activity (not a number) counts as. */
const NO_ACTIVITY = new RequestError('', 404, null);

/** /research/ActivityCover/:id: the activity's cover, stages with their content, participants, my progress; the organiser's attendance and summary. */
export default function ActivityPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const activity = useActivity(id);
  const title = t('routes.researchActivityCover');
  const back = <Link to="/research/Activity">{t('research.activity.backToSquare')}</Link>;
  if (id === null || activity.isError)
    return (
      <PageFrame title={title}>
        <LoadFailure
          error={activity.error ?? NO_ACTIVITY}
          notFound={t('research.activity.notFound')}
          onRetry={() => void activity.refetch()}
          back={back}
          testId="activity-not-found"
        />
      </PageFrame>
    );
  if (activity.isPending)
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    );
  const data = activity.data;
  const started = data.state === 'running' || data.state === 'ended' || data.state === 'closed';
  const tabs = [
    {
      key: 'stages',
      label: t('research.activity.stages', { count: data.stages.length }),
      children: (
        <Collapse
          defaultActiveKey={data.stages.map((stage) => String(stage.id))}
          items={data.stages.map((stage) => ({
            key: String(stage.id),
            label: (
              <Space wrap>
                <Typography.Text strong>
                  {t('research.activity.stageTitle', { position: stage.position, title: stage.title })}
                </Typography.Text>
                <Tag>{stageKindLabel(stage.kind)}</Tag>
              </Space>
            ),
            children: <StageContent stage={stage} activity={data} />,
          }))}
        />
      ),
    },
    {
      key: 'participants',
      label: t('research.activity.participants', { count: data.participantCount }),
      children: (
        <Table
          size="small"
          rowKey="userId"
          pagination={data.participants.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 'max-content' }}
          dataSource={data.participants}
          locale={{ emptyText: t('research.activity.noParticipants') }}
          columns={[
            { title: t('research.people.name'), dataIndex: 'name' },
            { title: t('research.people.school'), dataIndex: 'schoolName' },
            { title: t('research.activity.joinedAt'), render: (_, row) => formatDateTime(row.joinedAt) },
            ...(data.canManage
              ? [
                  {
                    title: t('research.activity.done'),
                    render: (_: unknown, row: (typeof data.participants)[number]) => (row.done.length > 0 ? factsText(row.done) : '—'),
                  },
                  {
                    title: t('research.activity.completedAt'),
                    render: (_: unknown, row: (typeof data.participants)[number]) =>
                      row.completedAt ? formatDateTime(row.completedAt) : '—',
                  },
                ]
              : []),
          ]}
        />
      ),
    },
    ...(data.canManage && data.state !== 'draft'
      ? [
          {
            key: 'attendance',
            label: t('research.activity.attendance'),
            children: <AttendancePanel activityId={data.id} mode={data.mode} />,
          },
        ]
      : []),
    ...(data.state !== 'draft'
      ? [
          {
            key: 'summary',
            label: t('research.activity.summary'),
            children: <SummaryPanel activityId={data.id} canWrite={data.canManage} started={started} />,
          },
        ]
      : []),
  ];
  return (
    <PageFrame
      title={data.title}
      crumbs={[t('nav.research'), t('routes.researchActivity')]}
      extra={data.canManage ? <OrganiserActions activity={data} /> : undefined}
    >
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex vertical gap={12}>
            <Space wrap>
              <Tag>{kindLabel(data.kind)}</Tag>
              <StateTag state={data.state} />
            </Space>
            <ActivityFacts activity={data} />
            {data.description && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.description}</Typography.Paragraph>
            )}
            <SignUpAction activity={data} />
          </Flex>
        </Card>
        <CheckInEntry activity={data} />
        <Tabs items={tabs} />
      </Flex>
    </PageFrame>
  );
}
