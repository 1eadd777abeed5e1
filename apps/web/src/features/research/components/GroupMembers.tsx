import type { GroupPage } from '@yanxiu/contract/research';
import { GroupMemberRole } from '@yanxiu/contract/research-enums';
import { Alert, Button, Flex, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { UploadField } from '@/shared/ui/UploadField';
import { useMemberCandidates } from '../api/get-member-candidates';
import { addMembers, decideJoin, importMembers, removeMember, useGroupWrite } from '../api/group-writes';

/** The group's members; its managers add people by name, import a list, remove members and answer join requests. */
export function GroupMembers({ page }: { page: GroupPage }) {
  const { t } = useTranslation();
  const groupId = page.group.id;
  const remove = useGroupWrite(removeMember, groupId);
  const decide = useGroupWrite(decideJoin, groupId);
  return (
    <Flex vertical gap={16}>
      {page.canManage && <AddMembers groupId={groupId} />}
      {page.canManage && page.requests.length > 0 && (
        <Flex vertical gap={8} data-testid="join-requests">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('research.groups.requests', { count: page.requests.length })}
          </Typography.Title>
          {page.requests.map((request) => (
            <Flex key={request.userId} gap={8} align="center" wrap>
              <Typography.Text>{t('common.withNote', { name: request.name, note: request.schoolName })}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(request.requestedAt)}</Typography.Text>
              <Button
                size="small"
                type="primary"
                onClick={() => decide.mutate({ groupId, userId: request.userId, approve: true })}
                aria-label={t('research.groups.approveOf', { name: request.name })}
              >
                {t('research.groups.approve')}
              </Button>
              <Button
                size="small"
                onClick={() => decide.mutate({ groupId, userId: request.userId, approve: false })}
                aria-label={t('research.groups.declineOf', { name: request.name })}
              >
                {t('research.groups.decline')}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <Table
        size="small"
        rowKey="userId"
        dataSource={page.members}
        pagination={page.members.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
        data-testid="group-members"
        columns={[
          { title: t('research.people.name'), dataIndex: 'name' },
          { title: t('research.people.school'), dataIndex: 'schoolName' },
          { title: t('research.groups.role'), render: (_, row) => GroupMemberRole.label(row.role, currentLocale()) },
          { title: t('research.groups.joinedAt'), render: (_, row) => formatDateTime(row.joinedAt) },
          ...(page.canManage
            ? [
                {
                  title: t('research.list.actions'),
                  render: (_: unknown, row: GroupPage['members'][number]) =>
                    row.role === 'leader' ? null : (
                      <Popconfirm
                        title={t('research.groups.removeConfirm', { name: row.name })}
                        onConfirm={() => remove.mutate({ groupId, userId: row.userId })}
                      >
                        <Button size="small" danger aria-label={t('research.groups.removeOf', { name: row.name })}>
                          {t('research.groups.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}

function AddMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const candidates = useMemberCandidates(groupId, keyword);
  const [chosen, setChosen] = useState<number[]>([]);
  const add = useGroupWrite(addMembers, groupId);
  const importList = useGroupWrite(importMembers, groupId);
  const unknownRows = importList.data?.unknownRows ?? [];
  return (
    <Flex vertical gap={8} data-testid="add-members">
      <Flex gap={8} wrap>
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: search }}
          value={chosen}
          onChange={setChosen}
          placeholder={t('research.groups.searchPeople')}
          aria-label={t('research.groups.searchPeople')}
          loading={candidates.isFetching}
          options={(candidates.data?.records ?? []).map((person) => ({
            value: person.userId,
            label: t('common.withNote', { name: person.name, note: person.schoolName }),
          }))}
          style={{ minWidth: 260, flex: 1 }}
          data-testid="member-search"
        />
        <Button
          type="primary"
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate({ groupId, userIds: chosen }, { onSuccess: () => setChosen([]) })}
          data-testid="add-members-submit"
        >
          {t('research.groups.add')}
        </Button>
        <UploadField
          purpose="evidence"
          accept=".xlsx"
          fileName={null}
          chooseLabel={t('research.groups.import')}
          onUploaded={(stored) => importList.mutate({ groupId, fileId: stored.id })}
          testId="import-members"
        />
      </Flex>
      <Typography.Text type="secondary">{t('research.groups.importHint')}</Typography.Text>
      {importList.data && unknownRows.length === 0 && (
        <Alert
          type="success"
          showIcon
          title={t('research.groups.imported', { count: importList.data.added, skipped: importList.data.skipped })}
        />
      )}
      {unknownRows.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('research.groups.importRefused', { rows: formatList(unknownRows.map(String), currentLocale()) })}
        />
      )}
    </Flex>
  );
}
