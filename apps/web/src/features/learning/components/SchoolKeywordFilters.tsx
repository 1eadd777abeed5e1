import { Input, Select } from 'antd';
import { useManagedSchools } from '@/shared/lookups/managed-schools';

type Props = {
  /** District staff pick a school; school staff see only their own, so no picker. */
  district: boolean;
  schoolId: string | undefined;
  keyword: string | undefined;
  keywordMaxLength: number;
  /** The report's own wording for the picker and the search box. */
  text: (key: 'school' | 'allSchools' | 'keyword') => string;
  /** Prefixes the test ids: `<prefix>-school`, `<prefix>-keyword`. */
  testIdPrefix: string;
  onChange: (change: { schoolId?: string | undefined; keyword?: string | undefined }) => void;
};

/** A staff report's school picker (district staff only) and teacher keyword search, as siblings in the report's filter row. */
export function SchoolKeywordFilters({ district, schoolId, keyword, keywordMaxLength, text, testIdPrefix, onChange }: Props) {
  const schools = useManagedSchools(district);
  return (
    <>
      {district && (
        <Select<string>
          value={schoolId ?? ''}
          style={{ minWidth: 200 }}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={text('school')}
          loading={schools.isLoading}
          options={[
            { value: '', label: text('allSchools') },
            ...(schools.data ?? []).map((school) => ({ value: String(school.id), label: school.name })),
          ]}
          onChange={(value) => onChange({ schoolId: value || undefined })}
          data-testid={`${testIdPrefix}-school`}
        />
      )}
      <Input.Search
        key={keyword ?? ''}
        defaultValue={keyword}
        allowClear
        maxLength={keywordMaxLength}
        placeholder={text('keyword')}
        aria-label={text('keyword')}
        style={{ width: 200 }}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        data-testid={`${testIdPrefix}-keyword`}
      />
    </>
  );
}
