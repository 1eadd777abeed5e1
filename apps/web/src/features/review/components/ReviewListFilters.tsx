import { Button, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useManagedUnits } from '@/features/administration/administration.public';
import { dayOfPicked, pickerDayOf } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';
import type { ListFilters } from '../model/list-params';

export type ReviewListFiltersProps = {
  filters: ListFilters;
  /** Staff pick a unit among theirs; experts, who decide across the district, have no unit filter. */
  withSchool: boolean;
  onChange: (change: Partial<ListFilters>) => void;
  onReset: () => void;
};

/** The units the caller reaches, in the tree's order (closed ones left out). */
function SchoolFilter({ value, onChange }: { value: string | undefined; onChange: (orgId: string | undefined) => void }) {
  const { t } = useTranslation();
  const units = useManagedUnits();
  const options = (units.data ?? []).filter((unit) => unit.closedAt === null).map((unit) => ({ value: unit.id, label: unit.name }));
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: 220 }}
      placeholder={t('review.filters.school')}
      aria-label={t('review.filters.school')}
      loading={units.isFetching}
      value={value}
      options={options}
      onChange={(orgId?: string) => onChange(orgId)}
      data-testid="review-filter-school"
    />
  );
}

/** The review list's filters besides the domain tabs: the applicants' unit and the deadline, in the query string. */
export function ReviewListFilters({ filters, withSchool, onChange, onReset }: ReviewListFiltersProps) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="review-filters">
      {withSchool && <SchoolFilter value={filters.orgId} onChange={(orgId) => onChange({ orgId, current: 1 })} />}
      <DateField
        placeholder={t('review.filters.dueBy')}
        aria-label={t('review.filters.dueBy')}
        value={pickerDayOf(filters.dueBy)}
        onChange={(value) => onChange({ dueBy: value ? dayOfPicked(value as Dayjs) : undefined, current: 1 })}
        data-testid="review-filter-due"
      />
      <Button onClick={onReset} data-testid="review-filter-reset">
        {t('review.filters.reset')}
      </Button>
    </Space>
  );
}
