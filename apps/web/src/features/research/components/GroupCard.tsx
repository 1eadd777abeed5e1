import type { GroupSummary } from '@yanxiu/contract/research';
import { GroupMemberRole } from '@yanxiu/contract/research-enums';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calmMarks } from '@/shared/format/bounded-text';
import { currentLocale } from '@/shared/i18n/i18n';

/** A group in the lists: name (a link to its page), unit, leader, members, and my place in it. */
export function GroupCard({ group, footer }: { group: GroupSummary; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="group-card">
      <Flex vertical gap={6}>
        <Typography.Text strong>
          <Link to={`/research/myActivityGroup/${group.id}`}>{group.name}</Link>
        </Typography.Text>
        <Space size={4} wrap>
          {group.schoolId === null && <Tag color="blue">{t('research.groups.crossSchool')}</Tag>}
          {group.open && <Tag>{t('research.groups.openTag')}</Tag>}
          {group.myRole === 'requested' && <Tag color="processing">{t('research.groups.requested')}</Tag>}
          {(group.myRole === 'leader' || group.myRole === 'member') && (
            <Tag color="success">{GroupMemberRole.label(group.myRole, currentLocale())}</Tag>
          )}
        </Space>
        <Typography.Text type="secondary">{group.unitName}</Typography.Text>
        <Typography.Text type="secondary">
          {t('common.labelled', { label: t('research.groups.leader'), value: group.leader.name })} ·{' '}
          {t('research.groups.members', { count: group.memberCount })}
        </Typography.Text>
        {group.description && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {calmMarks(group.description)}
          </Typography.Paragraph>
        )}
        {footer}
      </Flex>
    </Card>
  );
}

/** Group cards in a grid: one column on a phone. */
export function GroupGrid({ groups, footerOf }: { groups: GroupSummary[]; footerOf?: (group: GroupSummary) => ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))', gap: 12 }}>
      {groups.map((group) => (
        <GroupCard key={group.id} group={group} footer={footerOf?.(group)} />
      ))}
    </div>
  );
}
