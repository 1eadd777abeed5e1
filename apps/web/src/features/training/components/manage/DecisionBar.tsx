import { TrainingLimits } from '@yanxiu/contract/limits';
import { Button, Flex, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useDecideEnrolments } from '../../api/manage-decide-enrolments';
import { decisionBody, skippedByReason } from './decision';
import { formatList } from '@/shared/format/list';

export type DecisionBarProps = {
  /** The pending enrolments selected (or the one of a row). */
  enrolmentIds: number[];
  /** Called after a decision went through, e.g. to clear the selection. */
  onDecided: () => void;
  /** `row`: the two buttons of one row's actions, without the selection count. */
  variant?: 'bar' | 'row';
  /** Prefix of the buttons' test ids. */
  testId?: string;
};

/**
 * Approve or reject pending enrolments: the selected ones (the bar above the table) or one row's (its actions), so
 * deciding one enrolment needs no checkbox. Rejecting asks for the reason the teachers will read.
 */
export function DecisionBar({ enrolmentIds, onDecided, variant = 'bar', testId = 'decision' }: DecisionBarProps) {
  const { t, i18n } = useTranslation();
  const decide = useDecideEnrolments();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = enrolmentIds.length;

  const submit = (decision: 'approve' | 'reject') => {
    const body = decisionBody(enrolmentIds, decision, reason);
    if ('problem' in body) {
      setProblem(body.problem);
      return;
    }
    decide.mutate(body, {
      onSuccess: (result) => {
        notifier().success(t('trainingManage.enrolments.decidedCount', { count: result.decided.length }));
        const skipped = skippedByReason(result);
        if (skipped.length > 0) {
          const reasons = skipped.map(([why, number]) => `${t(`trainingManage.enrolments.skipped.${why}`)} × ${number}`);
          const reasonList = formatList(reasons, i18n.language);
          notifier().warning(t('trainingManage.enrolments.skippedCount', { count: result.skipped.length, reasons: reasonList }));
        }
        setRejecting(false);
        setReason('');
        setProblem(null);
        onDecided();
      },
    });
  };

  const row = variant === 'row';
  return (
    <Flex align="center" gap={8} wrap data-testid={row ? `${testId}-row` : 'decision-bar'}>
      {!row && <Typography.Text type="secondary">{t('trainingManage.enrolments.selected', { count })}</Typography.Text>}
      <Popconfirm
        title={t('trainingManage.enrolments.approveConfirm', { count })}
        onConfirm={() => submit('approve')}
        disabled={count === 0}
      >
        <Button
          type="primary"
          size={row ? 'small' : 'middle'}
          disabled={count === 0}
          loading={decide.isPending && !rejecting}
          data-testid={`${testId}-approve`}
        >
          {t('trainingManage.enrolments.approve')}
        </Button>
      </Popconfirm>
      <Button
        danger
        size={row ? 'small' : 'middle'}
        disabled={count === 0}
        onClick={() => setRejecting(true)}
        data-testid={`${testId}-reject`}
      >
        {t('trainingManage.enrolments.reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('trainingManage.enrolments.rejectTitle', { count })}
        okText={t('trainingManage.enrolments.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        cancelText={t('trainingManage.common.cancel')}
        onOk={() => submit('reject')}
        onCancel={() => {
          setRejecting(false);
          setProblem(null);
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={t('trainingManage.enrolments.rejectReason')}
            required
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(`trainingManage.enrolments.${problem}`) : undefined}
          >
            <Input.TextArea
              value={reason}
              rows={3}
              maxLength={TrainingLimits.shortText}
              showCount
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
              data-testid="decision-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
