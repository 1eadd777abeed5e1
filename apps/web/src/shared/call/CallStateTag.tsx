import { callStateLabel } from '@yanxiu/contract/call-enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';

const COLORS: Record<string, string> = { draft: 'default', published: 'success', closed: 'warning' };

/** A call's state (draft, published, closed) as a coloured tag. */
export function CallStateTag({ state, testId }: { state: string; testId: string }) {
  // Re-renders on a language switch.
  useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} data-testid={testId} data-state={state}>
      {callStateLabel(state, currentLocale())}
    </Tag>
  );
}
