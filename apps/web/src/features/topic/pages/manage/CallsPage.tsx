import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { TopicCallState, type TopicCallStateValue } from '@yanxiu/contract/topic-enums';
import { Empty, Flex, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCalls } from '../../api/manage/list-calls';
import { CALL_STATE_COLORS, callStateLabel, enumOptions, levelLabel } from '../../components/manage/labels';
import { CALLS_PATH, REVIEW_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';

/** The district's calls, filtered by state and keyword, with their window and how many applied. */
function Calls() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<TopicCallStateValue | undefined>();
  const [keyword, setKeyword] = useState('');
  const list = useCalls({ current, state, keyword });
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<TopicCallStateValue | 'all'>
          value={state ?? 'all'}
          style={{ width: 160 }}
          aria-label={t('topicManage.calls.state')}
          options={[{ value: 'all', label: t('topicManage.common.all') }, ...enumOptions(TopicCallState)]}
          onChange={(value) => {
            setState(value === 'all' ? undefined : value);
            setCurrent(1);
          }}
          data-testid="calls-state"
        />
        <Input.Search
          allowClear
          placeholder={t('topicManage.common.keyword')}
          aria-label={t('topicManage.common.keyword')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrent(1);
          }}
          data-testid="calls-keyword"
        />
      </Flex>
      <ManagedTable<ManageTopicCall>
        list={list}
        rowKey="callId"
        testId="topic-calls"
        paging={{ current, onChange: setCurrent, totalText: (count) => t('topicManage.calls.total', { count }) }}
        failedTitle={t('topicManage.common.loadFailed')}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(state || keyword ? 'topicManage.calls.emptyFiltered' : 'topicManage.calls.empty')}
          >
            <ActionLink to={`${CALLS_PATH}/new`} type="primary" size="middle">
              {t('topicManage.calls.create')}
            </ActionLink>
          </Empty>
        }
        columns={[
          {
            title: t('topicManage.calls.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={`${CALLS_PATH}/${row.callId}`} data-testid={`call-${row.callId}`}>
                {title}
              </Link>
            ),
          },
          { title: t('topicManage.calls.year'), dataIndex: 'year' },
          {
            title: t('topicManage.calls.levels'),
            dataIndex: 'levels',
            render: (levels: string[]) => formatList(levels.map(levelLabel), currentLocale()),
          },
          {
            title: t('topicManage.calls.state'),
            dataIndex: 'state',
            render: (value: string, row) => (
              <Tag color={CALL_STATE_COLORS[value] ?? 'default'} data-testid={`call-state-${row.callId}`}>
                {callStateLabel(value)}
              </Tag>
            ),
          },
          {
            title: t('topicManage.calls.window'),
            key: 'window',
            render: (_, row) => t('topicManage.common.range', { start: formatDateTime(row.startsAt), end: formatDateTime(row.endsAt) }),
          },
          {
            title: t('topicManage.calls.applications'),
            dataIndex: 'applicationCount',
            render: (count: number) => t('topicManage.calls.applicationCount', { count }),
          },
          {
            title: t('topicManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Flex gap={4} wrap>
                <ActionLink
                  to={`${CALLS_PATH}/${row.callId}`}
                  type={row.state === 'draft' ? 'primary' : 'default'}
                  testId={`call-open-${row.callId}`}
                >
                  {row.state === 'draft' ? t('topicManage.calls.edit') : t('topicManage.calls.view')}
                </ActionLink>
                {row.state !== 'draft' && (
                  <ActionLink to={`${REVIEW_PATH}?callId=${row.callId}`} testId={`call-review-${row.callId}`}>
                    {t('topicManage.review.open')}
                  </ActionLink>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}

/** /manage/topicCalls: the calls for research topics (课题指南) district staff publish. */
export default function CallsPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  return (
    <PageFrame
      title={t('routes.manageTopicCalls')}
      crumbs={[t('nav.manage')]}
      extra={
        access.canManageCalls && (
          <ActionLink to={`${CALLS_PATH}/new`} type="primary" size="middle" icon={<PlusOutlined />} testId="call-create">
            {t('topicManage.calls.create')}
          </ActionLink>
        )
      }
    >
      <AccessGate
        accessible={access.canManageCalls}
        title={t('topicManage.common.forbiddenTitle')}
        text={t('topicManage.common.callsForbidden')}
        testId="topic-calls-forbidden"
      >
        <Calls />
      </AccessGate>
    </PageFrame>
  );
}
