import type { TopicScoreBody } from '@yanxiu/contract/topic';
import { TopicAppraisal, TopicLimits, type TopicAppraisalValue } from '@yanxiu/contract/topic-enums';
import { Button, Form, Input, InputNumber, Popconfirm, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumOptions } from './labels';

type ScoreValues = { score?: number | null; appraisal?: TopicAppraisalValue; comment?: string };

/** Whether a score has at most one decimal (the server keeps tenths). */
export function hasOneDecimal(value: number): boolean {
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-6;
}

export type ScoreFormProps = {
  kind: 'application' | 'conclusion';
  reviewId: number;
  busy: boolean;
  onSubmit: (body: TopicScoreBody) => void;
};

/** An expert's score of a plan (0-100, one decimal) or appraisal of a conclusion, with a comment; confirmed before the one submission. */
export function ScoreForm({ kind, reviewId, busy, onSubmit }: ScoreFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScoreValues>();
  const submit = async () => {
    const values = await form.validateFields();
    const comment = (values.comment ?? '').trim();
    onSubmit(
      kind === 'application'
        ? { kind, reviewId, score: values.score ?? 0, comment }
        : { kind, reviewId, appraisal: values.appraisal ?? 'pass', comment },
    );
  };
  return (
    <Form<ScoreValues> form={form} layout="vertical" data-testid="topic-score-form">
      {kind === 'application' ? (
        <Form.Item
          name="score"
          label={t('topicManage.scoring.planScore')}
          rules={[
            { required: true, type: 'number', min: 0, max: TopicLimits.scoreMax, message: t('topicManage.scoring.scoreRequired') },
            {
              validator: async (_, value: number | null | undefined) => {
                if (typeof value === 'number' && !hasOneDecimal(value)) throw new Error(t('topicManage.scoring.scoreDecimals'));
              },
            },
          ]}
        >
          {/* No precision: a rounded input would hide a second decimal the expert typed instead of saying it is refused. */}
          <InputNumber step={0.5} style={{ width: 160 }} aria-label={t('topicManage.scoring.planScore')} data-testid="topic-score-input" />
        </Form.Item>
      ) : (
        <Form.Item
          name="appraisal"
          label={t('topicManage.scoring.appraisal')}
          rules={[{ required: true, message: t('topicManage.scoring.appraisalRequired') }]}
        >
          <Radio.Group options={enumOptions(TopicAppraisal)} data-testid="topic-appraisal" />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={t('topicManage.scoring.comment')}
        rules={[{ required: true, whitespace: true, message: t('topicManage.scoring.commentRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={TopicLimits.reviewComment} showCount />
      </Form.Item>
      <Popconfirm
        title={t('topicManage.scoring.confirm')}
        okText={t('topicManage.scoring.submit')}
        cancelText={t('topicManage.common.cancel')}
        onConfirm={() => void submit().catch(() => undefined)}
      >
        <Button type="primary" loading={busy} data-testid="topic-score-submit">
          {t('topicManage.scoring.submit')}
        </Button>
      </Popconfirm>
    </Form>
  );
}
