import { PaperClipOutlined } from '@ant-design/icons';
import type { ScoredIndicator } from '@yanxiu/contract/selection-scoring';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { saveBlob } from '@/shared/request/file-transfer';
import { downloadScoringEvidence } from '../../api/scoring/download-evidence';

type Value = NonNullable<ScoredIndicator['value']>;

/** The files given for an indicator, each downloadable (the download carries the token, so buttons, not links). */
function Files({ files }: { files: Value['files'] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: Value['files'][number]) => {
    setBusy(file.id);
    try {
      const { blob, fileName } = await downloadScoringEvidence(file.id);
      saveBlob(blob, fileName ?? file.name);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  if (files.length === 0) return <Typography.Text type="secondary">{t('selectionScoring.score.noEvidence')}</Typography.Text>;
  return (
    <Flex wrap gap={4} align="center">
      {files.map((file) =>
        file.missing ? (
          <Tag key={file.id}>{file.name}</Tag>
        ) : (
          <Button
            key={file.id}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            style={{ paddingInline: 0, maxWidth: '100%' }}
            loading={busy === file.id}
            aria-label={t('selectionScoring.score.download', { name: file.name })}
            onClick={() => void open(file)}
            data-testid="scoring-evidence"
          >
            <Typography.Text ellipsis style={{ maxWidth: 260, color: 'inherit' }}>
              {file.name}
            </Typography.Text>
          </Button>
        ),
      )}
    </Flex>
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
              <Typography.Text delete={record.missing}>{t('selectionScoring.score.profileRecord', { title: record.title })}</Typography.Text>
              {record.occurredOn && <Typography.Text type="secondary">{formatDay(record.occurredOn, locale)}</Typography.Text>}
            </Flex>
          ))}
        </Flex>
      );
    default:
      return null;
  }
}
