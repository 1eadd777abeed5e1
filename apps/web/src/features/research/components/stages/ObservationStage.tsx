import type { ObservationForm } from '@yanxiu/contract/research-interaction';
import { ResearchInteractionLimits } from '@yanxiu/contract/research-interaction-limits';
import { Alert, Button, Descriptions, Flex, Input, InputNumber, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useObservationForm } from '../../api/get-observation-form';
import { useObservationResults } from '../../api/get-observation-results';
import { useSubmitObservation } from '../../api/submit-observation';
import { formTotal, missingScores } from '../../model/observation-scores';

/** An observation stage: the participant fills the form (again, to change it); the organiser sees the aggregate. */
export function ObservationStage({ stageId, activityId }: { stageId: number; activityId: number }) {
  const { t } = useTranslation();
  const form = useObservationForm(stageId);
  if (form.isError) return <RetryAlert onRetry={() => void form.refetch()} />;
  if (form.isPending) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong>{form.data.title}</Typography.Text>
      {form.data.canSubmit ? (
        <FormFill form={form.data} activityId={activityId} />
      ) : (
        form.data.mine && (
          <Alert
            type="success"
            showIcon
            title={t('research.observation.handedIn', { total: form.data.mine.total, at: formatDateTime(form.data.mine.submittedAt) })}
          />
        )
      )}
      {form.data.canSeeResults && <Results stageId={stageId} />}
    </Flex>
  );
}

function FormFill({ form, activityId }: { form: ObservationForm; activityId: number }) {
  const { t } = useTranslation();
  const mine = form.mine;
  const [scores, setScores] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(form.indicators.map((item) => [item.key, mine?.scores.find((score) => score.key === item.key)?.score ?? null])),
  );
  const [comments, setComments] = useState<Record<string, string>>(() =>
    Object.fromEntries((mine?.scores ?? []).map((score) => [score.key, score.comment])),
  );
  const [comment, setComment] = useState(mine?.comment ?? '');
  const submit = useSubmitObservation(form.stageId, activityId);
  const missing = missingScores(form.indicators, scores);
  const send = () =>
    submit.mutate(
      {
        stageId: form.stageId,
        scores: form.indicators.map((item) => ({
          key: item.key,
          score: scores[item.key] ?? 0,
          comment: (comments[item.key] ?? '').trim(),
        })),
        comment: comment.trim(),
      },
      { onSuccess: () => notifier().success(t('research.observation.submitted')) },
    );
  return (
    <Flex vertical gap={12} data-testid="observation-form">
      {mine && (
        <Alert
          type="success"
          showIcon
          title={t('research.observation.handedIn', { total: mine.total, at: formatDateTime(mine.submittedAt) })}
        />
      )}
      {form.indicators.map((item) => (
        <Flex key={item.key} vertical gap={4}>
          <Typography.Text strong>
            {item.title} <Typography.Text type="secondary">{t('research.observation.maxScore', { count: item.maxScore })}</Typography.Text>
          </Typography.Text>
          {item.hint && <Typography.Text type="secondary">{item.hint}</Typography.Text>}
          <Flex gap={8} wrap>
            <InputNumber
              min={0}
              max={item.maxScore}
              step={0.5}
              precision={1}
              value={scores[item.key]}
              onChange={(value) => setScores((before) => ({ ...before, [item.key]: value }))}
              aria-label={t('research.observation.scoreOf', { title: item.title })}
              data-testid={`score-${item.key}`}
            />
            <Input
              style={{ flex: 1, minWidth: 200 }}
              value={comments[item.key] ?? ''}
              maxLength={ResearchInteractionLimits.comment}
              onChange={(event) => setComments((before) => ({ ...before, [item.key]: event.target.value }))}
              placeholder={t('research.observation.indicatorComment')}
              aria-label={t('research.observation.commentOf', { title: item.title })}
            />
          </Flex>
        </Flex>
      ))}
      <Input.TextArea
        value={comment}
        maxLength={ResearchInteractionLimits.comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t('research.observation.comment')}
        aria-label={t('research.observation.comment')}
        data-testid="observation-comment"
      />
      <Flex gap={12} align="center" wrap>
        <Typography.Text>{t('research.observation.total', { total: formTotal(scores) })}</Typography.Text>
        <Button type="primary" onClick={send} disabled={missing > 0} loading={submit.isPending} data-testid="observation-submit">
          {mine ? t('research.observation.resubmit') : t('research.observation.submit')}
        </Button>
        {missing > 0 && <Typography.Text type="secondary">{t('research.observation.missing', { count: missing })}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

const stat = (value: number | null) => (value === null ? '—' : String(Math.round(value * 10) / 10));

function Results({ stageId }: { stageId: number }) {
  const { t } = useTranslation();
  const results = useObservationResults(stageId, true);
  if (results.isError) return <RetryAlert onRetry={() => void results.refetch()} />;
  if (results.isPending) return <Spin />;
  const data = results.data;
  return (
    <Flex vertical gap={8} data-testid="observation-results">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('research.observation.results')}
      </Typography.Title>
      <Typography.Text>
        {t('research.observation.submittedOf', { submitted: data.submittedCount, count: data.participantCount })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[
          ...data.indicators,
          { key: '__total', title: t('research.observation.totalRow'), hint: '', maxScore: data.total.maxScore, stats: data.total },
        ]}
        columns={[
          { title: t('research.observation.indicator'), dataIndex: 'title' },
          { title: t('research.observation.max'), dataIndex: 'maxScore' },
          { title: t('research.observation.mean'), render: (_, row) => stat(row.stats.mean) },
          { title: t('research.observation.min'), render: (_, row) => stat(row.stats.min) },
          { title: t('research.observation.maxSeen'), render: (_, row) => stat(row.stats.max) },
          { title: t('research.observation.count'), render: (_, row) => row.stats.count },
        ]}
      />
      {data.comments.map((entry) => (
        <Descriptions
          key={`${entry.author.userId}-${entry.submittedAt}`}
          size="small"
          column={1}
          title={`${entry.author.name} · ${formatDateTime(entry.submittedAt)}`}
        >
          {entry.comment && <Descriptions.Item label={t('research.observation.comment')}>{entry.comment}</Descriptions.Item>}
          {entry.indicatorComments.map((item) => (
            <Descriptions.Item key={item.key} label={data.indicators.find((indicator) => indicator.key === item.key)?.title ?? item.key}>
              {item.comment}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ))}
    </Flex>
  );
}
