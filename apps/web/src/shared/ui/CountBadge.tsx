import './field-texts';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

export type CountBadgeProps = {
  /** The count; undefined while it is not known yet (its read is on its way), null when there is none to show. */
  count: number | null | undefined;
  /** The badge's colour once counted (antd's default red unless told). */
  color?: string;
  testId?: string;
};

/**
 * A count beside a tab or a title, zero included once it is known. Until then a grey placeholder that says it is
 * counting: a "0" before the answer told a reviewer there was nothing to review while an item waited (issue 39).
 */
export function CountBadge({ count, color, testId }: CountBadgeProps) {
  const { t } = useTranslation();
  if (count === null) return null;
  if (count === undefined)
    return <Badge count="…" color="#bfbfbf" aria-busy="true" aria-label={t('fields.count.loading')} data-testid={testId} />;
  return <Badge count={count} showZero overflowCount={999} color={color} data-testid={testId} />;
}
