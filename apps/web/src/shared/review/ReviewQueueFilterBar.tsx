import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOfPicked, pickerDayOf } from '@/shared/format/picker-time';
import { DateRangeField } from '@/shared/ui/DatePickers';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import type { ReviewQueueChange, ReviewQueueParams } from './review-queue-params';
import './review-texts';

type Option = { value: string; label: string };

/** The filters a list offers: only those its server applies, and the domain's own controls (a project) first. */
export type ReviewQueueFilterChoices = {
  own?: ReactNode;
  /** The steps to filter by; no step filter without them. */
  steps?: readonly Option[];
  /** The statuses to filter by outside the pending list; no status filter without them. */
  statuses?: readonly Option[];
  /** Whether the server filters by submission days. */
  submitted?: boolean;
  /** What the keyword searches where it is not the applicant's name (a topic's title). */
  keywordLabel?: string;
};

const SELECT_WIDTH = { width: 160 };

/** A review list's filter row: the domain's own, the applicant, the step, the status (outside pending), the days submitted. */
export function ReviewQueueFilterBar({
  params,
  choices,
  onChange,
  onReset,
}: {
  params: ReviewQueueParams;
  choices: ReviewQueueFilterChoices;
  onChange: (change: ReviewQueueChange) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const from = pickerDayOf(params.submittedFrom);
  const to = pickerDayOf(params.submittedTo);
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="queue-filters">
      {choices.own}
      <KeywordSearch
        keyword={params.keyword}
        label={choices.keywordLabel ?? t('reviewPieces.queue.keyword')}
        maxLength={KEYWORD_MAX}
        onSearch={(keyword) => onChange({ keyword })}
        testId="queue-keyword"
      />
      {choices.steps && (
        <Select
          allowClear
          style={SELECT_WIDTH}
          placeholder={t('reviewPieces.queue.step')}
          aria-label={t('reviewPieces.queue.step')}
          value={params.stepCode}
          options={[...choices.steps]}
          onChange={(value?: string) => onChange({ stepCode: value })}
          data-testid="queue-step"
        />
      )}
      {choices.statuses && params.state !== 'pending' && (
        <Select
          allowClear
          style={SELECT_WIDTH}
          placeholder={t('reviewPieces.queue.status')}
          aria-label={t('reviewPieces.queue.status')}
          value={params.status}
          options={[...choices.statuses]}
          onChange={(value?: string) => onChange({ status: value })}
          data-testid="queue-status"
        />
      )}
      {choices.submitted && (
        <DateRangeField
          value={from && to ? [from, to] : null}
          placeholder={[t('reviewPieces.queue.submittedFrom'), t('reviewPieces.queue.submittedTo')]}
          onChange={(days) =>
            onChange({
              submittedFrom: days?.[0] ? dayOfPicked(days[0]) : undefined,
              submittedTo: days?.[1] ? dayOfPicked(days[1]) : undefined,
            })
          }
        />
      )}
      <Button onClick={onReset}>{t('reviewPieces.queue.reset')}</Button>
    </Space>
  );
}
