import { PictureOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Series } from './PortraitChart';

const PortraitChart = lazy(() => import('./PortraitChart'));

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Props<Row> = {
  title: string;
  caption: string;
  kind: 'radar' | 'line' | 'bar';
  labels: string[];
  series: Series[];
  height: number;
  /** The same numbers as the chart, as a table: always there for screen readers, shown on request. */
  rows: Row[];
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  /** The image's file name, without extension. */
  imageName: string;
  testId: string;
  footer?: ReactNode;
};

/** A chart with its table alternative and a "save as image" button; the chart library loads with the first one. */
export function ChartCard<Row extends object>({
  title,
  caption,
  kind,
  labels,
  series,
  height,
  rows,
  columns,
  rowKey,
  imageName,
  testId,
  footer,
}: Props<Row>) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const keep = useCallback((element: HTMLCanvasElement | null) => {
    canvas.current = element;
    setDrawn(element !== null);
  }, []);
  const saveImage = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${imageName}.png`;
      link.click();
      URL.revokeObjectURL(link.href);
    });
  };
  return (
    <Card
      title={title}
      size="small"
      data-testid={testId}
      extra={
        <Flex gap={8} align="center" wrap>
          <Switch
            size="small"
            checked={tableShown}
            onChange={setTableShown}
            aria-label={t('portrait.common.showTable')}
            data-testid={`${testId}-table-switch`}
          />
          <Typography.Text type="secondary">{t('portrait.common.showTable')}</Typography.Text>
          <Button
            size="small"
            icon={<PictureOutlined />}
            disabled={!drawn}
            onClick={saveImage}
            aria-label={t('portrait.common.saveImage')}
          />
        </Flex>
      }
    >
      <div aria-hidden={tableShown}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <PortraitChart
            kind={kind}
            labels={labels}
            series={series}
            ariaLabel={`${title}: ${caption}`}
            height={height}
            onCanvas={keep}
            testId={`${testId}-chart`}
          />
        </Suspense>
      </div>
      <div style={tableShown ? { marginTop: 12 } : visuallyHidden}>
        <Table<Row>
          size="small"
          rowKey={rowKey}
          pagination={false}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
          caption={caption}
          data-testid={`${testId}-table`}
        />
      </div>
      {footer}
    </Card>
  );
}
