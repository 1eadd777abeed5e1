import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { Alert, Card, Descriptions, Divider, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { indicatorKindLabel, ineligibleReasonLabel } from '../shared/labels';
import { ValueCell } from './ValueCell';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

type Detail = SelectionReviewDetail;

/** Why the applicant does not meet the rule now, each reason with its figures where it has some. */
function EligibilityCheck({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  if (detail.eligible)
    return (
      <Alert type="success" showIcon title={t('selectionManage.review.eligible')} data-testid="eligibility-check" data-eligible="true" />
    );
  const reasons = detail.reasons.map((reason) =>
    reason.required !== null && reason.actual !== null
      ? t('selectionManage.review.reasonFigures', {
          reason: ineligibleReasonLabel(reason.code),
          required: reason.required,
          actual: reason.actual,
        })
      : ineligibleReasonLabel(reason.code),
  );
  return (
    <Alert
      type="warning"
      showIcon
      title={t('selectionManage.review.notEligible')}
      description={formatList(reasons, currentLocale())}
      data-testid="eligibility-check"
      data-eligible="false"
    />
  );
}

type Indicators = Detail['sections'][number]['indicators'];

/** On a phone: each indicator as a block (title, kind and maximum, the answer, the self score) instead of a sideways table. */
function IndicatorBlocks({ indicators, selfScored }: { indicators: Indicators; selfScored: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      {indicators.map((indicator, index) => (
        <div key={indicator.id}>
          {index > 0 && <Divider style={{ margin: '8px 0' }} />}
          <Typography.Text strong>{indicator.title}</Typography.Text>
          <div>
            <Tag>{indicatorKindLabel(indicator.kind)}</Tag>
            <Typography.Text type="secondary">{t('selectionManage.items.maxOf', { count: indicator.maxScore })}</Typography.Text>
          </div>
          <div>
            <ValueCell indicator={indicator} />
          </div>
          {selfScored && (
            <div>
              <Typography.Text type="secondary">{`${t('selectionManage.review.selfScore')} ${indicator.selfScore ?? t('selectionManage.common.none')}`}</Typography.Text>
            </div>
          )}
        </div>
      ))}
    </Flex>
  );
}

/**
 * An application as its reviewer reads it, below the review frame's header (applicant, school, step, status, project):
 * how to reach the applicant, the eligibility check, and each indicator's value and self score.
 */
export function ApplicationView({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const selfScored = detail.selfReview === '2';
  const phone = !useScreenAtLeast('md');
  return (
    <Flex vertical gap={16}>
      <Card title={t('selectionManage.review.applicant')} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'phone', label: t('selectionManage.review.phone'), children: detail.info.phone },
            ...(detail.info.email ? [{ key: 'email', label: t('selectionManage.review.email'), children: detail.info.email }] : []),
            ...(detail.info.introduction
              ? [
                  {
                    key: 'intro',
                    label: t('selectionManage.review.introduction'),
                    span: 2,
                    children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{detail.info.introduction}</Typography.Text>,
                  },
                ]
              : []),
          ]}
        />
        <div style={{ marginTop: 8 }}>
          <EligibilityCheck detail={detail} />
        </div>
      </Card>
      {detail.sections.map((section, index) => (
        <Card
          key={section.id}
          size="small"
          title={`${t('selectionManage.items.sectionLabel', { position: index + 1 })} ${section.title}`}
          data-testid={`review-section-${index}`}
        >
          {phone ? (
            <IndicatorBlocks indicators={section.indicators} selfScored={selfScored} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={section.indicators}
              columns={[
                {
                  title: t('selectionManage.review.indicator'),
                  dataIndex: 'title',
                  render: (title: string, indicator) => (
                    <Flex vertical gap={2}>
                      <span>{title}</span>
                      <span>
                        <Tag>{indicatorKindLabel(indicator.kind)}</Tag>
                        <Typography.Text type="secondary">
                          {t('selectionManage.items.maxOf', { count: indicator.maxScore })}
                        </Typography.Text>
                      </span>
                    </Flex>
                  ),
                },
                { title: t('selectionManage.review.value'), key: 'value', render: (_, indicator) => <ValueCell indicator={indicator} /> },
                ...(selfScored
                  ? [
                      {
                        title: t('selectionManage.review.selfScore'),
                        dataIndex: 'selfScore',
                        render: (score: number | null) => (score === null ? t('selectionManage.common.none') : score),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Card>
      ))}
    </Flex>
  );
}
