import type { Declaration, HourCategory } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';
import type { ReviewDecision } from '@yanxiu/contract/review';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { ReviewDecisionForm } from '@/shared/review/ReviewDecisionForm';
import { isConflict, useDecideDeclaration } from '../api/manage-decide-declaration';
import { categoryLabel, formatHours } from '../model/hours';
import { EvidenceLinks } from './EvidenceLinks';

/** The declaration being decided and the decision the reviewer chose in its row. */
export type DeclarationDeciding = { declaration: Declaration; initial: ReviewDecision };

export type DeclarationDecisionDialogProps = {
  deciding: DeclarationDeciding | null;
  categories: readonly HourCategory[];
  /** After the server took the decision: the next declaration to decide, or none. */
  onDecided: (decided: Declaration) => void;
  /** Someone else decided first: the page offers to reload. */
  onConflict: () => void;
  onClose: () => void;
};

/**
 * One declaration's decision on the shared review form and its rules: approving credits the hours and asks first,
 * rejecting needs the reason the teacher reads (and asks too). A refusal is said in the form, a conflict by the page.
 */
export function DeclarationDecisionDialog({ deciding, categories, onDecided, onConflict, onClose }: DeclarationDecisionDialogProps) {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.queue.${key}`, options ?? {});
  const decide = useDecideDeclaration();
  const row = deciding?.declaration;
  return (
    <Modal
      open={row !== undefined}
      title={row ? q('decideTitle', { title: row.title }) : ''}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && deciding && (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 12 }}
            data-testid="queue-decision-subject"
            items={[
              { key: 'teacher', label: q('teacher'), children: row.teacherName },
              { key: 'name', label: q('name'), children: row.title },
              {
                key: 'category',
                label: t('learningHours.common.category'),
                children: categoryLabel(categories, row.category, currentLocale()),
              },
              { key: 'hours', label: t('learningHours.declare.hours'), children: formatHours(row.hours) },
              { key: 'activityOn', label: q('activityOn'), children: formatDay(row.activityOn) },
              { key: 'evidence', label: q('evidence'), children: <EvidenceLinks evidence={row.evidence} /> },
            ]}
          />
          <ReviewDecisionForm
            // A new form for each declaration the dialog moves on to.
            key={row.id}
            choices={[{ decision: 'approve', confirm: q('approveConfirm', { hours: formatHours(row.hours) }) }, { decision: 'reject' }]}
            initial={deciding.initial}
            commentMax={LearningLimits.comment}
            onDecide={({ decision, comment }) =>
              decide.mutateAsync({
                id: row.id,
                decision: decision === 'approve' ? 'approve' : 'reject',
                version: row.version,
                ...(comment ? { comment } : {}),
              })
            }
            onRefused={(error) => {
              if (!isConflict(error)) return false;
              onConflict();
              return true;
            }}
            onDecided={({ decision }) => {
              notifier().success(q(decision === 'approve' ? 'approved' : 'rejected'));
              onDecided(row);
            }}
            testIdPrefix="queue-decision"
          />
        </>
      )}
    </Modal>
  );
}
