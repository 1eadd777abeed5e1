import '../../i18n/manage.register';
import type { TopicExpertItem } from '@yanxiu/contract/topic';
import { Alert, Card, Flex, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useExpertQueue, type ExpertQueueParams } from '../../api/manage/expert-queue';
import { levelLabel } from '../../components/manage/labels';
import { SCORING_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';

/** The list and page the address names; anything else is the first page of the pending list. */
function readParams(search: URLSearchParams): ExpertQueueParams {
  const current = Number(search.get('current'));
  return { state: search.get('state') === 'done' ? 'done' : 'pending', current: Number.isInteger(current) && current > 0 ? current : 1 };
}

function ScoringList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const list = useExpertQueue(params);
  const go = (next: ExpertQueueParams) => {
    const out: Record<string, string> = {};
    if (next.state !== 'pending') out.state = next.state;
    if (next.current !== 1) out.current = String(next.current);
    setSearch(out);
  };
  const pending = params.state === 'pending';
  return (
    <Card size="small">
      <Flex vertical gap={12} data-testid="topic-scoring-list">
        <Alert type="info" showIcon title={t('topicManage.scoring.rule')} />
        <Tabs
          activeKey={params.state}
          onChange={(key) => go({ state: key as ExpertQueueParams['state'], current: 1 })}
          items={(['pending', 'done'] as const).map((state) => ({ key: state, label: t(`topicManage.scoring.tabs.${state}`) }))}
          data-testid="topic-scoring-tabs"
        />
        <ManagedTable<TopicExpertItem>
          list={list}
          rowKey="reviewId"
          testId="topic-scoring-table"
          failedTitle={t('topicManage.common.loadFailed')}
          empty={t(`topicManage.scoring.empty.${params.state}`)}
          paging={{
            current: params.current,
            onChange: (current) => go({ ...params, current }),
            totalText: (count) => t('topicManage.scoring.total', { count }),
          }}
          columns={[
            { title: t('topicManage.review.title'), dataIndex: 'title' },
            {
              title: t('topicManage.scoring.kind'),
              dataIndex: 'kind',
              render: (kind: string) => <Tag>{t(`topicManage.scoring.kinds.${kind === 'conclusion' ? 'conclusion' : 'application'}`)}</Tag>,
            },
            { title: t('topicManage.topic.level'), dataIndex: 'level', render: (level: string) => levelLabel(level) },
            { title: t('topicManage.topic.call'), dataIndex: 'callTitle' },
            ...(pending
              ? []
              : [
                  {
                    title: t('topicManage.scoring.submittedAt'),
                    dataIndex: 'submittedAt',
                    render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span>,
                  },
                ]),
            {
              title: t('topicManage.common.actions'),
              key: 'actions',
              render: (_, row) =>
                row.open || row.submittedAt ? (
                  <ActionLink
                    to={`${SCORING_PATH}/${row.reviewId}`}
                    type={row.submittedAt ? 'default' : 'primary'}
                    testId={`topic-score-open-${row.reviewId}`}
                  >
                    {row.submittedAt ? t('topicManage.scoring.view') : t('topicManage.scoring.score')}
                  </ActionLink>
                ) : (
                  <Tag>{t('topicManage.scoring.notOpen')}</Tag>
                ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** /scientific/topicScoring: the expert's topic reviews (plans to score, conclusions to appraise) and those done. */
export default function ScoringListPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  return (
    <PageFrame title={t('routes.topicScoring')} crumbs={[t('nav.scientific')]}>
      <AccessGate
        accessible={access.canScore}
        title={t('topicManage.common.forbiddenTitle')}
        text={t('topicManage.common.expertOnly')}
        testId="topic-scoring-expert-only"
      >
        <ScoringList />
      </AccessGate>
    </PageFrame>
  );
}
