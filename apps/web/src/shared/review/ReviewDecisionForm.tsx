import { REVIEW_COMMENT_MAX } from '@yanxiu/contract/limits';
import type { ReviewDecision } from '@yanxiu/contract/review';
import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './review-refusal';
import './review-texts';

/** One decision a domain offers, with its own words where its workflow differs from the shared ones. */
export type ReviewDecisionChoice = {
  decision: ReviewDecision;
  /** The option's words (the school's approval of a selection recommends: 推荐). */
  label?: string;
  /** A question asked before sending (approving finishes the process); rejecting is always asked, in the shared words unless given. */
  confirm?: string;
  /** The submit button's words while this option is chosen (通过并办结). */
  submitText?: string;
};

/** Approve, return for changes or reject, in the shared words and order: what most steps offer. */
export const REVIEW_CHOICES: readonly ReviewDecisionChoice[] = [{ decision: 'approve' }, { decision: 'return' }, { decision: 'reject' }];

/**
 * A domain's decision body for `subject` (the application, or the review at the version read): the comment only where
 * there is one to approve, always where it is required.
 */
export function decisionBodyOf<Subject extends object>(subject: Subject, { decision, comment }: ReviewDecisionValues) {
  return decision === 'approve'
    ? { ...subject, decision, ...(comment ? { comment } : {}) }
    : { ...subject, decision, comment: comment ?? '' };
}

/** What the reviewer decided: the comment trimmed (undefined when blank) and the values of the domain's extra fields. */
export type ReviewDecisionValues = { decision: ReviewDecision; comment: string | undefined; extra: Record<string, unknown> };

export type ReviewDecisionFormProps = {
  /** The decisions offered, the first chosen at the start unless `initial` names another. */
  choices: readonly ReviewDecisionChoice[];
  /** The decision chosen at the start where the reviewer already said which (a list's reject button). */
  initial?: ReviewDecision;
  /** A shorter comment limit where the domain's body predates the vocabulary's (declared hours). */
  commentMax?: number;
  /** Sends the decision; a rejection (409, 422, ...) is shown in the form and the reviewer may decide again. */
  onDecide: (values: ReviewDecisionValues) => Promise<unknown>;
  /** After the server took the decision; the form stays disabled (the page moves on). */
  onDecided?: (values: ReviewDecisionValues) => void;
  /** The domain explains a refusal itself (a full quota) and returns true; otherwise the form shows the server's message. */
  onRefused?: (error: unknown) => boolean;
  /** The domain's own fields, inside the form (their values come back in `extra`). */
  extraFields?: ReactNode;
  /** The submit button's words when the chosen option has none (the batch names how many it decides). */
  submitText?: string;
  /** `decision` gives decision-form, decision-submit and decision-refused. */
  testIdPrefix?: string;
};

type FormValues = { decision: ReviewDecision; comment?: string } & Record<string, unknown>;

/** Enter in a one-line field (a domain's extra field) must not send the form: deciding takes the button. */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
}

/**
 * The reviewer's decision, the same rule in every domain: a comment is optional to approve and required to return
 * (what to change) or reject (why), at most the contract's length; rejecting is confirmed first. Enter in the comment
 * writes a new line and never sends. Disabled while sending and after the server took the decision.
 */
export function ReviewDecisionForm({
  choices,
  initial,
  commentMax = REVIEW_COMMENT_MAX,
  onDecide,
  onDecided,
  onRefused,
  extraFields,
  submitText,
  testIdPrefix = 'decision',
}: ReviewDecisionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const first = initial ?? choices[0]?.decision;
  const chosen = Form.useWatch('decision', form) ?? first;
  const [sending, setSending] = useState(false);
  const [decided, setDecided] = useState(false);
  /** The question asked before sending, while it is asked. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choice = choices.find((entry) => entry.decision === chosen);
  const questionOf = (decision: ReviewDecision) =>
    choices.find((entry) => entry.decision === decision)?.confirm ??
    (decision === 'reject' ? t('reviewPieces.decision.rejectConfirm') : null);

  const send = async ({ decision, comment, ...extra }: FormValues) => {
    const values: ReviewDecisionValues = { decision, comment: comment?.trim() || undefined, extra };
    setConfirming(null);
    setRefusal(null);
    setSending(true);
    try {
      await onDecide(values);
      setDecided(true);
      onDecided?.(values);
    } catch (error) {
      if (!onRefused?.(error)) setRefusal(refusalText(t, error));
    } finally {
      setSending(false);
    }
  };

  // The rules first, then the question: a reviewer is never asked to confirm what would be refused anyway. The
  // decision is read from the form at this moment, not from the last render.
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const question = questionOf(form.getFieldValue('decision') as ReviewDecision);
    if (question) setConfirming(question);
    else form.submit();
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ decision: first }}
      disabled={sending || decided}
      onFinish={(values) => void send(values)}
      onKeyDown={keepEnterFromSubmitting}
      data-testid={`${testIdPrefix}-form`}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid={`${testIdPrefix}-refused`} />}
      <Form.Item name="decision" label={t('reviewPieces.decision.outcome')}>
        <Radio.Group
          onChange={() => setConfirming(null)}
          options={choices.map((entry) => ({ value: entry.decision, label: entry.label ?? t(`reviewPieces.decision.${entry.decision}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={chosen === 'reject' ? t('reviewPieces.decision.reason') : t('reviewPieces.decision.comment')}
        dependencies={['decision']}
        // Read at validation time, not from the last render: a quick click after choosing must not slip through.
        rules={[
          ({ getFieldValue }) => {
            const decision = getFieldValue('decision') as ReviewDecision;
            return {
              required: decision !== 'approve',
              whitespace: true,
              message: t(decision === 'reject' ? 'reviewPieces.decision.reasonRequired' : 'reviewPieces.decision.commentRequired'),
            };
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={commentMax} showCount />
      </Form.Item>
      {extraFields}
      <Popconfirm
        open={confirming !== null}
        title={confirming}
        onConfirm={() => form.submit()}
        onCancel={() => setConfirming(null)}
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <Button type="primary" htmlType="button" loading={sending} onClick={() => void submit()} data-testid={`${testIdPrefix}-submit`}>
          {choice?.submitText ?? submitText ?? t('reviewPieces.decision.submit')}
        </Button>
      </Popconfirm>
    </Form>
  );
}
