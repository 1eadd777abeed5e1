import { Empty, Input, Skeleton, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The renderer (a Markdown parser) loads only when someone opens the preview.
const Markdown = lazy(() => import('../common/Markdown'));

export type MarkdownFieldProps = { value?: string; onChange?: (value: string) => void; maxLength: number; testId: string };

/** A Markdown text with a preview tab showing it exactly as teachers will read it. */
export function MarkdownField({ value = '', onChange, maxLength, testId }: MarkdownFieldProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('trainingManage.form.write'),
          children: (
            <Input.TextArea
              value={value}
              onChange={(event) => onChange?.(event.target.value)}
              rows={8}
              maxLength={maxLength}
              data-testid={testId}
              aria-label={t('trainingManage.form.description')}
            />
          ),
        },
        {
          key: 'preview',
          label: t('trainingManage.form.preview'),
          children: value.trim() ? (
            <Suspense fallback={<Skeleton active />}>
              <Markdown text={value} testId={`${testId}-preview`} />
            </Suspense>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trainingManage.form.previewEmpty')} />
          ),
        },
      ]}
    />
  );
}
