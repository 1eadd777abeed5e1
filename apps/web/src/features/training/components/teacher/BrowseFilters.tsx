import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSubjectSelects } from '../common/SectionSubjectSelects';
import type { CatalogueFilters } from '../../model/catalogue-filters';

type Props = {
  placeholder: string;
  filters: CatalogueFilters;
  /** Patches the address's search parameters; a new section clears the subject. */
  onUpdate: (change: Record<string, string | undefined>) => void;
  children?: ReactNode;
};

/** Keyword, section and subject of a teacher's browse list (studios, open classes), kept in the address. */
export function BrowseFilters({ placeholder, filters, onUpdate, children }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      <Input.Search
        key={filters.keyword ?? ''}
        aria-label={placeholder}
        placeholder={placeholder}
        defaultValue={filters.keyword}
        allowClear
        maxLength={KEYWORD_MAX}
        enterButton={t('training.catalogue.search')}
        onSearch={(value) => onUpdate({ keyword: value.trim() || undefined })}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <SectionSubjectSelects
        sectionCode={filters.sectionCode}
        subjectCode={filters.subjectCode}
        onChange={(change) =>
          onUpdate('sectionCode' in change ? { section: change.sectionCode, subject: undefined } : { subject: change.subjectCode })
        }
        sectionLabel={t('training.catalogue.section')}
        subjectLabel={t('training.catalogue.subject')}
      />
      {children}
    </div>
  );
}
