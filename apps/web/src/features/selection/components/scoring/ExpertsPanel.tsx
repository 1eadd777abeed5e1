import type { ExpertCandidate, GroupPanel, ProjectPanels } from '@yanxiu/contract/selection-scoring';
import { SelectionScoringLimits } from '@yanxiu/contract/selection-scoring-limits';
import { Button, Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useAssignExperts } from '../../api/scoring/assign-experts';
import { useProjectPanels } from '../../api/scoring/project-panels';

/** A group's name, or "all applications" for a project without groups. */
export function useGroupName() {
  const { t } = useTranslation();
  return (group: { groupName: string | null }) => group.groupName ?? t('selectionScoring.manage.allApply');
}

/** One group's panel: the experts chosen among the users with the expert role, saved as a whole. */
function GroupExperts({
  prjId,
  group,
  candidates,
  editable,
}: {
  prjId: number;
  group: GroupPanel;
  candidates: ExpertCandidate[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const saved = useMemo(() => group.experts.map((expert) => Number(expert.userId)), [group.experts]);
  const [chosen, setChosen] = useState<number[]>(saved);
  const assign = useAssignExperts();
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  // Experts on the panel who no longer hold the role still show under their name.
  const options = useMemo(() => {
    const known = new Map<string, { name: string; orgName: string }>(
      [...group.experts, ...candidates].map((expert) => [expert.userId, expert]),
    );
    return [...known].map(([userId, expert]) => ({
      value: Number(userId),
      label: t('selectionScoring.manage.expertSchool', { name: expert.name, school: expert.orgName }),
    }));
  }, [candidates, group.experts, t]);
  const name = nameOf(group);
  const save = () =>
    assign.mutate(
      { prjId, groupId: group.groupId, expertUserIds: chosen },
      { onSuccess: () => notifier().success(t('selectionScoring.manage.expertsSaved')), onError: () => setChosen(saved) },
    );
  return (
    <Card
      size="small"
      title={name}
      extra={<Typography.Text type="secondary">{t('selectionScoring.common.applications', { count: group.applications })}</Typography.Text>}
      data-testid={`panel-${group.groupId ?? 'all'}`}
    >
      <Flex gap={8} wrap align="flex-start">
        <Select<number[]>
          mode="multiple"
          value={chosen}
          onChange={setChosen}
          options={options}
          disabled={!editable}
          maxCount={SelectionScoringLimits.panelSize}
          optionFilterProp="label"
          placeholder={t('selectionScoring.manage.expertsPlaceholder')}
          aria-label={t('selectionScoring.manage.expertsOf', { group: name })}
          style={{ flex: '1 1 320px', minWidth: 0 }}
          data-testid={`panel-experts-${group.groupId ?? 'all'}`}
        />
        {editable && (
          <Button
            type="primary"
            disabled={!changed}
            loading={assign.isPending}
            onClick={save}
            data-testid={`panel-save-${group.groupId ?? 'all'}`}
          >
            {t('selectionScoring.manage.saveExperts')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** The experts of each group of a project; changeable while the experts are scoring. */
export function ExpertsPanel({ prjId }: { prjId: number }) {
  const { t } = useTranslation();
  const panels = useProjectPanels(prjId);
  if (panels.isPending) return <Skeleton active />;
  if (panels.isError) return <RetryAlert title={t('selectionScoring.common.loadFailed')} onRetry={() => void panels.refetch()} />;
  const data: ProjectPanels = panels.data;
  if (data.groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selectionScoring.manage.noGroups')} />;
  return (
    <Flex vertical gap={12} data-testid="results-panels">
      {data.candidates.length === 0 && <Typography.Text type="warning">{t('selectionScoring.manage.noCandidates')}</Typography.Text>}
      {data.phase !== 'scoring' && <Typography.Text type="secondary">{t('selectionScoring.manage.panelsClosed')}</Typography.Text>}
      {data.groups.map((group) => (
        // Keyed on the saved panel, so a save (or another admin's) resets what the select shows.
        <GroupExperts
          key={`${group.groupId ?? 'all'}-${group.experts.map((expert) => expert.userId).join('.')}`}
          prjId={prjId}
          group={group}
          candidates={data.candidates}
          editable={data.phase === 'scoring'}
        />
      ))}
    </Flex>
  );
}
