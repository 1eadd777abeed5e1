import '../i18n/research.register';
import type { ActivitySummary } from '@yanxiu/contract/research';
import { Button, Card, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useGroup } from '../api/get-group';
import { joinGroup, useGroupWrite } from '../api/group-writes';
import { ActivityGrid } from '../components/ActivityCard';
import { GroupMembers } from '../components/GroupMembers';
import { GroupAnnouncements, GroupFiles } from '../components/GroupShared';
import { parseId } from '../model/parse-id';

const NO_GROUP = new RequestError('', 404, null);

/** /research/myActivityGroup/:id: a group's page: its activities (upcoming, running, past), members, files, announcements. */
export default function GroupPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const group = useGroup(id ?? 0);
  const join = useGroupWrite(joinGroup, id ?? undefined);
  const title = t('routes.researchGroupDetail');
  if (id === null || group.isError)
    return (
      <PageFrame title={title}>
        <LoadFailure
          error={group.error ?? NO_GROUP}
          notFound={t('research.groups.notFound')}
          onRetry={() => void group.refetch()}
          back={<Link to="/research/myActivityGroup">{t('routes.researchGroups')}</Link>}
        />
      </PageFrame>
    );
  if (group.isPending)
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    );
  const page = group.data;
  const list = (activities: ActivitySummary[]) =>
    activities.length === 0 ? <Empty description={t('research.groups.noActivities')} /> : <ActivityGrid activities={activities} />;
  return (
    <PageFrame
      title={page.group.name}
      crumbs={[t('nav.research'), t('routes.researchGroups')]}
      extra={
        page.group.myRole === 'leader' || page.canManage ? (
          <ActionLink to="/research/createActivity" type="primary" testId="group-create-activity">
            {t('routes.researchCreate')}
          </ActionLink>
        ) : (
          page.group.myRole === null &&
          page.group.open && (
            <Button
              type="primary"
              onClick={() => join.mutate({ groupId: page.group.id })}
              loading={join.isPending}
              data-testid="join-group"
            >
              {t('research.groups.askToJoin')}
            </Button>
          )
        )
      }
    >
      <Flex vertical gap={16}>
        <Card size="small">
          <Typography.Text type="secondary">
            {page.group.unitName} · {t('common.labelled', { label: t('research.groups.leader'), value: page.group.leader.name })} ·{' '}
            {t('research.groups.members', { count: page.group.memberCount })}
          </Typography.Text>
          {page.group.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{page.group.description}</Typography.Paragraph>
          )}
        </Card>
        <Tabs
          items={[
            { key: 'upcoming', label: t('research.groups.upcoming', { count: page.upcoming.length }), children: list(page.upcoming) },
            { key: 'running', label: t('research.groups.running', { count: page.running.length }), children: list(page.running) },
            { key: 'past', label: t('research.groups.past', { count: page.past.length }), children: list(page.past) },
            {
              key: 'members',
              label: t('research.groups.membersTab', { count: page.members.length }),
              children: <GroupMembers page={page} />,
            },
            { key: 'files', label: t('research.groups.files'), children: <GroupFiles page={page} /> },
            { key: 'announcements', label: t('research.groups.announcements'), children: <GroupAnnouncements page={page} /> },
          ]}
        />
      </Flex>
    </PageFrame>
  );
}
