import type { IneligibleDetail } from '@yanxiu/contract/selection';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { ineligibleReasonLabel } from '../shared/labels';

/** One reason as a phrase: its label, with the hours required and had where the rule counts them. */
export function reasonText(t: TFunction, reason: IneligibleDetail): string {
  const label = ineligibleReasonLabel(reason.code);
  if (reason.required === null) return label;
  return t('selectionTeacher.project.reasonFigures', { reason: label, required: reason.required, actual: reason.actual ?? 0 });
}

/** Why I may not apply, the server's reasons joined as the language joins a list. */
export function IneligibleReasons({ reasons, compact = false }: { reasons: IneligibleDetail[]; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const text = t('selectionTeacher.project.notEligible', {
    reasons: formatList(
      reasons.map((reason) => reasonText(t, reason)),
      i18n.language,
    ),
  });
  return (
    <Alert
      type="warning"
      showIcon={!compact}
      banner={compact}
      title={text}
      data-testid="ineligible-reasons"
      style={compact ? { padding: '4px 8px' } : undefined}
    />
  );
}
