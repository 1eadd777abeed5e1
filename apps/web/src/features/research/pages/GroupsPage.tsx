import '../i18n/research.register';
import type { GroupSummary } from '@yanxiu/contract/research';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Empty, Input, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useManagedGroups, useMyGroups, useOpenGroups } from '../api/get-my-groups';
import { joinGroup, useGroupWrite } from '../api/group-writes';
import { GroupDialog } from '../components/GroupDialog';
import { GroupGrid } from '../components/GroupCard';
import { researchAccess } from '../research.access';

/** /research/myActivityGroup: my groups, open groups to ask to join, and (staff) the groups I manage. */
export default function GroupsPage() {
  const { t } = useTranslation();
  const access = useAccess(researchAccess);
  const [editing, setEditing] = useState<GroupSummary | 'new' | null>(null);
  const tabs = [
    { key: 'mine', label: t('research.groups.mine'), children: <MyGroups /> },
    { key: 'open', label: t('research.groups.openGroups'), children: <OpenGroups /> },
    ...(access.canCreateGroups
      ? [{ key: 'manage', label: t('research.groups.manage'), children: <ManagedGroups onEdit={setEditing} /> }]
      : []),
  ];
  return (
    <PageFrame
      title={t('routes.researchGroups')}
      extra={
        access.canCreateGroups && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="create-group">
            {t('research.groups.create')}
          </Button>
        )
      }
    >
      <Tabs items={tabs} />
      {editing && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}

function MyGroups() {
  const { t } = useTranslation();
  const groups = useMyGroups();
  if (groups.isError) return <RetryAlert onRetry={() => void groups.refetch()} />;
  if (groups.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (groups.data.groups.length === 0) return <Empty description={t('research.groups.mineEmpty')} data-testid="groups-empty" />;
  return <GroupGrid groups={groups.data.groups} />;
}

function OpenGroups() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const groups = useOpenGroups(keyword);
  const join = useGroupWrite(joinGroup);
  let body;
  if (groups.isError) body = <RetryAlert onRetry={() => void groups.refetch()} />;
  else if (groups.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (groups.data.records.length === 0) body = <Empty description={t('research.groups.openEmpty')} />;
  else
    body = (
      <>
        <GroupGrid
          groups={groups.data.records}
          footerOf={(group) =>
            group.myRole === null && (
              <Button
                size="small"
                type="primary"
                style={{ alignSelf: 'flex-start' }}
                loading={join.isPending && join.variables.groupId === group.id}
                onClick={() => join.mutate({ groupId: group.id })}
                data-testid="join-group"
              >
                {t('research.groups.askToJoin')}
              </Button>
            )
          }
        />
        {groups.data.truncated && <Typography.Text type="secondary">{t('research.groups.truncated')}</Typography.Text>}
      </>
    );
  return (
    <>
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        placeholder={t('research.groups.search')}
        aria-label={t('research.groups.search')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      {body}
    </>
  );
}

function ManagedGroups({ onEdit }: { onEdit: (group: GroupSummary) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const groups = useManagedGroups(keyword, true);
  const list = { ...groups, data: groups.data?.records };
  return (
    <>
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        placeholder={t('research.groups.search')}
        aria-label={t('research.groups.search')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <ManagedTable
        list={list}
        testId="managed-groups"
        empty={t('research.groups.manageEmpty')}
        columns={[
          { title: t('research.groups.name'), dataIndex: 'name' },
          {
            title: t('research.groups.school'),
            render: (_, row) => (row.schoolId === null ? t('research.groups.crossSchool') : row.unitName),
          },
          { title: t('research.groups.leader'), render: (_, row) => row.leader.name },
          { title: t('research.groups.memberCount'), dataIndex: 'memberCount' },
          {
            title: t('research.list.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => onEdit(row)} aria-label={t('research.groups.editOf', { name: row.name })}>
                {t('research.groups.edit')}
              </Button>
            ),
          },
        ]}
      />
      {groups.data?.truncated && <Typography.Text type="secondary">{t('research.groups.truncated')}</Typography.Text>}
    </>
  );
}
