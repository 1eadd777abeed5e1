import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useMoveItems } from '../api/resources';
import { FolderPicker } from './FolderPicker';

/** What is being moved: resources and folders of the caller's disk. */
export type MoveSubject = { resourceIds: number[]; folderIds: number[] };

/** Moves resources and folders into a folder chosen from the tree (a folder never into itself or below). */
export function MoveDialog({ subject, onClose }: { subject: MoveSubject | null; onClose: (moved: boolean) => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | null>(null);
  const move = useMoveItems();
  const handleOk = async () => {
    if (!subject) return;
    try {
      const moved = await move.mutateAsync({ ...subject, targetFolderId: target });
      notifier().success(t('disk.index.moved', { count: moved.resources + moved.folders }));
      onClose(true);
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <Modal
      open={subject !== null}
      title={t('disk.index.moveTitle')}
      okText={t('disk.index.move')}
      cancelText={t('disk.common.cancel')}
      confirmLoading={move.isPending}
      onOk={() => void handleOk()}
      onCancel={() => onClose(false)}
      okButtonProps={{ 'data-testid': 'disk-move-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('disk.index.moveTarget')}>
          <FolderPicker
            value={target}
            onChange={setTarget}
            exclude={new Set(subject?.folderIds ?? [])}
            testId="disk-move-target"
            ariaLabel={t('disk.index.moveTarget')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
