import { Button, Popconfirm } from 'antd';

type Props = {
  /** Unsaved changes: publishing waits for a save. */
  dirty: boolean;
  pending: boolean;
  onPublish: () => void;
  texts: { confirm: string; publish: string };
  testId: string;
};

/** Publish a saved draft after a confirmation; disabled while the form holds unsaved changes. */
export function DraftPublishButton({ dirty, pending, onPublish, texts, testId }: Props) {
  return (
    <Popconfirm
      title={texts.confirm}
      onConfirm={onPublish}
      disabled={dirty}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as Record<string, string>}
    >
      <Button disabled={dirty} loading={pending} data-testid={testId}>
        {texts.publish}
      </Button>
    </Popconfirm>
  );
}
