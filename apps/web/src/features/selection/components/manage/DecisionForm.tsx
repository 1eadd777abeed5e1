import { SelectionLimits } from '@yanxiu/contract/limits';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export type Decision = 'approve' | 'return' | 'reject';
export type DecisionValues = { decision: Decision; comment?: string };

export type DecisionFormProps = {
  /** The review step deciding: the school recommends, the district approves the eligibility. */
  stepCode: string | null;
  busy: boolean;
  onDecide: (values: { decision: Decision; comment: string | undefined }) => void;
  /** The submit button's text (the batch dialog names how many it decides). */
  submitText?: string;
  testId?: string;
};

/** The reviewer's decision: approve (recommend at the school), return for changes or reject, these two with a comment. */
export function DecisionForm({ stepCode, busy, onDecide, submitText, testId = 'decision-form' }: DecisionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form);
  const approve = stepCode === 'school' ? t('selectionManage.decision.recommend') : t('selectionManage.decision.approve');
  return (
    <Form<DecisionValues>
      form={form}
      layout="vertical"
      initialValues={{ decision: 'approve' }}
      onFinish={({ decision: chosen, comment }) => onDecide({ decision: chosen, comment: comment?.trim() || undefined })}
      data-testid={testId}
    >
      <Form.Item name="decision" label={t('selectionManage.decision.outcome')}>
        <Radio.Group
          options={[
            { value: 'approve', label: approve },
            { value: 'return', label: t('selectionManage.decision.return') },
            { value: 'reject', label: t('selectionManage.decision.reject') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={decision === 'reject' ? t('selectionManage.decision.reason') : t('selectionManage.decision.comment')}
        dependencies={['decision']}
        // Read at validation time, not from the last render: a quick click after choosing must not slip through.
        rules={[
          ({ getFieldValue }) => {
            const chosen = getFieldValue('decision') as Decision;
            return {
              required: chosen !== 'approve',
              whitespace: true,
              message: t(chosen === 'reject' ? 'selectionManage.decision.reasonRequired' : 'selectionManage.decision.commentRequired'),
            };
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={SelectionLimits.reviewComment} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-submit`}>
        {submitText ?? t('selectionManage.decision.submit')}
      </Button>
    </Form>
  );
}
