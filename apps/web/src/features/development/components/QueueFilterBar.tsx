import type { ReviewQueueFilters } from '@yanxiu/contract/development-apply';
import { ApplyStatus } from '@yanxiu/contract/enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import type { ReviewQueueParams } from '../api/review-queue';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { DateRangeField } from '@/shared/ui/DatePickers';

export type QueueFilterBarProps = {
  params: ReviewQueueParams;
  /** The choices the tenant's configuration offers; undefined while loading. */
  choices: ReviewQueueFilters | undefined;
  onChange: (change: Partial<ReviewQueueParams>) => void;
  onReset: () => void;
};

const DAY = 'YYYY-MM-DD';

/** The review queue's filters: step, status (in the decided list), post type, phase, section, applicant, submission days. */
export function QueueFilterBar({ params, choices, onChange, onReset }: QueueFilterBarProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useCodeTable('section');
  const named = (choice: { code: string; name: string; nameEn: string }) => ({
    value: choice.code,
    label: locale === 'en-US' ? choice.nameEn : choice.name,
  });
  const range: [Dayjs, Dayjs] | null =
    params.submittedFrom && params.submittedTo ? [dayjs(params.submittedFrom), dayjs(params.submittedTo)] : null;
  const selectWidth = { width: 160 };

  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="queue-filters">
      <KeywordSearch
        keyword={params.keyword}
        label={t('development.queue.keyword')}
        maxLength={KEYWORD_MAX}
        width={200}
        onSearch={(keyword) => onChange({ keyword })}
        testId="queue-keyword"
      />
      <Select
        allowClear
        style={selectWidth}
        placeholder={t('development.queue.step')}
        aria-label={t('development.queue.step')}
        value={params.stepCode}
        options={choices?.steps.map(named)}
        onChange={(value?: string) => onChange({ stepCode: value })}
      />
      {params.state === 'decided' && (
        <Select
          allowClear
          style={selectWidth}
          placeholder={t('development.queue.status')}
          aria-label={t('development.queue.status')}
          value={params.status}
          // 0 (not applied) never has a review.
          options={ApplyStatus.options(locale).filter((option) => option.value !== '0')}
          onChange={(value?: string) => onChange({ status: value })}
        />
      )}
      <Select
        allowClear
        style={selectWidth}
        placeholder={t('development.queue.postType')}
        aria-label={t('development.queue.postType')}
        value={params.postTypeCode}
        options={choices?.postTypes.map(named)}
        onChange={(value?: string) => onChange({ postTypeCode: value })}
        data-testid="queue-post-type"
      />
      <Select
        allowClear
        style={selectWidth}
        placeholder={t('development.queue.phase')}
        aria-label={t('development.queue.phase')}
        value={params.phaseCode}
        options={choices?.phases.map(named)}
        onChange={(value?: string) => onChange({ phaseCode: value })}
      />
      <Select
        allowClear
        style={selectWidth}
        placeholder={t('development.queue.section')}
        aria-label={t('development.queue.section')}
        value={params.sectionCode}
        loading={sections.isPending}
        options={sections.data?.map((item) => ({ value: item.code, label: codeLabel(sections.data, item.code, locale) }))}
        onChange={(value?: string) => onChange({ sectionCode: value })}
      />
      <DateRangeField
        value={range}
        placeholder={[t('development.queue.submittedFrom'), t('development.queue.submittedTo')]}
        onChange={(days) => onChange({ submittedFrom: days?.[0]?.format(DAY), submittedTo: days?.[1]?.format(DAY) })}
      />
      <Button onClick={onReset}>{t('development.queue.reset')}</Button>
    </Space>
  );
}
