import { SelectionScoringLimits } from '@yanxiu/contract/selection-scoring-limits';
import type { ScoredIndicator, ScoringDetail, SubmitScoresBody } from '@yanxiu/contract/selection-scoring';
import { Affix, Button, Card, Col, Divider, Flex, Form, Input, InputNumber, Modal, Row, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IndicatorAnswer } from './IndicatorAnswer';
import { scoreProblem, totalOf } from './score-rules';

type SheetValues = { scores?: Record<string, { score?: number | null; comment?: string }>; comment?: string };

/** The indicators an expert scores: those with a maximum above 0 (the others are information only). */
export const scoredIndicators = (detail: ScoringDetail): ScoredIndicator[] =>
  detail.sections.flatMap((section) => section.indicators).filter((indicator) => indicator.maxScore > 0);

/** What the expert sees of one indicator: the applicant's answer and evidence, the self score, the scoring guide. */
function IndicatorFacts({ indicator }: { indicator: ScoredIndicator }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6}>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>{indicator.title}</Typography.Text>
        {indicator.maxScore > 0 && <Tag>{t('selectionScoring.score.maxScore', { max: indicator.maxScore })}</Tag>}
        {indicator.selfScore !== null && <Tag color="blue">{t('selectionScoring.score.selfScore', { score: indicator.selfScore })}</Tag>}
      </Flex>
      <IndicatorAnswer indicator={indicator} />
      {indicator.maxScore > 0 && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}
          data-testid={`scoring-guide-${indicator.itemId}`}
        >
          {t('selectionScoring.score.guideText', { guide: indicator.guide || t('selectionScoring.score.noGuide') })}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}

/** The expert's submitted score and comment of one indicator, read-only. */
function SubmittedScore({ indicator, sheet }: { indicator: ScoredIndicator; sheet: NonNullable<ScoringDetail['mySheet']> }) {
  const { t } = useTranslation();
  const given = sheet.scores.find((score) => score.itemId === indicator.itemId);
  if (!given) return null;
  return (
    <Flex vertical gap={4} data-testid={`scoring-given-${indicator.itemId}`}>
      <Typography.Text strong>{t('selectionScoring.score.totalOf', { total: given.score, max: indicator.maxScore })}</Typography.Text>
      {given.comment && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{given.comment}</Typography.Paragraph>}
    </Flex>
  );
}

export type ScoreSheetFormProps = {
  detail: ScoringDetail;
  busy: boolean;
  onSubmit: (body: SubmitScoresBody) => void;
};

/**
 * The score sheet: each indicator's answer and evidence beside its score (0 to its maximum, one decimal) and an
 * optional comment, the scoring guide in sight, the overall comment every sheet carries, the running total at the
 * foot, and a confirmation before the one submission.
 * Once submitted (or when the project no longer takes scores) it shows the sheet read-only.
 */
export function ScoreSheetForm({ detail, busy, onSubmit }: ScoreSheetFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SheetValues>();
  const [confirming, setConfirming] = useState<SubmitScoresBody | null>(null);
  const watched = Form.useWatch('scores', form);
  const scored = useMemo(() => scoredIndicators(detail), [detail]);
  const sheet = detail.mySheet;
  const editable = sheet === null && detail.maySubmit;
  const total = sheet ? sheet.total : totalOf(scored.map((indicator) => watched?.[String(indicator.itemId)]?.score));

  const ask = (values: SheetValues) =>
    setConfirming({
      applyId: detail.applyId,
      scores: scored.map((indicator) => {
        const entry = values.scores?.[String(indicator.itemId)];
        const comment = (entry?.comment ?? '').trim();
        return { itemId: indicator.itemId, score: entry?.score ?? 0, ...(comment ? { comment } : {}) };
      }),
      comment: (values.comment ?? '').trim(),
    });

  const scoreRule = (indicator: ScoredIndicator) => ({
    validator: (_: unknown, value: number | null | undefined) => {
      const problem = scoreProblem(value, indicator.maxScore);
      return problem
        ? Promise.reject(new Error(t(`selectionScoring.score.problems.${problem}`, { max: indicator.maxScore })))
        : Promise.resolve();
    },
  });

  return (
    // Not a disabled form when read-only: that would grey out the evidence downloads as well as the inputs.
    <Form<SheetValues> form={form} layout="vertical" onFinish={ask} data-testid="scoring-form">
      {detail.sections.map((section, sectionIndex) => (
        <Card key={sectionIndex} size="small" title={section.title} style={{ marginBottom: 16 }}>
          {section.indicators.map((indicator, index) => (
            <div key={indicator.itemId} data-testid={`scoring-indicator-${indicator.itemId}`}>
              {index > 0 && <Divider style={{ margin: '12px 0' }} />}
              <Row gutter={[16, 8]}>
                <Col xs={24} md={indicator.maxScore > 0 ? 14 : 24}>
                  <IndicatorFacts indicator={indicator} />
                </Col>
                {indicator.maxScore > 0 && (
                  <Col xs={24} md={10}>
                    {sheet ? (
                      <SubmittedScore indicator={indicator} sheet={sheet} />
                    ) : (
                      <>
                        {/* No min or max on the input: it would silently clamp what was typed; the rule says what is wrong. */}
                        <Form.Item
                          name={['scores', String(indicator.itemId), 'score']}
                          label={t('selectionScoring.score.scoreLabel', { title: indicator.title, max: indicator.maxScore })}
                          rules={[scoreRule(indicator)]}
                          required
                          style={{ marginBottom: 8 }}
                        >
                          <InputNumber<number>
                            step={0.5}
                            disabled={!editable}
                            style={{ width: 160 }}
                            data-testid={`score-input-${indicator.itemId}`}
                          />
                        </Form.Item>
                        <Form.Item
                          name={['scores', String(indicator.itemId), 'comment']}
                          label={t('selectionScoring.score.commentLabel', { title: indicator.title })}
                          style={{ marginBottom: 0 }}
                        >
                          <Input.TextArea
                            rows={2}
                            maxLength={SelectionScoringLimits.comment}
                            showCount
                            disabled={!editable}
                            data-testid={`score-comment-${indicator.itemId}`}
                          />
                        </Form.Item>
                      </>
                    )}
                  </Col>
                )}
              </Row>
            </div>
          ))}
        </Card>
      ))}
      {sheet ? (
        sheet.comment && (
          <Card size="small" title={t('selectionScoring.score.overallComment')} style={{ marginBottom: 16 }}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{sheet.comment}</Typography.Paragraph>
          </Card>
        )
      ) : (
        <Form.Item
          name="comment"
          label={t('selectionScoring.score.overallComment')}
          rules={[{ required: true, whitespace: true, message: t('selectionScoring.score.overallCommentRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={SelectionScoringLimits.comment}
            showCount
            disabled={!editable}
            data-testid="score-overall-comment"
          />
        </Form.Item>
      )}
      <Affix offsetBottom={0}>
        <Card size="small" styles={{ body: { padding: '8px 16px' } }}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text strong data-testid="scoring-total" data-total={total}>
              {t('selectionScoring.score.totalLine', { total, max: detail.maxTotal })}
            </Typography.Text>
            {editable && (
              <Button type="primary" htmlType="submit" loading={busy} data-testid="scoring-submit">
                {t('selectionScoring.score.submit')}
              </Button>
            )}
          </Flex>
        </Card>
      </Affix>
      <Modal
        open={confirming !== null}
        title={t('selectionScoring.score.confirmTitle')}
        okText={t('selectionScoring.score.submit')}
        cancelText={t('selectionScoring.common.cancel')}
        confirmLoading={busy}
        onOk={() => {
          if (confirming) onSubmit(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
        okButtonProps={{ 'data-testid': 'scoring-confirm-ok' } as Record<string, string>}
        data-testid="scoring-confirm"
      >
        {t('selectionScoring.score.confirmText', { total })}
      </Modal>
    </Form>
  );
}
