import type { TopicDetail } from '@yanxiu/contract/topic';
import { Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { memberStatusLabel } from './labels';

const COLORS: Record<string, string> = { invited: 'orange', confirmed: 'success', declined: 'error' };

/** The host and the members with their answers; only confirmed members are active in the topic. */
export function MembersList({ topic }: { topic: Pick<TopicDetail, 'host' | 'members'> }) {
  const { t } = useTranslation();
  const rows = [{ ...topic.host, status: 'host' as const, respondedAt: null }, ...topic.members];
  return (
    <List
      size="small"
      data-testid="members"
      dataSource={rows}
      rowKey="userId"
      renderItem={(person) => (
        <List.Item data-testid="member" data-status={person.status}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong={person.status === 'host'}>
              {t('common.withNote', { name: person.name, note: person.orgName })}
            </Typography.Text>
            {person.status === 'host' ? (
              <Tag color="blue">{t('topicTeacher.members.host')}</Tag>
            ) : (
              <Tag color={COLORS[person.status]}>{memberStatusLabel(person.status)}</Tag>
            )}
            {person.respondedAt && <Typography.Text type="secondary">{formatDateTime(person.respondedAt)}</Typography.Text>}
          </Flex>
        </List.Item>
      )}
    />
  );
}
