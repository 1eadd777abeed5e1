import { Button, Popconfirm, Tooltip } from 'antd';

/** The texts of a publish button, in the active language. */
export type PublishTexts = { publish: string; confirm: string; description?: string; cancel: string; saveFirst: string };

/**
 * A staff editor's publish button: asks to confirm, and stays disabled (saying why) while the form holds unsaved
 * changes, so what is published is always what was saved at the version the editor read.
 */
export function PublishAfterSave({
  dirty,
  loading,
  texts,
  onPublish,
  testId,
}: {
  dirty: boolean;
  loading: boolean;
  texts: PublishTexts;
  onPublish: () => void;
  testId: string;
}) {
  return (
    <Popconfirm
      title={texts.confirm}
      description={texts.description}
      okText={texts.publish}
      cancelText={texts.cancel}
      disabled={dirty}
      onConfirm={onPublish}
    >
      <Tooltip title={dirty ? texts.saveFirst : undefined}>
        <Button type="primary" disabled={dirty} loading={loading} data-testid={testId}>
          {texts.publish}
        </Button>
      </Tooltip>
    </Popconfirm>
  );
}
