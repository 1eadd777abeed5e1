import type { CountedGrade } from '@yanxiu/contract/assessment-assignments';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A counted grade: the score out of the max, and whether it passes. */
export function ScoreTag({ counted, maxScore }: { counted: CountedGrade; maxScore: number }) {
  const { t } = useTranslation();
  return (
    <Space size={6} wrap data-testid="assignment-score" data-passed={counted.passed}>
      <Typography.Text strong>{t('assessmentAssignments.common.scoreOf', { score: counted.score, max: maxScore })}</Typography.Text>
      <Tag color={counted.passed ? 'success' : 'error'}>
        {counted.passed ? t('assessmentAssignments.common.passed') : t('assessmentAssignments.common.notPassed')}
      </Tag>
    </Space>
  );
}
