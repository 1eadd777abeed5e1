import { ActivityKind, ActivityMode, ActivityState } from '@yanxiu/contract/research-enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { DateRangeField } from '@/shared/ui/DatePickers';
import { SQUARE_STATES, type SquareUrlFilters } from '../model/square-filters';
import { SectionSubjectSelect } from './SectionSubjectSelect';

type Props = { filters: SquareUrlFilters; onChange: (change: Partial<SquareUrlFilters>) => void; onReset: () => void };

/** The square's search and filters (kind, mode, section, subject, state, days); they wrap onto several lines on phones. */
export function SquareFilterBar({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // The box keeps what is typed; the list follows on search (enter or the button), not on every key.
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }} data-testid="square-filters">
      <Input.Search
        aria-label={t('research.filters.search')}
        placeholder={t('research.filters.search')}
        enterButton={t('research.filters.searchButton')}
        allowClear
        maxLength={KEYWORD_MAX}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        data-testid="square-search"
      />
      <Select
        aria-label={t('research.filters.kind')}
        placeholder={t('research.filters.kind')}
        allowClear
        value={filters.kind}
        options={ActivityKind.options(locale)}
        onChange={(kind) => onChange({ kind: kind ?? undefined })}
        style={{ minWidth: 150 }}
        data-testid="filter-kind"
      />
      <Select
        aria-label={t('research.filters.mode')}
        placeholder={t('research.filters.mode')}
        allowClear
        value={filters.mode}
        options={ActivityMode.options(locale)}
        onChange={(mode) => onChange({ mode: mode ?? undefined })}
        style={{ minWidth: 120 }}
        data-testid="filter-mode"
      />
      <SectionSubjectSelect sectionCode={filters.sectionCode} subjectCode={filters.subjectCode} onChange={onChange} />
      <Select
        aria-label={t('research.filters.state')}
        placeholder={t('research.filters.state')}
        allowClear
        value={filters.state}
        options={SQUARE_STATES.map((state) => ({ value: state, label: ActivityState.label(state, locale) }))}
        onChange={(state) => onChange({ state: state ?? undefined })}
        style={{ minWidth: 120 }}
        data-testid="filter-state"
      />
      <DateRangeField
        aria-label={t('research.filters.days')}
        placeholder={[t('research.filters.from'), t('research.filters.to')]}
        value={[filters.fromDay ? dayjs(filters.fromDay) : null, filters.toDay ? dayjs(filters.toDay) : null]}
        allowEmpty={[true, true]}
        onChange={(range) => onChange({ fromDay: range?.[0]?.format('YYYY-MM-DD'), toDay: range?.[1]?.format('YYYY-MM-DD') })}
        data-testid="filter-days"
      />
      <Button onClick={onReset}>{t('research.filters.reset')}</Button>
    </div>
  );
}
