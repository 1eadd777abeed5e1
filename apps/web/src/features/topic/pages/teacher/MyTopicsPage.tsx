import type { MyTopicRow } from '@yanxiu/contract/topic';
import { Flex, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { formatDay } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useMyTopics } from '../../api/teacher/list-my-topics';
import { InvitationActions } from '../../components/teacher/InvitationActions';
import { levelLabel, stageKindLabel } from '../../components/teacher/labels';
import { TeacherGate } from '../../components/teacher/TeacherGate';
import { ApplyStatusTag, PhaseTag } from '../../components/teacher/StatusTags';
import { hostPagePath } from '../../model/page-links';

type RoleFilter = 'all' | 'host' | 'member';
const ROLE_COLORS: Record<MyTopicRow['myRole'], string> = { host: 'blue', member: 'cyan', invited: 'orange' };

/** /scientific/myTopic: the topics I host or join, invitations to confirm first, with what is due next. */
export default function MyTopicsPage() {
  const { t } = useTranslation();
  return (
    <TeacherGate pageTitle={t('routes.scientificMine')}>
      <MyTopicsContent />
    </TeacherGate>
  );
}

function MyTopicsContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role = (['host', 'member'].includes(params.get('role') ?? '') ? params.get('role') : 'all') as RoleFilter;
  const current = Math.max(1, Number(params.get('page')) || 1);
  const topics = useMyTopics({ current, size: PAGE_SIZE, role });
  const columns = [
    {
      title: t('topicTeacher.mine.topic'),
      key: 'title',
      render: (_: unknown, row: MyTopicRow) => (
        <Flex vertical>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Typography.Text type="secondary">
            {[row.topicNo ? t('topicTeacher.host.number', { number: row.topicNo }) : null, levelLabel(row.level)]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('topicTeacher.mine.role'),
      key: 'role',
      render: (_: unknown, row: MyTopicRow) => (
        <Tag color={ROLE_COLORS[row.myRole]} data-testid="my-role">
          {t(`topicTeacher.mine.roles.${row.myRole}`)}
        </Tag>
      ),
    },
    {
      title: t('topicTeacher.mine.state'),
      key: 'state',
      render: (_: unknown, row: MyTopicRow) =>
        row.phase === 'application' ? <ApplyStatusTag status={row.status} /> : <PhaseTag phase={row.phase} />,
    },
    {
      title: t('topicTeacher.mine.host'),
      key: 'host',
      render: (_: unknown, row: MyTopicRow) => t('common.withNote', { name: row.host.name, note: row.host.orgName }),
    },
    {
      title: t('topicTeacher.mine.period'),
      key: 'period',
      render: (_: unknown, row: MyTopicRow) =>
        row.periodStartsOn && row.periodEndsOn
          ? t('common.range', { start: formatDay(row.periodStartsOn), end: formatDay(row.periodEndsOn) })
          : '-',
    },
    {
      title: t('topicTeacher.mine.nextDue'),
      key: 'nextDue',
      render: (_: unknown, row: MyTopicRow) =>
        row.nextDue ? (
          <Typography.Text type={row.nextDue.overdue ? 'danger' : undefined} data-testid="next-due">
            {t(row.nextDue.overdue ? 'topicTeacher.due.overdue' : 'topicTeacher.due.next', {
              stage: stageKindLabel(row.nextDue.kind),
              day: formatDay(row.nextDue.dueOn),
            })}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('topicTeacher.mine.actions'),
      key: 'actions',
      render: (_: unknown, row: MyTopicRow) => (
        <Flex gap={8} wrap>
          {row.myRole === 'invited' && <InvitationActions applyId={row.applyId} />}
          <ActionLink to={hostPagePath(row.applyId)} type={row.myRole === 'host' ? 'primary' : 'default'} testId="open-topic">
            {t('topicTeacher.mine.open')}
          </ActionLink>
        </Flex>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('routes.scientificMine')}
      crumbs={[t('nav.scientific')]}
      extra={
        <ActionLink to="/scientific/topic" size="middle">
          {t('topicTeacher.mine.toCalls')}
        </ActionLink>
      }
    >
      <Flex vertical gap={16}>
        <Segmented<RoleFilter>
          aria-label={t('topicTeacher.mine.role')}
          value={role}
          onChange={(value) => setParams(value === 'all' ? {} : { role: value })}
          options={(['all', 'host', 'member'] as const).map((value) => ({ value, label: t(`topicTeacher.mine.filters.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <ManagedTable<MyTopicRow>
          list={topics}
          columns={columns}
          rowKey="applyId"
          testId="my-topics"
          empty={t('topicTeacher.mine.empty')}
          failedTitle={t('topicTeacher.mine.loadFailed')}
          paging={{
            current,
            onChange: (page) => setParams({ ...(role === 'all' ? {} : { role }), page: String(page) }),
            totalText: (count) => t('topicTeacher.mine.total', { count }),
          }}
        />
      </Flex>
    </PageFrame>
  );
}
