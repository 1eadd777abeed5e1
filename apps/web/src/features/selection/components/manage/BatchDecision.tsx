import type { SelectionQueueItem } from '@yanxiu/contract/selection';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decide } from '../../api/manage/decide';
import { DecisionForm, type Decision } from './DecisionForm';
import { failureText, isQuotaFull } from './failure';

export type BatchDecisionProps = { chosen: SelectionQueueItem[]; onDone: () => void };

/**
 * One decision for several applications of the same step, made one after the other; it stops at the first refusal
 * (a full quota above all) and says how many were decided before it.
 */
export function BatchDecision({ chosen, onDone }: BatchDecisionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ decided: number; problem: string | null } | null>(null);
  const steps = new Set(chosen.map((item) => item.stepCode));
  const stepCode = steps.size === 1 ? (chosen[0]?.stepCode ?? null) : null;

  const run = async ({ decision, comment }: { decision: Decision; comment: string | undefined }) => {
    setBusy(true);
    let decided = 0;
    let problem: string | null = null;
    for (const item of chosen) {
      try {
        await decide(
          decision === 'approve'
            ? { applyId: item.applyId, decision, ...(comment ? { comment } : {}) }
            : { applyId: item.applyId, decision, comment: comment ?? '' },
        );
        decided += 1;
      } catch (error) {
        problem = isQuotaFull(error)
          ? t('selectionManage.quota.refusedText')
          : t('selectionManage.batch.failedOn', { name: item.userName, reason: failureText(t, error) });
        break;
      }
    }
    setBusy(false);
    setOutcome({ decided, problem });
    onDone();
    if (problem === null) setOpen(false);
  };

  return (
    <>
      <Button
        type="primary"
        disabled={chosen.length === 0 || stepCode === null}
        onClick={() => {
          setOutcome(null);
          setOpen(true);
        }}
        data-testid="batch-decide"
      >
        {t('selectionManage.batch.open', { count: chosen.length })}
      </Button>
      {outcome && !open && (
        <Alert
          type="success"
          showIcon
          closable
          title={t('selectionManage.batch.decided', { count: outcome.decided })}
          style={{ marginTop: 8 }}
        />
      )}
      <Modal
        open={open}
        title={t('selectionManage.batch.title', { count: chosen.length })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {outcome?.problem && (
          <Alert
            type="error"
            showIcon
            title={t('selectionManage.batch.decided', { count: outcome.decided })}
            description={outcome.problem}
            style={{ marginBottom: 12 }}
            data-testid="batch-refused"
          />
        )}
        <DecisionForm
          stepCode={stepCode}
          busy={busy}
          onDecide={(values) => void run(values)}
          submitText={t('selectionManage.batch.submit', { count: chosen.length })}
          testId="batch-form"
        />
      </Modal>
    </>
  );
}
