import '../../../i18n/evaluations.register';
import type { DistrictEvaluationRow } from '@yanxiu/contract/assessment-evaluations';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { exportDistrictEvaluations, useDistrictEvaluations } from '../../api/results';
import { EvaluationStaffGate } from '../../components/EvaluationStaffGate';
import { evaluationResultsPath } from '../../model/evaluation-paths';
import { formatMean, percentOf } from '../../model/result-rows';

/**
 * The questionnaires of the programmes under the caller side by side (`/manage/assessment/evaluations`): each
 * programme's response rate and the mean of each rating question, with the whole list as a workbook.
 */
export default function DistrictEvaluationsPage() {
  const { t } = useTranslation();
  const title = t('routes.manageAssessmentEvaluations');
  return (
    <EvaluationStaffGate pageTitle={title} districtOnly>
      <DistrictEvaluations title={title} />
    </EvaluationStaffGate>
  );
}

/** The list itself, read only once the gate lets the caller in. */
function DistrictEvaluations({ title }: { title: string }) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.district.${key}`, values);
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useDistrictEvaluations({ current, keyword });
  const locale = currentLocale();
  return (
    <PageFrame
      title={title}
      extra={
        <DownloadButton download={() => exportDistrictEvaluations(keyword)} fallbackName={d('exportName')} testId="district-export">
          {d('export')}
        </DownloadButton>
      }
    >
      <Flex vertical gap={12}>
        <KeywordSearch
          keyword={keyword || undefined}
          label={d('keyword')}
          maxLength={KEYWORD_MAX}
          testId="district-keyword"
          onSearch={(next) => {
            setKeyword(next ?? '');
            setCurrent(1);
          }}
        />
        <ManagedTable<DistrictEvaluationRow>
          list={list}
          rowKey="evaluationId"
          testId="district-evaluations"
          empty={d('empty')}
          paging={{ current, onChange: setCurrent, totalText: (count) => d('total', { count }) }}
          scroll={{ x: 1000 }}
          columns={[
            {
              title: d('programme'),
              dataIndex: 'programmeTitle',
              render: (programme: string, row) => (
                <Flex vertical>
                  <span>{programme}</span>
                  <Typography.Text type="secondary">{row.organiserName}</Typography.Text>
                </Flex>
              ),
            },
            {
              title: d('evaluation'),
              dataIndex: 'title',
              render: (text: string, row) => (
                <Flex gap={4} wrap align="center">
                  <span>{text}</span>
                  {row.anonymous && <Tag>{t('assessmentEvaluations.common.anonymous')}</Tag>}
                </Flex>
              ),
            },
            {
              title: d('window'),
              dataIndex: 'opensAt',
              width: 190,
              render: (_: string, row) =>
                t('assessmentEvaluations.common.range', { start: formatDay(row.opensAt), end: formatDay(row.closesAt) }),
            },
            {
              title: d('rate'),
              dataIndex: 'responseRate',
              width: 140,
              render: (_: number, row) =>
                d('rateOf', {
                  percent: percentOf(row.responseCount, row.enrolledCount),
                  responses: row.responseCount,
                  enrolled: row.enrolledCount,
                }),
            },
            {
              title: d('ratings'),
              dataIndex: 'ratings',
              render: (ratings: DistrictEvaluationRow['ratings']) =>
                ratings.length === 0 ? (
                  <Typography.Text type="secondary">{d('noRatings')}</Typography.Text>
                ) : (
                  <Flex vertical>
                    {ratings.map((rating) => (
                      <span key={rating.position}>
                        {d('ratingMean', {
                          prompt: rating.prompt,
                          mean: rating.mean === null ? '-' : formatMean(rating.mean, locale),
                          scale: rating.scale,
                        })}
                      </span>
                    ))}
                  </Flex>
                ),
            },
            {
              title: t('assessmentEvaluations.common.actions'),
              dataIndex: 'evaluationId',
              width: 110,
              render: (evaluationId: number) => (
                <ActionLink to={evaluationResultsPath(evaluationId)} testId={`district-results-${evaluationId}`}>
                  {d('results')}
                </ActionLink>
              ),
            },
          ]}
        />
      </Flex>
    </PageFrame>
  );
}
