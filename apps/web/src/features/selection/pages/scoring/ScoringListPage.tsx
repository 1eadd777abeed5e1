import '../../i18n/scoring-register';
import type { ScoringListItem } from '@yanxiu/contract/selection-scoring';
import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useScoringList, type ScoringListParams } from '../../api/scoring/scoring-list';
import { selectionAccess } from '../../selection.access';

/** The list and page the address names; anything else is the first page of the pending list. */
function readParams(search: URLSearchParams): ScoringListParams {
  const state = search.get('state') === 'submitted' ? 'submitted' : 'pending';
  const page = Number(search.get('current'));
  return { state, current: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

function ScoringList() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const list = useScoringList(params);
  const go = (next: ScoringListParams) => setSearch(next.state === 'pending' && next.current === 1 ? {} : { state: next.state, current: String(next.current) });
  const counts = list.data?.counts;
  const label = (state: ScoringListParams['state']) => {
    const name = t(state === 'pending' ? 'selectionScoring.list.tabPending' : 'selectionScoring.list.tabSubmitted');
    return counts ? t('selectionScoring.list.tabCount', { name, number: counts[state] }) : name;
  };

  return (
    // On a white card: the active tab's blue reads under 4.5:1 on the page's grey.
    <Card size="small">
      <Flex vertical gap={12} data-testid="scoring-list">
        <Alert type="info" showIcon title={t('selectionScoring.list.rule')} />
        <Tabs
          activeKey={params.state}
          onChange={(key) => go({ state: key as ScoringListParams['state'], current: 1 })}
          items={(['pending', 'submitted'] as const).map((state) => ({ key: state, label: label(state) }))}
          data-testid="scoring-list-tabs"
        />
        <ManagedTable<ScoringListItem>
          list={list}
          testId="scoring-table"
          rowKey="applyId"
          empty={t(params.state === 'pending' ? 'selectionScoring.list.emptyPending' : 'selectionScoring.list.emptySubmitted')}
          failedTitle={t('selectionScoring.common.loadFailed')}
          paging={{ current: params.current, onChange: (page) => go({ ...params, current: page }), totalText: (count) => t('selectionScoring.common.applications', { count }) }}
          columns={[
            { title: t('selectionScoring.list.applicant'), key: 'applicant', render: (_, row) => <Typography.Text strong>{row.applicantName}</Typography.Text> },
            { title: t('selectionScoring.list.school'), dataIndex: 'orgName' },
            { title: t('selectionScoring.list.project'), dataIndex: 'projectTitle' },
            { title: t('selectionScoring.list.group'), key: 'group', render: (_, row) => row.groupName ?? t('selectionScoring.list.allGroup') },
            {
              title: t('selectionScoring.list.submittedAt'),
              key: 'appliedAt',
              render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.appliedAt, locale)}</span>,
            },
            ...(params.state === 'submitted'
              ? [
                  {
                    title: t('selectionScoring.list.myTotal'),
                    key: 'myTotal',
                    render: (_: unknown, row: ScoringListItem) => (
                      <Flex vertical>
                        <Typography.Text strong>{row.myTotal}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                          {formatDateTime(row.scoredAt, locale)}
                        </Typography.Text>
                      </Flex>
                    ),
                  },
                ]
              : []),
            {
              title: t('selectionScoring.common.actions'),
              key: 'actions',
              render: (_, row) => {
                const pending = row.myTotal === null;
                return (
                  <ActionLink to={`/selection/scoring/${row.applyId}`} type={pending ? 'primary' : 'default'} testId={`scoring-open-${row.applyId}`}>
                    {t(pending ? 'selectionScoring.list.score' : 'selectionScoring.list.view')}
                  </ActionLink>
                );
              },
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** /selection/scoring: the expert's applications to score and scored, by tab; never one of their own school. */
export default function ScoringListPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame title={t('routes.selectionScoring')} crumbs={[t('nav.selection')]}>
      <AccessGate accessible={access.canScore} title={t('selectionScoring.common.forbiddenTitle')} text={t('selectionScoring.common.expertOnlyText')} testId="scoring-expert-only">
        <ScoringList />
      </AccessGate>
    </PageFrame>
  );
}
