import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLY_STATUS_COLORS, applyStatusLabel } from './labels';

/** An application's status as a coloured tag; `status` absent or '0' reads "not applied". */
export function ApplyStatusTag({ status, testId = 'apply-status' }: { status: string | null | undefined; testId?: string }) {
  useTranslation();
  const value = status ?? '0';
  return (
    <Tag color={APPLY_STATUS_COLORS[value] ?? 'default'} data-testid={testId} data-status={value}>
      {applyStatusLabel(value)}
    </Tag>
  );
}
