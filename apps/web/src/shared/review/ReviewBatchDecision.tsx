import { Alert, Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './review-refusal';
import { ReviewDecisionForm, type ReviewDecisionChoice, type ReviewDecisionValues } from './ReviewDecisionForm';
import './review-texts';

/** What a list needs to decide several of its rows at once. */
export type ReviewBatch<Row> = {
  /** The decisions offered at a step (the batch decides rows of one step only). */
  choicesAt: (stepCode: string) => readonly ReviewDecisionChoice[];
  /** Sends one row's decision. */
  decide: (row: Row, values: ReviewDecisionValues) => Promise<unknown>;
  /** The domain's words for a refusal it knows (a full quota), else null for the server's message. */
  explain?: (error: unknown) => string | null;
  /** After the batch ran (all or part of it): the lists are stale. */
  onDone: () => void;
};

type Outcome = { decided: number; problem: string | null };

/** The batch stopped at a refusal: the dialog says how far it came, the form stays open to try again. */
class BatchStopped extends Error {}

/**
 * One decision for several rows of the same step, sent one after the other; it stops at the first refusal (a full
 * quota above all) and says how many were decided before it.
 */
export function ReviewBatchDecision<Row>({
  chosen,
  stepOf,
  nameOf,
  batch,
  onRan,
}: {
  chosen: readonly Row[];
  stepOf: (row: Row) => string | null;
  nameOf: (row: Row) => string;
  batch: ReviewBatch<Row>;
  /** After a run: `complete` when every chosen row was decided. */
  onRan: (complete: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const steps = new Set(chosen.map(stepOf));
  const stepCode = steps.size === 1 ? (stepOf(chosen[0]!) ?? null) : null;

  const run = async (values: ReviewDecisionValues) => {
    let decided = 0;
    let problem: string | null = null;
    for (const row of chosen) {
      try {
        await batch.decide(row, values);
        decided += 1;
      } catch (error) {
        problem = batch.explain?.(error) ?? t('reviewPieces.batch.failedOn', { name: nameOf(row), reason: refusalText(t, error) });
        break;
      }
    }
    setOutcome({ decided, problem });
    batch.onDone();
    onRan(problem === null);
    if (problem !== null) throw new BatchStopped(problem);
    setOpen(false);
  };

  const opener = (
    <Button
      type="primary"
      disabled={chosen.length === 0 || stepCode === null}
      onClick={() => {
        setOutcome(null);
        setOpen(true);
      }}
      data-testid="batch-decide"
    >
      {t('reviewPieces.batch.open', { count: chosen.length })}
    </Button>
  );
  return (
    <>
      {steps.size > 1 ? <Tooltip title={t('reviewPieces.batch.oneStep')}>{opener}</Tooltip> : opener}
      {outcome && !open && (
        <Alert
          type="success"
          showIcon
          closable
          title={t('reviewPieces.batch.decided', { count: outcome.decided })}
          style={{ marginTop: 8 }}
          data-testid="batch-decided"
        />
      )}
      <Modal
        open={open}
        title={t('reviewPieces.batch.title', { count: chosen.length })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {outcome?.problem && (
          <Alert
            type="error"
            showIcon
            title={t('reviewPieces.batch.decided', { count: outcome.decided })}
            description={outcome.problem}
            style={{ marginBottom: 12 }}
            data-testid="batch-refused"
          />
        )}
        {stepCode !== null && (
          <ReviewDecisionForm
            choices={batch.choicesAt(stepCode)}
            onDecide={run}
            onRefused={(error) => error instanceof BatchStopped}
            submitText={t('reviewPieces.batch.submit', { count: chosen.length })}
            testIdPrefix="batch"
          />
        )}
      </Modal>
    </>
  );
}
