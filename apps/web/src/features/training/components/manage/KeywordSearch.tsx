import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Input } from 'antd';

/** The keyword box of a staff list: hands the trimmed keyword over (the callers then go back to page 1). */
export function KeywordSearch({
  placeholder,
  width,
  onSearch,
  testId,
}: {
  placeholder: string;
  width: number;
  onSearch: (keyword: string) => void;
  testId?: string;
}) {
  return (
    <Input.Search
      allowClear
      maxLength={KEYWORD_MAX}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width }}
      onSearch={(value) => onSearch(value.trim())}
      data-testid={testId}
    />
  );
}
