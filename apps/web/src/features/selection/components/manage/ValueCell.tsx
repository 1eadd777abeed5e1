import { DownloadOutlined } from '@ant-design/icons';
import type { FilledIndicator } from '@yanxiu/contract/selection';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { downloadFile, saveBlob } from '@/shared/request/file-transfer';

/** A file given as a value: its name as a download button (the download needs the bearer token), or "deleted". */
function FileValue({ file }: { file: { id: string; name: string; missing: boolean } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (file.missing)
    return (
      <Typography.Text delete type="secondary">
        {file.name} {t('selectionManage.review.missing')}
      </Typography.Text>
    );
  return (
    <Button
      size="small"
      type="link"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={t('selectionManage.review.download', { name: file.name })}
      onClick={() => {
        setBusy(true);
        downloadFile(fillPath(ApiPaths.downloadFile, { id: file.id }))
          .then((blob) => saveBlob(blob, file.name))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {file.name}
    </Button>
  );
}

/** What the applicant gave for one indicator, by its kind; "not filled" when nothing. */
export function ValueCell({ indicator }: { indicator: FilledIndicator }) {
  const { t } = useTranslation();
  const value = indicator.value;
  if (!value) return <Typography.Text type="secondary">{t('selectionManage.review.notFilled')}</Typography.Text>;
  switch (value.kind) {
    case 'text':
      return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value.text}</Typography.Paragraph>;
    case 'number':
      return <span>{value.number}</span>;
    case 'choice':
      return (
        <span>
          {formatList(
            value.optionKeys.map((key) => indicator.options.find((option) => option.key === key)?.label ?? key),
            currentLocale(),
          )}
        </span>
      );
    case 'file':
      return (
        <Flex vertical align="flex-start">
          {value.files.map((file) => (
            <FileValue key={file.id} file={file} />
          ))}
        </Flex>
      );
    case 'record':
      return (
        <Flex vertical gap={2}>
          {value.records.map((record) => (
            <span key={record.id}>
              {record.missing ? <Typography.Text delete>{record.title}</Typography.Text> : record.title}
              {record.occurredOn && <Typography.Text type="secondary">{` ${formatDay(record.occurredOn)}`}</Typography.Text>}
              {record.missing && <Tag style={{ marginInlineStart: 6 }}>{t('selectionManage.review.missing')}</Tag>}
            </span>
          ))}
        </Flex>
      );
    default:
      return null;
  }
}
