import type { Indicator } from '@yanxiu/contract/selection';
import { Card, Flex, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { selfScoreProblem, takesSelfScore, type ItemDraft } from '../../model/teacher/item-drafts';
import { indicatorKindLabel } from '../shared/labels';
import { IndicatorField } from './IndicatorField';
import { calmMarks } from '@/shared/format/bounded-text';

export type IndicatorCardProps = {
  indicator: Indicator;
  /** The section's and the indicator's place, e.g. "2.3". */
  number: string;
  draft: ItemDraft;
  selfReview: string;
  readOnly: boolean;
  /** Only the indicator itself, without a value or self score (see ItemSections). */
  outline?: boolean;
  /** Marks a required indicator left empty (after a submit was tried). */
  showMissing: boolean;
  onChange: (draft: ItemDraft) => void;
};

/** One indicator: its title, kind, maximum and scoring guide, the teacher's value and, where allowed, their self score. */
export function IndicatorCard({
  indicator,
  number,
  draft,
  selfReview,
  readOnly,
  outline = false,
  showMissing,
  onChange,
}: IndicatorCardProps) {
  const { t } = useTranslation();
  const labelId = `indicator-${indicator.id}-title`;
  const scoreProblem = selfScoreProblem(draft.selfScore, indicator.maxScore);
  const selfScored = !outline && takesSelfScore(selfReview, indicator);
  return (
    <Card
      size="small"
      data-testid={`indicator-${indicator.id}`}
      data-kind={indicator.kind}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex align="baseline" gap={8} wrap>
        <Typography.Text strong id={labelId}>
          {t('selectionTeacher.item.numbered', { number, title: indicator.title })}
          {indicator.required && (
            <Typography.Text type="danger" aria-label={t('selectionTeacher.item.required')}>
              {' *'}
            </Typography.Text>
          )}
        </Typography.Text>
        <Tag>{indicatorKindLabel(indicator.kind)}</Tag>
        {indicator.maxScore > 0 && (
          <Typography.Text type="secondary">{t('selectionTeacher.item.maxScore', { count: indicator.maxScore })}</Typography.Text>
        )}
      </Flex>
      {indicator.guide && (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
          ellipsis={{ rows: 2, expandable: true, symbol: t('selectionTeacher.item.moreGuide') }}
        >
          {t('selectionTeacher.item.guide', { guide: calmMarks(indicator.guide) })}
        </Typography.Paragraph>
      )}
      {!outline && <IndicatorField indicator={indicator} draft={draft} readOnly={readOnly} onChange={onChange} labelId={labelId} />}
      {showMissing && (
        <Typography.Text type="danger" role="alert" data-testid="indicator-missing">
          {t('selectionTeacher.item.missing')}
        </Typography.Text>
      )}
      {selfScored && (
        <Flex align="center" gap={8} wrap data-testid="self-score">
          <Typography.Text id={`${labelId}-self`}>{t('selectionTeacher.item.selfScore')}</Typography.Text>
          {readOnly ? (
            <Typography.Text>
              {draft.selfScore === null
                ? t('selectionTeacher.item.noSelfScore')
                : t('selectionTeacher.item.scoreOf', { score: draft.selfScore, max: indicator.maxScore })}
            </Typography.Text>
          ) : (
            <>
              <InputNumber
                aria-label={t('selectionTeacher.item.selfScoreOf', { title: indicator.title, max: indicator.maxScore })}
                min={0}
                max={indicator.maxScore}
                step={0.5}
                value={draft.selfScore}
                status={scoreProblem ? 'error' : undefined}
                onChange={(value) => onChange({ ...draft, selfScore: typeof value === 'number' ? value : null })}
                data-testid="self-score-input"
              />
              <Typography.Text type="secondary">{t('selectionTeacher.item.outOf', { max: indicator.maxScore })}</Typography.Text>
            </>
          )}
          {scoreProblem && !readOnly && (
            <Typography.Text type="danger" role="alert">
              {t(`selectionTeacher.item.scoreProblem.${scoreProblem}`, { max: indicator.maxScore })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
