import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { AssignmentFile } from '@yanxiu/contract/assessment-assignments';
import { Button, Flex, List, Progress, Typography, Upload } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '@/shared/ui/UploadField';

export type FilesFieldProps = {
  value: AssignmentFile[];
  onChange: (files: AssignmentFile[]) => void;
  max: number;
  chooseLabel: string;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  testId: string;
  /** More ways to add a file beside the upload button (the teacher's disk). */
  extra?: ReactNode;
};

/**
 * Files uploaded one at a time (purpose `document`: PDF, pictures, Word, PowerPoint) with progress, listed in order,
 * each removable. The list is the caller's; removing a file only leaves it out of what is saved.
 */
export function FilesField({ value, onChange, max, chooseLabel, label, disabled = false, testId, extra }: FilesFieldProps) {
  const { t } = useTranslation();
  const { uploading, start, cancel } = useUpload('document');
  // An upload finishing after another change adds to the list as it is then, not as it was when it started.
  const latest = useRef(value);
  latest.current = value;
  const choose = async (file: File) => {
    const stored = await start(file);
    if (stored) onChange([...latest.current, stored]);
  };
  const full = value.length >= max;
  return (
    <Flex vertical gap={8}>
      {value.length > 0 && (
        <List
          size="small"
          bordered
          aria-label={label}
          dataSource={value}
          data-testid={`${testId}-list`}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('assessmentAssignments.common.removeFile', { name: file.name })}
                  onClick={() => onChange(latest.current.filter((other) => other.id !== file.id))}
                />,
              ]}
            >
              <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                <PaperClipOutlined /> {file.name}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      {uploading ? (
        <Flex align="center" gap={8} data-testid={`${testId}-progress`}>
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {uploading.name}
          </Typography.Text>
          <Progress
            percent={uploading.percent}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={t('fields.upload.progress', { percent: uploading.percent })}
          />
          <Button size="small" onClick={cancel}>
            {t('fields.upload.cancel')}
          </Button>
        </Flex>
      ) : (
        <Flex gap={8} wrap>
          <Upload
            showUploadList={false}
            disabled={disabled || full}
            beforeUpload={(file) => {
              void choose(file);
              // The upload is ours (progress, cancel), not antd's.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled || full} data-testid={testId}>
              {chooseLabel}
            </Button>
          </Upload>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
