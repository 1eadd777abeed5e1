import type { PanelExpert } from '@yanxiu/contract/selection-scoring';
import { Flex, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useProjectPanels } from '../../api/scoring/project-panels';
import { useGroupName } from './ExpertsPanel';

type Row = PanelExpert & { key: string; group: string };

/** How far each expert of each group has scored: applications they may score and sheets submitted. */
export function ProgressPanel({ prjId }: { prjId: number }) {
  const { t } = useTranslation();
  const panels = useProjectPanels(prjId);
  const nameOf = useGroupName();
  const rows = useMemo<Row[]>(
    () =>
      (panels.data?.groups ?? []).flatMap((group) =>
        group.experts.map((expert) => ({ ...expert, key: `${group.groupId ?? 'all'}-${expert.userId}`, group: nameOf(group) })),
      ),
    [panels.data, nameOf],
  );
  return (
    <ManagedTable<Row>
      list={{ isError: panels.isError, isFetching: panels.isFetching, data: panels.data ? rows : undefined, refetch: panels.refetch }}
      rowKey="key"
      testId="results-progress"
      empty={t('selectionScoring.manage.emptyProgress')}
      failedTitle={t('selectionScoring.common.loadFailed')}
      columns={[
        { title: t('selectionScoring.manage.group'), dataIndex: 'group' },
        {
          title: t('selectionScoring.manage.expert'),
          key: 'expert',
          render: (_, row) => (
            <Flex vertical>
              <Typography.Text>{row.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.orgName}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('selectionScoring.manage.progress'),
          key: 'progress',
          render: (_, row) => (
            <Flex
              gap={8}
              align="center"
              style={{ minWidth: 200 }}
              data-testid={`progress-${row.key}`}
              data-done={row.submitted}
              data-total={row.assigned}
            >
              <Progress
                percent={row.assigned === 0 ? 0 : Math.round((row.submitted / row.assigned) * 100)}
                size="small"
                showInfo={false}
                style={{ flex: 1, margin: 0 }}
                aria-label={t('selectionScoring.manage.progressOf', { name: row.name })}
              />
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                {t('selectionScoring.manage.scoredOf', { done: row.submitted, total: row.assigned })}
              </Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
  );
}
