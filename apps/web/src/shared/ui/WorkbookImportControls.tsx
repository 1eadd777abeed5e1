import './field-texts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type WorkbookImportAction = 'check' | 'import';

export type WorkbookImportControlsProps = {
  /** The template's download button, first in the row (when the page does not offer it elsewhere). */
  template?: ReactNode;
  file: File | null;
  /** A request is on its way: nothing can be chosen or sent meanwhile. */
  busy: boolean;
  /** The last check of this file found nothing wrong and something to write. */
  importable: boolean;
  /** A file was chosen (the upload itself is left to the page: the check and the import send it). */
  onChoose: (file: File) => void;
  onSend: (action: WorkbookImportAction) => void;
  /** Test ids `<prefix>-file`, `-file-name`, `-check` and `-run`. */
  testIdPrefix: string;
};

/**
 * An Excel import's controls, the same wherever staff import a workbook: the template, the file chooser and the file
 * chosen, then "check the file" (a dry run writing nothing) and "import", offered only once a check found the file clean.
 */
export function WorkbookImportControls({ template, file, busy, importable, onChoose, onSend, testIdPrefix }: WorkbookImportControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={8} wrap align="center">
        {template}
        <Upload
          accept={XLSX_ACCEPT}
          showUploadList={false}
          beforeUpload={(chosen) => {
            onChoose(chosen);
            return false;
          }}
          disabled={busy}
          data-testid={`${testIdPrefix}-file`}
        >
          <Button icon={<UploadOutlined />} disabled={busy}>
            {t('fields.workbookImport.choose')}
          </Button>
        </Upload>
        {file && (
          <Typography.Text data-testid={`${testIdPrefix}-file-name`}>
            {t('fields.workbookImport.chosen', { name: file.name })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap>
        <Button onClick={() => onSend('check')} disabled={!file || busy} data-testid={`${testIdPrefix}-check`}>
          {t('fields.workbookImport.check')}
        </Button>
        <Button type="primary" onClick={() => onSend('import')} disabled={!importable || busy} data-testid={`${testIdPrefix}-run`}>
          {t('fields.workbookImport.import')}
        </Button>
      </Flex>
    </>
  );
}
