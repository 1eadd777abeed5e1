import type { TopicReviewDetail } from '@yanxiu/contract/topic';
import { Alert, Button, Card, Flex, List, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useAssignExperts } from '../../api/manage/assign-experts';
import { useExpertCandidates } from '../../api/manage/expert-candidates';
import { failureText } from './failure';
import { APPRAISAL_COLORS, appraisalLabel } from './labels';

/** The mean of the submitted plan scores to one decimal; null before any. */
export function meanScore(scores: ReadonlyArray<number | null>): number | null {
  const given = scores.filter((score): score is number => score !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

/** The experts chosen among the tenant's expert reviewers, saved as a whole; exactly `size` of them. */
function PanelChooser({ detail, size }: { detail: TopicReviewDetail; size: number }) {
  const { t } = useTranslation();
  const candidates = useExpertCandidates(undefined);
  const saved = useMemo(() => detail.panel.map((expert) => Number(expert.userId)), [detail.panel]);
  const [chosen, setChosen] = useState<number[]>(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const assign = useAssignExperts();
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const options = useMemo(() => {
    // The host and members may not score their own topic: they are not offered.
    const excluded = new Set([detail.topic.host.userId, ...detail.topic.members.map((member) => member.userId)]);
    const known = new Map([...detail.panel, ...(candidates.data ?? [])].map((expert) => [expert.userId, expert]));
    return [...known.values()]
      .filter((expert) => !excluded.has(expert.userId))
      .map((expert) => ({ value: Number(expert.userId), label: t('common.withNote', { name: expert.name, note: expert.orgName }) }));
  }, [candidates.data, detail, t]);
  const save = () => {
    setRefusal(null);
    if (chosen.length !== size) {
      setRefusal(t('topicManage.panel.wrongSize', { count: size }));
      return;
    }
    assign.mutate(
      { reviewId: detail.reviewId, expertUserIds: chosen },
      {
        onSuccess: () => notifier().success(t('topicManage.panel.saved')),
        onError: (error) => setRefusal(failureText(t, error)),
      },
    );
  };
  return (
    <Flex vertical gap={8} data-testid="panel-chooser">
      <Typography.Text type="secondary">{t('topicManage.panel.chooseHelp', { count: size })}</Typography.Text>
      <Select<number[]>
        mode="multiple"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setRefusal(null);
        }}
        options={options}
        loading={candidates.isPending}
        maxCount={size}
        optionFilterProp="label"
        aria-label={t('topicManage.panel.choose')}
        style={{ width: '100%' }}
        data-testid="panel-experts"
      />
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="panel-refused" />}
      <Button
        type="primary"
        disabled={!changed}
        loading={assign.isPending}
        onClick={save}
        style={{ alignSelf: 'flex-start' }}
        data-testid="panel-save"
      >
        {t('topicManage.panel.save')}
      </Button>
    </Flex>
  );
}

/**
 * The expert panel of an application or conclusion review: who is on it, what each gave, and (district staff, before
 * every expert submitted) the choice of its `required` experts.
 */
export function PanelCard({ detail, required }: { detail: TopicReviewDetail; required: number }) {
  const { t } = useTranslation();
  const application = detail.kind === 'application';
  const mean = application ? meanScore(detail.panel.map((expert) => expert.score)) : null;
  return (
    <Card
      size="small"
      title={t('topicManage.panel.title')}
      extra={<Typography.Text type="secondary">{t('topicManage.panel.required', { count: required })}</Typography.Text>}
      data-testid="panel-card"
    >
      <Flex vertical gap={12}>
        {application && (
          <Typography.Text data-testid="panel-mean">
            {mean === null
              ? t('topicManage.panel.passScore', { pass: detail.passScore })
              : t('topicManage.panel.mean', { mean, pass: detail.passScore })}
          </Typography.Text>
        )}
        {detail.panel.length === 0 ? (
          <Typography.Text type="secondary">{t('topicManage.panel.empty')}</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={detail.panel}
            data-testid="panel-members"
            renderItem={(expert) => (
              <List.Item key={expert.userId}>
                <Flex vertical gap={2} style={{ width: '100%' }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>{t('common.withNote', { name: expert.name, note: expert.orgName })}</Typography.Text>
                    <Tag color={expert.submitted ? 'success' : 'default'}>
                      {expert.submitted ? t('topicManage.panel.submitted') : t('topicManage.panel.waiting')}
                    </Tag>
                    {expert.score !== null && <Tag color="blue">{t('topicManage.panel.score', { score: expert.score })}</Tag>}
                    {expert.appraisal && (
                      <Tag color={APPRAISAL_COLORS[expert.appraisal] ?? 'default'}>{appraisalLabel(expert.appraisal)}</Tag>
                    )}
                  </Flex>
                  {expert.comment && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                      {expert.comment}
                    </Typography.Text>
                  )}
                </Flex>
              </List.Item>
            )}
          />
        )}
        {detail.canAssignExperts && (
          <PanelChooser key={detail.panel.map((expert) => expert.userId).join('.')} detail={detail} size={required} />
        )}
      </Flex>
    </Card>
  );
}
