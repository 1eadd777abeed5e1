import type { MyApplication } from '@yanxiu/contract/selection';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The result once published: selected or not, provisional during the public notice (公示) or final; a dash before. */
export function ResultTag({ result, stage }: { result: MyApplication['result']; stage: MyApplication['resultStage'] }) {
  const { t } = useTranslation();
  if (result === null) return <Typography.Text type="secondary">{t('selectionTeacher.result.none')}</Typography.Text>;
  const text = t(`selectionTeacher.result.${result}`);
  return (
    <Tag color={result === 'selected' ? 'success' : 'default'} data-testid="result-tag" data-result={result}>
      {stage === 'provisional' ? t('selectionTeacher.result.provisional', { result: text }) : text}
    </Tag>
  );
}
