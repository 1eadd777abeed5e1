import type { RubricCriterion } from '@yanxiu/contract/assessment-assignments';
import { Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type RubricScoringProps = {
  rubric: readonly RubricCriterion[];
  /** One per criterion, null while not given. */
  points: ReadonlyArray<number | null>;
  onChange: (points: Array<number | null>) => void;
  /** Test ids read `<prefix>-<index>` and `<prefix>-sum`. */
  testIdPrefix: string;
};

/** The points of a submission by the rubric, each criterion up to its maximum, with the sum shown as it is given. */
export function RubricScoring({ rubric, points, onChange, testIdPrefix }: RubricScoringProps) {
  const { t } = useTranslation();
  const sum = points.reduce<number>((total, value) => total + (value ?? 0), 0);
  const max = rubric.reduce((total, criterion) => total + criterion.maxPoints, 0);
  return (
    <Flex vertical gap={8}>
      {rubric.map((criterion, index) => {
        const label = t('assessmentAssignments.rubric.pointsOf', { title: criterion.title, max: criterion.maxPoints });
        return (
          <Flex key={`${index}-${criterion.title}`} vertical gap={2}>
            <Typography.Text strong>{label}</Typography.Text>
            {criterion.description && <Typography.Text type="secondary">{criterion.description}</Typography.Text>}
            <InputNumber
              value={points[index] ?? null}
              min={0}
              max={criterion.maxPoints}
              precision={0}
              style={{ width: 160 }}
              aria-label={label}
              data-testid={`${testIdPrefix}-${index}`}
              onChange={(value) => onChange(rubric.map((_, other) => (other === index ? (value ?? null) : (points[other] ?? null))))}
            />
          </Flex>
        );
      })}
      <Typography.Text strong data-testid={`${testIdPrefix}-sum`} aria-live="polite">
        {t('assessmentAssignments.rubric.sum', { points: sum, max })}
      </Typography.Text>
    </Flex>
  );
}
