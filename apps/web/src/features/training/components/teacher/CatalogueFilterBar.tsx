import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import { CatalogueSort } from '@yanxiu/contract/training-enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { SectionSubjectSelects } from '../common/SectionSubjectSelects';
import { sortsOf, type CatalogueFilters } from '../../model/catalogue-filters';
import { LevelSelect } from './LevelSelect';

type Props = {
  kind: TrainingKindValue;
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
  onReset: () => void;
};

/** Search, filters and sort of a catalogue; the controls wrap onto several lines on phones. */
export function CatalogueFilterBar({ kind, filters, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // The box keeps what is typed; the list follows on search (enter or the button), not on every key.
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);
  const sorts = new Set<string>(sortsOf(kind));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }} data-testid="catalogue-filters">
      <Input.Search
        aria-label={t('training.catalogue.searchPlaceholder')}
        placeholder={t('training.catalogue.searchPlaceholder')}
        enterButton={t('training.catalogue.search')}
        allowClear
        maxLength={KEYWORD_MAX}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        data-testid="catalogue-search"
      />
      <SectionSubjectSelects
        sectionCode={filters.sectionCode}
        subjectCode={filters.subjectCode}
        onChange={onChange}
        sectionLabel={t('training.catalogue.section')}
        subjectLabel={t('training.catalogue.subject')}
      />
      <LevelSelect value={filters.level} onChange={(level) => onChange({ level })} testId="filter-level" />
      <Select
        aria-label={t('training.catalogue.status')}
        placeholder={t('training.catalogue.status')}
        allowClear
        value={filters.status}
        options={[
          { value: 'published', label: t('training.catalogue.statusOpen') },
          { value: 'closed', label: t('training.catalogue.statusClosed') },
        ]}
        onChange={(value?: 'published' | 'closed') => onChange({ status: value ?? undefined })}
        style={{ minWidth: 120 }}
        data-testid="filter-status"
      />
      {kind === 'supermarket' && (
        <Select
          aria-label={t('training.catalogue.price')}
          placeholder={t('training.catalogue.price')}
          allowClear
          value={filters.price}
          options={[
            { value: 'free', label: t('training.catalogue.free') },
            { value: 'paid', label: t('training.catalogue.paid') },
          ]}
          onChange={(value?: 'free' | 'paid') => onChange({ price: value ?? undefined })}
          style={{ minWidth: 100 }}
          data-testid="filter-price"
        />
      )}
      <Select
        aria-label={t('training.catalogue.sort')}
        value={filters.sort}
        options={CatalogueSort.options(locale).filter((option) => sorts.has(option.value))}
        onChange={(value) => onChange({ sort: value })}
        style={{ minWidth: 140 }}
        data-testid="filter-sort"
      />
      <Button onClick={onReset} data-testid="filter-reset">
        {t('training.catalogue.reset')}
      </Button>
    </div>
  );
}
