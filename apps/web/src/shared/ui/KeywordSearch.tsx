import { Input } from 'antd';

/**
 * The keyword box of a list's filter row: shows the keyword the address holds (re-mounted when it changes, so going
 * back shows the old one), and reports a search trimmed, or undefined when cleared. The label is its placeholder and
 * its accessible name.
 */
export function KeywordSearch({
  keyword,
  label,
  onSearch,
  testId,
  width = 240,
  maxLength,
}: {
  keyword: string | undefined;
  label: string;
  onSearch: (keyword: string | undefined) => void;
  testId: string;
  width?: number;
  maxLength?: number;
}) {
  return (
    <Input.Search
      key={keyword ?? ''}
      allowClear
      defaultValue={keyword}
      maxLength={maxLength}
      placeholder={label}
      aria-label={label}
      style={{ width, maxWidth: '100%' }}
      onSearch={(value) => onSearch(value.trim() || undefined)}
      data-testid={testId}
    />
  );
}
