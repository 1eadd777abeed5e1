import type { ScoredIndicator } from '@yanxiu/contract/selection-scoring';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { downloadScoringEvidence } from '../../api/scoring/download-evidence';

type Value = NonNullable<ScoredIndicator['value']>;

/** The files given for an indicator, each downloadable. */
function Files({ files }: { files: Value['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{t('selectionScoring.score.noEvidence')}</Typography.Text>;
  return (
    <DownloadableFiles
      files={files}
      download={downloadScoringEvidence}
      downloadLabel={(file) => t('selectionScoring.score.download', { name: file.name })}
      missingLabel={(file) => file.name}
      nameWidth={260}
      testId="scoring-evidence"
    />
  );
}

/** What the applicant gave for one indicator, as its kind shows it: text, number, the chosen options, files or profile records. */
export function IndicatorAnswer({ indicator }: { indicator: ScoredIndicator }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const value = indicator.value;
  if (!value) return <Typography.Text type="secondary">{t('selectionScoring.score.empty')}</Typography.Text>;
  switch (indicator.kind) {
    case 'text':
      return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value.text}</Typography.Paragraph>;
    case 'number':
      return <Typography.Text>{value.number === null ? '' : value.number.toLocaleString(locale)}</Typography.Text>;
    case 'choice':
      return <Typography.Text>{formatList(value.options, locale)}</Typography.Text>;
    case 'file':
      return <Files files={value.files} />;
    case 'record':
      return (
        <Flex vertical gap={2}>
          {value.records.map((record) => (
            <Flex key={record.id} gap={8} wrap>
              <Typography.Text delete={record.missing}>
                {t('selectionScoring.score.profileRecord', { title: record.title })}
              </Typography.Text>
              {record.occurredOn && <Typography.Text type="secondary">{formatDay(record.occurredOn, locale)}</Typography.Text>}
            </Flex>
          ))}
        </Flex>
      );
    default:
      return null;
  }
}
