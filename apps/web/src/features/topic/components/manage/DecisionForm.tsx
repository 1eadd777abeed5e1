import { TopicDecision, TopicLimits, type TopicDecisionValue } from '@yanxiu/contract/topic-enums';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumOptions } from './labels';

export type DecisionValues = { decision: TopicDecisionValue; comment?: string };

export type DecisionFormProps = {
  busy: boolean;
  onDecide: (values: { decision: TopicDecisionValue; comment: string | undefined }) => void;
};

/** The reviewer's decision: approve, return for changes or reject, these two with a comment saying why. */
export function DecisionForm({ busy, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form);
  return (
    <Form<DecisionValues>
      form={form}
      layout="vertical"
      initialValues={{ decision: 'approve' }}
      onFinish={({ decision: chosen, comment }) => onDecide({ decision: chosen, comment: comment?.trim() || undefined })}
      data-testid="decision-form"
    >
      <Form.Item name="decision" label={t('topicManage.decision.outcome')}>
        <Radio.Group options={enumOptions(TopicDecision)} />
      </Form.Item>
      <Form.Item
        name="comment"
        label={decision === 'reject' ? t('topicManage.decision.reason') : t('topicManage.decision.comment')}
        dependencies={['decision']}
        // Read at validation time, not from the last render: a quick click after choosing must not slip through.
        rules={[
          ({ getFieldValue }) => {
            const chosen = getFieldValue('decision') as TopicDecisionValue;
            return {
              required: chosen !== 'approve',
              whitespace: true,
              message: t(chosen === 'reject' ? 'topicManage.decision.reasonRequired' : 'topicManage.decision.commentRequired'),
            };
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={TopicLimits.reviewComment} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="decision-submit">
        {t('topicManage.decision.submit')}
      </Button>
    </Form>
  );
}
