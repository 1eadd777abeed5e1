import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { useTranslation } from 'react-i18next';
import { CallTable, useCallListQuery } from '@/shared/call/CallTable';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCalls } from '../../api/manage/list-calls';
import { levelLabel } from '../../components/manage/labels';
import { CALLS_PATH, REVIEW_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';

/** The district's calls, filtered by state and keyword, with their window and how many applied. */
function Calls() {
  const { t } = useTranslation();
  const listQuery = useCallListQuery();
  const list = useCalls(listQuery.query);
  return (
    <CallTable<ManageTopicCall>
      list={list}
      listQuery={listQuery}
      rowKey="callId"
      testId="topic-calls"
      rowTestId="call"
      basePath={CALLS_PATH}
      editable={(row) => row.state === 'draft'}
      textsAt="topicManage.calls"
      columns={[
        { title: t('topicManage.calls.year'), dataIndex: 'year' },
        {
          title: t('topicManage.calls.levels'),
          dataIndex: 'levels',
          render: (levels: string[]) => formatList(levels.map(levelLabel), currentLocale()),
        },
      ]}
      rowActions={(row) =>
        row.state !== 'draft' && (
          <ActionLink to={`${REVIEW_PATH}?callId=${row.callId}`} testId={`call-review-${row.callId}`}>
            {t('topicManage.review.open')}
          </ActionLink>
        )
      }
    />
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
