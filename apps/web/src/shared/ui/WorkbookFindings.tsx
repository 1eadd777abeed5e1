import { Alert, Flex, Typography } from 'antd';
import type { TableProps } from 'antd';
import { ManagedTable } from './ManagedTable';

export type WorkbookFindingsProps<P extends { row: number }> = {
  /** What the file holds (rows, and what they would create). */
  summary: string;
  /** Said when no row has a problem. */
  clean: string;
  /** How many rows have at least one problem, and the sentence saying so. */
  problemRows: { count: number; text: string };
  /** Said when the server sent only the first problems of many. */
  cut?: string | null;
  problems: P[];
  rowKey: (problem: P) => string;
  /** The problems table's columns (the row number first). */
  columns: NonNullable<TableProps<P>['columns']>;
  empty: string;
  /** Test ids `<prefix>-summary`, `-clean`, `-problem-rows` and `-problems`. */
  testIdPrefix: string;
};

/**
 * An Excel import's dry-run findings, the same wherever staff import a workbook: what the file holds, then either
 * "nothing wrong" or every bad row named by its Excel row number, column and why.
 */
export function WorkbookFindings<P extends { row: number }>(props: WorkbookFindingsProps<P>) {
  const { summary, clean, problemRows, cut, problems, rowKey, columns, empty, testIdPrefix } = props;
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={summary} data-testid={`${testIdPrefix}-summary`} />
      {problemRows.count === 0 ? (
        <Alert type="success" showIcon title={clean} data-testid={`${testIdPrefix}-clean`} />
      ) : (
        <>
          <Alert type="error" showIcon title={problemRows.text} data-testid={`${testIdPrefix}-problem-rows`} />
          {cut && <Typography.Text type="secondary">{cut}</Typography.Text>}
          <ManagedTable<P>
            list={{ isError: false, isFetching: false, data: problems, refetch: () => undefined }}
            rowKey={rowKey}
            size="small"
            testId={`${testIdPrefix}-problems`}
            empty={empty}
            columns={columns}
          />
        </>
      )}
    </Flex>
  );
}
