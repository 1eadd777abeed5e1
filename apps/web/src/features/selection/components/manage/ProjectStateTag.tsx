import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectStateLabel } from '../shared/labels';

const COLORS: Record<string, string> = { draft: 'default', published: 'success', closed: 'warning' };

/** A project's state (draft, published, closed) as a coloured tag. */
export function ProjectStateTag({ state, testId = 'project-state' }: { state: string; testId?: string }) {
  useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} data-testid={testId} data-state={state}>
      {projectStateLabel(state)}
    </Tag>
  );
}
