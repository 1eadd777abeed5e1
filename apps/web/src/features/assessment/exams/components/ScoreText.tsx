import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type ScoreLike = { score: number | null; maxScore: number; passed: boolean | null };

/** A score out of the paper's points with passed or not; "not revealed / waiting for grading" when the score is null. */
export function ScoreText({ score, pending = false }: { score: ScoreLike; pending?: boolean }) {
  const { t } = useTranslation();
  if (score.score === null)
    return (
      <Typography.Text type="secondary">
        {pending ? t('assessmentExams.result.waitingGrading') : t('assessmentExams.result.notRevealed')}
      </Typography.Text>
    );
  return (
    <Space size={8} wrap>
      <span data-testid="score-value">{t('assessmentExams.result.score', { score: score.score, count: score.maxScore })}</span>
      {score.passed !== null && (
        <Tag color={score.passed ? 'success' : 'error'} data-testid="score-passed" data-passed={score.passed}>
          {score.passed ? t('assessmentExams.result.passed') : t('assessmentExams.result.failed')}
        </Tag>
      )}
    </Space>
  );
}
