import '../../i18n/manage.register';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { useTranslation } from 'react-i18next';
import { CallListPage } from '@/shared/call/CallListPage';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useCalls } from '../../api/manage/list-calls';
import { levelLabel } from '../../components/manage/labels';
import { REVIEW_PATH } from '../../components/manage/paths';
import { topicCalls } from '../../components/manage/topic-calls';

/** /manage/topicCalls: the calls for research topics (课题指南) district staff publish, with their window and how many applied. */
export default function CallsPage() {
  const { t } = useTranslation();
  return (
    <CallListPage<'callId', ManageTopicCall>
      domain={topicCalls}
      useList={useCalls}
      editable={(row) => row.state === 'draft'}
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
