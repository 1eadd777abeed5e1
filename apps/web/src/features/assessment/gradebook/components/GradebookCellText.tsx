import type { GradebookCell } from '@yanxiu/contract/assessment-gradebook';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Passed or not, as a coloured tag; nothing while no pass is decided. */
export function PassTag({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return null;
  return (
    <Tag color={passed ? 'success' : 'error'}>{t(passed ? 'assessmentGradebook.cell.passed' : 'assessmentGradebook.cell.failed')}</Tag>
  );
}

function stateKey(cell: GradebookCell): string {
  if (cell.kind === 'evaluation') return cell.answered ? 'answered' : 'notAnswered';
  if (cell.kind === 'exam') return cell.state === 'none' ? 'notSat' : cell.state === 'open' ? 'sitting' : 'waitingGrader';
  return cell.state === 'none' ? 'notSubmitted' : cell.state;
}

/** One cell of the book: the counted score with its pass, or the state while there is none. */
export function GradebookCellText({ cell }: { cell: GradebookCell }) {
  const { t } = useTranslation();
  const c = (key: string, options?: Record<string, unknown>) => t(`assessmentGradebook.cell.${key}`, options ?? {});
  if (cell.kind !== 'evaluation' && cell.score !== null)
    return (
      <Space size={4} wrap>
        <span>{cell.maxScore === null ? cell.score : c('score', { score: cell.score, max: cell.maxScore })}</span>
        <PassTag passed={cell.passed} />
        {cell.kind === 'exam' && cell.attempts > 1 && (
          <Typography.Text type="secondary">{c('attempts', { count: cell.attempts })}</Typography.Text>
        )}
      </Space>
    );
  const secondary = cell.kind === 'exam' ? cell.state === 'none' : cell.kind === 'assignment' ? cell.state === 'none' : !cell.answered;
  return <Typography.Text type={secondary ? 'secondary' : undefined}>{c(stateKey(cell))}</Typography.Text>;
}
